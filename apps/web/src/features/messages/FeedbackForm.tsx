import { type FeedbackType, feedbackApi, wordCount } from '@wl/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import { call } from '../../shared/client';
import { useFeedbackOptions } from './api';

type Fields = { questionType: FeedbackType | ''; content: string; contact: string };

/** Feedback: question type, content within the merchant's word counts, contact info (PUT /wps/feedback). */
export const FeedbackForm = ({ onDone }: { onDone?: () => void }) => {
  const { t } = useTranslation();
  const options = useFeedbackOptions(true);
  const min = options.data?.minWords ?? 1;
  const max = options.data?.maxWords ?? 300;
  const { register, handleSubmit, watch, reset, formState } = useForm<Fields>({
    defaultValues: { questionType: '', content: '', contact: '' },
  });
  const send = useMutation({
    mutationFn: (f: Fields) =>
      call(feedbackApi.submit, { body: { questionType: f.questionType as FeedbackType, content: f.content, contact: f.contact } }),
    onSuccess: () => reset(),
  });
  const words = wordCount(watch('content') ?? '');
  const errors = formState.errors;

  return (
    <form className="feedback-form" onSubmit={handleSubmit((f) => send.mutate(f))} noValidate data-testid="feedback-form">
      <label className="field">
        <span>{t('feedback.type')}</span>
        <select {...register('questionType', { required: true })} data-testid="feedback-type" aria-invalid={Boolean(errors.questionType)}>
          <option value="">{t('feedback.choose')}</option>
          {(options.data?.types ?? []).map((ty) => (
            <option key={ty} value={ty}>
              {t(`feedback.types.${ty}`)}
            </option>
          ))}
        </select>
      </label>
      {errors.questionType ? (
        <p className="form-error" role="alert">
          {t('feedback.typeRequired')}
        </p>
      ) : null}
      <label className="field">
        <span>{t('feedback.content')}</span>
        <textarea
          rows={5}
          maxLength={2000}
          dir="auto"
          {...register('content', { validate: (v) => (wordCount(v) >= min && wordCount(v) <= max) || 'words' })}
          aria-invalid={Boolean(errors.content)}
          aria-describedby="feedback-words"
          data-testid="feedback-content"
        />
      </label>
      <p id="feedback-words" className={`muted feedback-form__words${errors.content ? ' form-error' : ''}`} data-testid="feedback-words">
        {t('feedback.words', { count: words, min, max })}
      </p>
      <label className="field">
        <span>{t('feedback.contact')}</span>
        <input maxLength={128} dir="auto" {...register('contact')} placeholder={t('feedback.contactHint')} data-testid="feedback-contact" />
      </label>
      <ErrorText error={send.error} />
      {send.isSuccess ? (
        <FormMessage tone="success" testId="feedback-sent">
          {t('feedback.sent')}
        </FormMessage>
      ) : null}
      <div className="feedback-form__actions">
        <button type="submit" className="btn btn--primary" disabled={send.isPending} data-testid="feedback-submit">
          {t('feedback.submit')}
        </button>
        {onDone ? (
          <button type="button" className="btn" onClick={onDone}>
            {t('feedback.close')}
          </button>
        ) : null}
      </div>
    </form>
  );
};
