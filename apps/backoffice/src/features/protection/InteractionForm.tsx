import { zodResolver } from '@hookform/resolvers/zod';
import { rgInteractionBody } from '@wl/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorText } from '../../components/ErrorText';
import { useCaseAction } from './use-case-action';

type Values = z.input<typeof rgInteractionBody>;
const channels = rgInteractionBody.shape.channel.options;

/** Records a contact with the player on the case: the channel and what was said or done. */
export const InteractionForm = ({ merchant, id }: { merchant: string; id: number }) => {
  const { t } = useTranslation();
  const fid = useId();
  const form = useForm<Values>({ resolver: zodResolver(rgInteractionBody), defaultValues: { channel: 'CALL', text: '' } });
  const act = useCaseAction(merchant, id, () => form.reset({ channel: form.getValues('channel'), text: '' }));
  const problem = form.formState.errors.text;
  return (
    <form
      className="panel form"
      onSubmit={form.handleSubmit((body) => act.mutate({ type: 'interact', body }))}
      noValidate
      data-testid="rg-interaction-form"
    >
      <h3>{t('protection.case.add')}</h3>
      <div className="field">
        <label htmlFor={`${fid}-channel`}>{t('protection.case.channel')}</label>
        <select id={`${fid}-channel`} data-testid="rg-interaction-channel" {...form.register('channel')}>
          {channels.map((c) => (
            <option key={c} value={c}>
              {t(`protection.case.channels.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${fid}-text`}>{t('protection.case.text')}</label>
        <textarea
          id={`${fid}-text`}
          rows={3}
          maxLength={2000}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fid}-problem` : undefined}
          data-testid="rg-interaction-text"
          {...form.register('text')}
        />
        {problem ? (
          <p id={`${fid}-problem`} className="field__problem" role="alert" data-testid="field-error">
            {t('protection.case.textRule')}
          </p>
        ) : null}
      </div>
      <ErrorText error={act.error} />
      <div className="actions actions--start">
        <button type="submit" className="btn btn--primary" disabled={act.isPending} data-testid="rg-interaction-submit">
          {act.isPending ? t('common.working') : t('protection.case.add')}
        </button>
      </div>
    </form>
  );
};
