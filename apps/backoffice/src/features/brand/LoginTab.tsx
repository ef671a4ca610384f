import { type BrandLoginBody, brandOpsApi, type VerificationMethod, verificationMethod } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/client';
import { SaveRow } from './SaveRow';
import { useBrandSave } from './use-brand-save';

type Props = { merchant: string; login: BrandLoginBody & { providers: string[] }; canEdit: boolean };
const numbers = [
  ['smsExpiryMinutes', 1, 60],
  ['passwordMaxAgeDays', 0, 3650],
  ['minAge', 16, 25],
] as const;

/** Sign-in and limits: code expiry, password age, the checks a new address asks for, the minimum age. */
export const LoginTab = ({ merchant, login, canEdit }: Props) => {
  const { t } = useTranslation();
  const fid = useId();
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(numbers.map(([k]) => [k, String(login[k])])));
  const [methods, setMethods] = useState<VerificationMethod[]>(login.loginVerifyMethods);
  const save = useBrandSave(merchant, (body: BrandLoginBody) => call(brandOpsApi.setLogin, { params: { code: merchant }, body }));
  const value = (k: string, min: number, max: number) => {
    const text = (texts[k] ?? '').trim();
    const n = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
    return n >= min && n <= max ? n : null;
  };
  const bad = numbers.filter(([k, min, max]) => value(k, min, max) === null).map(([k]) => k);
  const submit = () =>
    save.mutate({
      smsExpiryMinutes: value('smsExpiryMinutes', 1, 60) as number,
      passwordMaxAgeDays: value('passwordMaxAgeDays', 0, 3650) as number,
      minAge: value('minAge', 16, 25) as number,
      loginVerifyMethods: methods,
    });
  return (
    <section className="panel stack" aria-label={t('brand.tabs.login')}>
      <p className="muted">{t('brand.login.intro')}</p>
      <div className="brand-grid">
        {numbers.map(([k, min, max]) => (
          <div key={k} className="field">
            <label htmlFor={`${fid}-${k}`}>{t(`brand.login.${k}`)}</label>
            <input
              id={`${fid}-${k}`}
              inputMode="numeric"
              value={texts[k] ?? ''}
              readOnly={!canEdit}
              aria-invalid={bad.includes(k) ? true : undefined}
              onChange={(e) => setTexts({ ...texts, [k]: e.target.value })}
              data-testid={`brand-login-${k}`}
            />
            <p className={bad.includes(k) ? 'field__problem' : 'field__hint'}>{t('brand.login.range', { min, max })}</p>
          </div>
        ))}
      </div>
      <fieldset className="brand-fieldset">
        <legend>{t('brand.login.methods')}</legend>
        {verificationMethod.options.map((m) => (
          <label key={m} className="check">
            <input
              type="checkbox"
              checked={methods.includes(m)}
              disabled={!canEdit}
              onChange={(e) => setMethods(e.target.checked ? [...methods, m] : methods.filter((x) => x !== m))}
            />
            <span>{t(`brand.login.method.${m}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className="muted">
        {t('brand.login.providers')}: {login.providers.length > 0 ? login.providers.join(', ') : t('brand.login.noProviders')}
      </p>
      {canEdit ? (
        <SaveRow
          testId="brand-login"
          onSave={submit}
          disabled={bad.length > 0}
          pending={save.isPending}
          saved={save.saved}
          error={save.error}
        />
      ) : null}
    </section>
  );
};
