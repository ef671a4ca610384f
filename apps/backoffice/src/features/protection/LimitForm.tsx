import { type LimitKind, type LimitPeriod, type LimitView, limitKinds, periodsOf } from '@wl/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { limitAmountOf, staffMaySet } from './limit-amount';
import { useLimitText } from './use-limit-text';
import { useProtectionAction } from './use-protection';

type Props = { merchant: string; account: string; limits: readonly LimitView[]; onDone: (text: string) => void };
type Asked = { kind: LimitKind; period: LimitPeriod; amount: string };

/**
 * Staff set a limit the player has not set, or lower one (the server refuses an increase: that is the player's, with
 * its cooling-off). The limit, then a reason in the shared reason dialog; it applies at once.
 */
export const LimitForm = ({ merchant, account, limits, onDone }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const { currency } = useMerchantFacts();
  const limitText = useLimitText();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const action = useProtectionAction(merchant, account, () => {
    setAsked(null);
    setText('');
    onDone(t('protection.setLimit.done'));
  });

  const chooseKind = (next: LimitKind) => {
    setKind(next);
    if (!periodsOf(next).includes(period)) setPeriod(periodsOf(next)[0] ?? 'day');
    setProblem(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amount = limitAmountOf(kind, text);
    if (amount === null) return setProblem(t(kind === 'session' ? 'protection.setLimit.ruleMinutes' : 'protection.setLimit.ruleMoney'));
    const inForce = limits.find((l) => l.kind === kind && l.period === period)?.amount ?? null;
    if (!staffMaySet(inForce, amount)) return setProblem(t('protection.setLimit.onlyLower', { amount: limitText(kind, inForce ?? '0') }));
    setProblem(null);
    action.reset();
    setAsked({ kind, period, amount });
  };

  // The dialog sits beside the form, not in it: a submit inside the dialog must not reach this form's submit.
  return (
    <>
      <form className="panel form rg-form" onSubmit={submit} noValidate data-testid="limit-form">
        <h3>{t('protection.setLimit.title')}</h3>
        <div className="rg-form__row">
          <div className="field">
            <label htmlFor={`${id}-kind`}>{t('protection.setLimit.kind')}</label>
            <select id={`${id}-kind`} value={kind} onChange={(e) => chooseKind(e.target.value as LimitKind)} data-testid="limit-kind">
              {limitKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`protection.kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-period`}>{t('protection.setLimit.period')}</label>
            <select
              id={`${id}-period`}
              value={period}
              onChange={(e) => setPeriod(e.target.value as LimitPeriod)}
              data-testid="limit-period"
            >
              {periodsOf(kind).map((p) => (
                <option key={p} value={p}>
                  {t(`protection.periods.${p}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-amount`}>{t('protection.setLimit.amount')}</label>
            <input
              id={`${id}-amount`}
              inputMode={kind === 'session' ? 'numeric' : 'decimal'}
              dir="ltr"
              autoComplete="off"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
              data-testid="limit-amount-input"
            />
          </div>
        </div>
        {problem ? (
          <p id={`${id}-problem`} className="field__problem" role="alert" data-testid="field-error">
            {problem}
          </p>
        ) : (
          <p id={`${id}-hint`} className="field__hint">
            {kind === 'session' ? t('protection.setLimit.hintMinutes') : t('protection.setLimit.hintMoney', { currency: currency ?? '' })}
          </p>
        )}
        <div className="actions actions--start">
          <button type="submit" className="btn btn--primary" data-testid="limit-submit">
            {t('protection.setLimit.submit')}
          </button>
        </div>
      </form>
      <ReasonDialog
        key={asked ? `${asked.kind}-${asked.period}-${asked.amount}` : 'closed'}
        open={asked !== null}
        title={t('protection.setLimit.reasonTitle')}
        text={
          asked
            ? t('protection.setLimit.reasonText', {
                kind: t(`protection.kinds.${asked.kind}`),
                period: t(`protection.periods.${asked.period}`),
                amount: limitText(asked.kind, asked.amount),
                account,
              })
            : ''
        }
        label={t('protection.setLimit.reasonLabel')}
        rule={t('protection.setLimit.reasonRule')}
        confirmLabel={t('protection.setLimit.submit')}
        busy={action.isPending}
        error={action.error}
        testId="limit-reason-dialog"
        onSubmit={(reason) => asked && action.mutate({ type: 'limit', body: { ...asked, reason } })}
        onClose={() => setAsked(null)}
      />
    </>
  );
};
