import { zodResolver } from '@hookform/resolvers/zod';
import { rgCloseBody, rgOutcomes } from '@wl/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorText } from '../../components/ErrorText';
import { useCaseAction } from './use-case-action';

type Values = z.input<typeof rgCloseBody>;

/** Closes the case with its outcome, whether the automatic restriction is lifted, and a reason for the record. */
export const CloseCaseForm = ({ merchant, id }: { merchant: string; id: number }) => {
  const { t } = useTranslation();
  const fid = useId();
  const form = useForm<Values>({
    resolver: zodResolver(rgCloseBody),
    defaultValues: { outcome: 'NO_ACTION', liftRestriction: false, reason: '' },
  });
  const act = useCaseAction(merchant, id);
  const problem = form.formState.errors.reason;
  return (
    <form
      className="panel form"
      onSubmit={form.handleSubmit((body) => act.mutate({ type: 'close', body }))}
      noValidate
      data-testid="rg-close-form"
    >
      <h3>{t('protection.case.closeTitle')}</h3>
      <div className="field">
        <label htmlFor={`${fid}-outcome`}>{t('protection.case.closeOutcome')}</label>
        <select id={`${fid}-outcome`} data-testid="rg-close-outcome" {...form.register('outcome')}>
          {rgOutcomes.map((o) => (
            <option key={o} value={o}>
              {t(`protection.cases.outcomes.${o}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="check">
        <input type="checkbox" data-testid="rg-close-lift" {...form.register('liftRestriction')} />
        <span>{t('protection.case.liftRestriction')}</span>
      </label>
      <div className="field">
        <label htmlFor={`${fid}-reason`}>{t('protection.case.reason')}</label>
        <textarea
          id={`${fid}-reason`}
          rows={2}
          maxLength={300}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fid}-problem` : undefined}
          data-testid="rg-close-reason"
          {...form.register('reason')}
        />
        {problem ? (
          <p id={`${fid}-problem`} className="field__problem" role="alert" data-testid="field-error">
            {t('protection.case.reasonRule')}
          </p>
        ) : null}
      </div>
      <ErrorText error={act.error} />
      <div className="actions actions--start">
        <button type="submit" className="btn btn--danger-quiet" disabled={act.isPending} data-testid="rg-close-submit">
          {act.isPending ? t('common.working') : t('protection.case.closeSubmit')}
        </button>
      </div>
    </form>
  );
};
