import { type LimitKind, type LimitPeriod, type ProtectionState, limitKinds, periodsOf, protectionApi } from '@wl/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import { call } from '../../shared/client';
import { useSystem } from '../../shared/system';
import { useProtectionMutation } from './api';
import { changeOf, limitAmountOf, MAX_SESSION_MINUTES } from './limit-rows';

type Saved = 'now' | 'later' | 'same';

/**
 * Set, lower, raise or remove one limit. What will happen is said before saving: a lower limit (or a first one)
 * applies at once, a higher one or a removal only after the cooling-off, and then it must be confirmed.
 */
export const LimitForm = ({ state }: { state: ProtectionState }) => {
  const { t } = useTranslation();
  const decimals = useSystem().brand?.currency.decimals ?? 2;
  const id = useId();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const current = state.limits.find((l) => l.kind === kind && l.period === period)?.amount ?? null;
  const save = useProtectionMutation((amount: string | null) => call(protectionApi.setLimit, { body: { kind, period, amount } }));

  const amount = limitAmountOf(kind, text, decimals);
  const preview = amount === null ? null : changeOf(current, amount);

  const pickKind = (k: LimitKind) => {
    setKind(k);
    setPeriod(periodsOf(k)[0] as LimitPeriod);
    setSaved(null);
    save.reset();
  };
  const submit = (next: string | null) => {
    const change = changeOf(current, next);
    save.mutate(next, {
      onSuccess: () => {
        setSaved(change);
        setText('');
      },
    });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    if (amount === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    submit(amount);
  };

  return (
    <form className="form pg-form" onSubmit={onSubmit} data-testid="limit-form" noValidate>
      <h4>{t('protection.form.title')}</h4>
      <div className="pg-form__row">
        <label className="field">
          <span>{t('protection.form.kind')}</span>
          <select value={kind} onChange={(e) => pickKind(e.target.value as LimitKind)} data-testid="limit-kind">
            {limitKinds.map((k) => (
              <option key={k} value={k}>
                {t(`protection.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('protection.form.period')}</span>
          <select value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)} data-testid="limit-period">
            {periodsOf(kind).map((p) => (
              <option key={p} value={p}>
                {t(`protection.period.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{kind === 'session' ? t('protection.form.minutes', { max: MAX_SESSION_MINUTES }) : t('protection.form.amount')}</span>
          <input
            id={`${id}-amount`}
            inputMode={kind === 'session' ? 'numeric' : 'decimal'}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setInvalid(false);
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint`}
            data-testid="limit-amount-input"
          />
        </label>
      </div>
      {invalid ? (
        <p className="form-error" role="alert" data-testid="field-error">
          {kind === 'session' ? t('protection.form.invalidMinutes', { max: MAX_SESSION_MINUTES }) : t('protection.form.invalidAmount')}
        </p>
      ) : null}
      <p className="muted pg-hint" id={`${id}-hint`} data-testid="limit-preview">
        {preview === 'now'
          ? t('protection.form.appliesNow')
          : preview === 'later'
            ? t('protection.form.appliesLater', { hours: state.profile.coolingOffHours })
            : preview === 'same'
              ? t('protection.form.same')
              : t('protection.form.hint')}
      </p>
      <ErrorText error={save.error} />
      {saved ? (
        <FormMessage tone="success" testId="limit-saved">
          {saved === 'later' ? t('protection.form.savedLater', { hours: state.profile.coolingOffHours }) : t('protection.form.savedNow')}
        </FormMessage>
      ) : null}
      <div className="pg-form__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending} data-testid="limit-save">
          {t('protection.form.save')}
        </button>
        {current !== null ? (
          <button type="button" className="btn" disabled={save.isPending} onClick={() => submit(null)} data-testid="limit-remove">
            {t('protection.form.remove')}
          </button>
        ) : null}
      </div>
    </form>
  );
};
