import type { ProtectionState } from '@wl/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useFormat } from '../../shared/format';
import { timeoutHoursOf } from './limit-amount';
import { useProtectionAction } from './use-protection';

type Props = { merchant: string; account: string; state: ProtectionState; onDone: (text: string) => void };

/** Staff place a time-out (after talking to the player): hours within the profile's bounds, then a reason. */
export const TimeoutForm = ({ merchant, account, state, onDone }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const bounds = state.profile.timeoutHours;
  const [text, setText] = useState(String(bounds.min));
  const [problem, setProblem] = useState<string | null>(null);
  const [hours, setHours] = useState<number | null>(null);
  const action = useProtectionAction(merchant, account, () => {
    setHours(null);
    onDone(t('protection.timeout.done'));
  });
  const range = { min: f.number(bounds.min), max: f.number(bounds.max) };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const asked = timeoutHoursOf(text, bounds);
    if (asked === null) return setProblem(t('protection.timeout.rule', range));
    setProblem(null);
    action.reset();
    setHours(asked);
  };

  return (
    <>
      <form className="panel form rg-form" onSubmit={submit} noValidate data-testid="timeout-form">
        <h3>{t('protection.timeout.title')}</h3>
        <div className="field">
          <label htmlFor={id}>{t('protection.timeout.hours')}</label>
          <input
            id={id}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-note`}
            data-testid="timeout-hours"
          />
          {problem ? (
            <p id={`${id}-note`} className="field__problem" role="alert" data-testid="field-error">
              {problem}
            </p>
          ) : (
            <p id={`${id}-note`} className="field__hint">
              {t('protection.timeout.hint', range)}
            </p>
          )}
        </div>
        {state.block ? <p className="muted">{t('protection.timeout.blocked')}</p> : null}
        <div className="actions actions--start">
          <button type="submit" className="btn btn--danger-quiet" data-testid="timeout-submit">
            {t('protection.timeout.submit')}
          </button>
        </div>
      </form>
      <ReasonDialog
        key={hours ?? 'closed'}
        open={hours !== null}
        title={t('protection.timeout.reasonTitle')}
        text={t('protection.timeout.reasonText', { account, hours: f.number(hours ?? 0) })}
        label={t('protection.setLimit.reasonLabel')}
        rule={t('protection.setLimit.reasonRule')}
        confirmLabel={t('protection.timeout.submit')}
        danger
        busy={action.isPending}
        error={action.error}
        testId="timeout-reason-dialog"
        onSubmit={(reason) => hours !== null && action.mutate({ type: 'timeout', body: { hours, reason } })}
        onClose={() => setHours(null)}
      />
    </>
  );
};
