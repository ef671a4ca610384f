import { messagesApi, MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX } from '@wl/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import { call } from '../../shared/client';

type Fields = { scope: 'TEAM' | 'ONE'; account: string; title: string; content: string };

/** An agent's message to its whole team or one downline account (arrives in their Agent tab). */
export const AgentCompose = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, watch, reset, formState } = useForm<Fields>({
    defaultValues: { scope: 'TEAM', account: '', title: '', content: '' },
  });
  const send = useMutation({
    mutationFn: (f: Fields) =>
      call(messagesApi.agentSend, { body: { to: f.scope === 'TEAM' ? 'TEAM' : f.account.trim(), title: f.title, content: f.content } }),
    onSuccess: () => reset(),
  });
  if (!open)
    return (
      <button type="button" className="btn btn--sm" onClick={() => setOpen(true)} data-testid="agent-compose-open">
        {t('messages.compose.open')}
      </button>
    );
  const errors = formState.errors;
  return (
    <form className="feedback-form agent-compose" onSubmit={handleSubmit((f) => send.mutate(f))} noValidate data-testid="agent-compose">
      <label className="field">
        <span>{t('messages.compose.to')}</span>
        <select {...register('scope')} data-testid="agent-compose-scope">
          <option value="TEAM">{t('messages.compose.team')}</option>
          <option value="ONE">{t('messages.compose.one')}</option>
        </select>
      </label>
      {watch('scope') === 'ONE' ? (
        <label className="field">
          <span>{t('messages.compose.account')}</span>
          <input maxLength={64} {...register('account', { validate: (v) => v.trim().length > 0 })} aria-invalid={Boolean(errors.account)} />
        </label>
      ) : null}
      <label className="field">
        <span>{t('messages.compose.title')}</span>
        <input
          maxLength={MESSAGE_TITLE_MAX}
          dir="auto"
          {...register('title', { validate: (v) => v.trim().length > 0 })}
          aria-invalid={Boolean(errors.title)}
          data-testid="agent-compose-title"
        />
      </label>
      <label className="field">
        <span>{t('messages.compose.content')}</span>
        <textarea
          rows={4}
          maxLength={MESSAGE_BODY_MAX}
          dir="auto"
          {...register('content', { validate: (v) => v.trim().length > 0 })}
          aria-invalid={Boolean(errors.content)}
          data-testid="agent-compose-content"
        />
      </label>
      <ErrorText error={send.error} />
      {send.isSuccess ? (
        <FormMessage tone="success" testId="agent-compose-sent">
          {t('messages.compose.sent')}
        </FormMessage>
      ) : null}
      <div className="feedback-form__actions">
        <button type="submit" className="btn btn--primary" disabled={send.isPending} data-testid="agent-compose-send">
          {t('messages.compose.send')}
        </button>
        <button type="button" className="btn" onClick={() => setOpen(false)}>
          {t('feedback.close')}
        </button>
      </div>
    </form>
  );
};
