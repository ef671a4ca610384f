import { useQueryClient } from '@tanstack/react-query';
import { type FieldError, type RegistrationKind, fieldPolicy, registerFields, validateRegistration } from '@wl/contracts';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { ApiError, api } from '../../shared/api';
import { encApi } from '../../shared/encrypted';
import { useSystem } from '../../shared/system';
import { Captcha } from './Captcha';
import { SmsCodeField } from './SmsCodeField';
import { type CodeSentValue, completeLogin } from './auth-api';
import { fieldMessage } from './field-message';

const secret = new Set(['password', 'confirmPassword', 'paymentPassword']);

/**
 * Registration by username or mobile number (each behind its switch), with the merchant's field rules checked by
 * the contracts' validator; terms and age are required; the affiliate code is checked first; then auto login.
 */
export const RegisterForm = ({ onSuccess }: { onSuccess: () => void }) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { info, modules, flags } = useSystem();
  const rules = info?.register ?? {};
  const minAge = info?.settings.minAge ?? 18;
  const kinds: RegistrationKind[] = [
    ...(modules.USERNAMEREG3 !== false ? ['username' as const] : []),
    ...(flags.mobileReg ? ['mobile' as const] : []),
  ];
  const [kind, setKind] = useState<RegistrationKind>(kinds[0] ?? 'username');
  const [values, setValues] = useState<Record<string, string>>({});
  const [captchaId, setCaptchaId] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [terms, setTerms] = useState(false);
  const [age, setAge] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const onCaptchaId = useCallback((id: string) => setCaptchaId(id), []);
  const opts = { mobilePassword: kind === 'username' || flags.mobileRegPass };
  const captchaShown = modules.CAPTCHA3 !== false && fieldPolicy('captcha', rules, kind).shown;
  const smsShown = kind === 'mobile' && flags.smsEnabled;

  const set = (f: string, v: string) => setValues((x) => ({ ...x, [f]: v }));
  const msg = (e: FieldError) => fieldMessage(t, e);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const found: Record<string, string> = {};
    for (const [f, err] of Object.entries(validateRegistration(values, rules, kind, { ...opts, skip: captchaShown ? [] : ['captcha'] })))
      found[f] = msg(err);
    if (smsShown && !/^\d{6}$/.test(values.verificationCode ?? '')) found.verificationCode = t('errors.verification_invalid');
    if (!age) found.age = t('auth.ageRequired', { age: minAge });
    if (!terms) found.terms = t('auth.termsRequired');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (values.affiliateCode) await api('/wps/agent/affiliate', { query: { affiliateCode: values.affiliateCode } });
      const body = { ...values, captchaId, registerUrl: window.location.href, registerMethod: 'WEB', domain: window.location.hostname };
      const value = await encApi<{ token: string }>(kind === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', body);
      await completeLogin(qc, value);
      onSuccess();
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = (err.value as { fields?: { field: string; key: string; params: { min: number; max: number } }[] } | null)?.fields;
        if (fields?.[0]?.field) setProblems(Object.fromEntries(fields.map((f) => [f.field, msg(f)])));
        if (err.code === 'affiliate.invalid') setProblems({ affiliateCode: t('errors.affiliate_invalid') });
        if (err.code.startsWith('captcha.')) setCaptchaRound((n) => n + 1);
      }
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const problem = (f: string) => (problems[f] ? <small className="form-error">{problems[f]}</small> : null);
  const input = (f: string) => {
    const { shown, required } = f === 'confirmPassword' ? fieldPolicy('password', rules, kind, opts) : fieldPolicy(f, rules, kind, opts);
    if (!shown || f === 'captcha') return null;
    return (
      <label key={f} className="field" htmlFor={`register-${f}`}>
        <span>
          {t(`auth.field_${f}`)}
          {required ? ' *' : ''}
        </span>
        <input
          id={`register-${f}`}
          name={f}
          type={secret.has(f) ? 'password' : f === 'email' ? 'email' : 'text'}
          autoComplete={secret.has(f) ? 'new-password' : 'off'}
          inputMode={f === 'mobileNum' ? 'tel' : undefined}
          value={values[f] ?? ''}
          aria-invalid={Boolean(problems[f])}
          onChange={(e) => set(f, e.target.value)}
          data-autofocus={f === 'username' || (kind === 'mobile' && f === 'mobileNum') ? true : undefined}
        />
        {problem(f)}
      </label>
    );
  };
  const order = kind === 'mobile' ? ['mobileNum', 'password', 'confirmPassword'] : ['username', 'password', 'confirmPassword'];
  const rest = registerFields.filter((f) => !order.includes(f));

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="register-form">
      {kinds.length > 1 ? (
        <div className="tabs" role="tablist">
          {kinds.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={kind === k}
              className={`tab${kind === k ? ' tab--on' : ''}`}
              onClick={() => {
                setKind(k);
                setProblems({});
              }}
              data-testid={`register-tab-${k}`}
            >
              {t(k === 'mobile' ? 'auth.regByMobile' : 'auth.regByUsername')}
            </button>
          ))}
        </div>
      ) : null}
      {order.map(input)}
      {smsShown ? (
        <SmsCodeField
          id="register-code"
          value={values.verificationCode ?? ''}
          onChange={(v) => set('verificationCode', v)}
          error={problems.verificationCode}
          send={() => api<CodeSentValue>('/wps/verification/sms/register', { method: 'POST', body: { mobileNum: values.mobileNum ?? '' } })}
        />
      ) : null}
      {rest.map(input)}
      {captchaShown ? (
        <Captcha
          key={captchaRound}
          id="register-captcha"
          value={values.captcha ?? ''}
          onChange={(v) => set('captcha', v)}
          onId={onCaptchaId}
          error={problems.captcha}
        />
      ) : null}
      <label className="check">
        <input type="checkbox" name="age" checked={age} onChange={(e) => setAge(e.target.checked)} />
        <span>{t('auth.ageConfirm', { age: minAge })}</span>
      </label>
      {problem('age')}
      <label className="check">
        <input type="checkbox" name="terms" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        <span>{t('auth.termsConfirm')}</span>
      </label>
      {problem('terms')}
      <ErrorText error={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('app.loading') : t('nav.register')}
      </button>
    </form>
  );
};
