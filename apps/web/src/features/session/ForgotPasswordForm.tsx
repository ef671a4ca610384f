import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { api } from '../../shared/api';
import { encApi } from '../../shared/encrypted';
import { useSystem } from '../../shared/system';
import { SmsCodeField } from './SmsCodeField';
import { type CodeSentValue, type LoginValue, completeLogin } from './auth-api';

type Method = 'email' | 'sms';

/** Forgot password by e-mail (username + e-mail → confirmation) or by mobile (code + new password → signed in). */
export const ForgotPasswordForm = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { modules } = useSystem();
  const methods: Method[] = ['email', ...(modules.PWRESETSMS3 !== false && modules.CHNGPASSVERIF3 !== false ? ['sms' as const] : [])];
  const [method, setMethod] = useState<Method>('email');
  const [v, setV] = useState({ username: '', email: '', mobileNum: '', code: '', newPassword: '', confirmNewPassword: '' });
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const [sentTo, setSentTo] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (val: string) => setV((x) => ({ ...x, [k]: val }));

  const check = (): { field: string; text: string } | null => {
    if (method === 'email') {
      if (!v.username.trim()) return { field: 'username', text: t('auth.required') };
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email)) return { field: 'email', text: t('msg.emailInvalid') };
      return null;
    }
    if (!/^\+?\d{6,20}$/.test(v.mobileNum)) return { field: 'mobileNum', text: t('errors.mobile_invalid') };
    if (!/^\d{6}$/.test(v.code)) return { field: 'code', text: t('errors.verification_invalid') };
    if (!v.newPassword) return { field: 'newPassword', text: t('auth.required') };
    if (v.newPassword !== v.confirmNewPassword) return { field: 'confirmNewPassword', text: t('errors.inconsistent_twice') };
    return null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const p = check();
    setProblem(p);
    if (p) return;
    setBusy(true);
    try {
      if (method === 'email') {
        await api('/wps/member/password/email', { method: 'POST', body: { username: v.username.trim(), email: v.email.trim() } });
        setSentTo(true);
      } else {
        const value = await encApi<LoginValue>('/wps/member/password/verification', {
          method: 'sms',
          mobileNum: v.mobileNum,
          code: v.code,
          newPassword: v.newPassword,
          confirmNewPassword: v.confirmNewPassword,
        });
        await completeLogin(qc, value);
        onSignedIn();
      }
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const err = (f: string) => (problem?.field === f ? <small className="form-error">{problem.text}</small> : null);
  const text = (f: keyof typeof v, type = 'text', auto = 'off') => (
    <label className="field" htmlFor={`forgot-${f}`}>
      <span>{t(`auth.field_${f}`)}</span>
      <input
        id={`forgot-${f}`}
        name={f}
        type={type}
        autoComplete={auto}
        value={v[f]}
        onChange={(e) => set(f)(e.target.value)}
        aria-invalid={problem?.field === f}
      />
      {err(f)}
    </label>
  );
  if (sentTo)
    return (
      <p className="form-ok" data-testid="forgot-email-sent">
        {t('auth.forgotEmailSent')}
      </p>
    );
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="forgot-form">
      {methods.length > 1 ? (
        <div className="tabs" role="tablist">
          {methods.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={method === m}
              className={`tab${method === m ? ' tab--on' : ''}`}
              onClick={() => {
                setMethod(m);
                setProblem(null);
              }}
            >
              {t(m === 'email' ? 'auth.byEmail' : 'auth.byMobile')}
            </button>
          ))}
        </div>
      ) : null}
      {method === 'email' ? (
        <>
          {text('username', 'text', 'username')}
          {text('email', 'email', 'email')}
        </>
      ) : (
        <>
          {text('mobileNum', 'tel', 'tel')}
          <SmsCodeField
            id="forgot-code"
            value={v.code}
            onChange={set('code')}
            error={problem?.field === 'code' ? problem.text : null}
            send={() => api<CodeSentValue>('/wps/member/password/sms', { method: 'POST', body: { mobileNum: v.mobileNum } })}
          />
          {text('newPassword', 'password', 'new-password')}
          {text('confirmNewPassword', 'password', 'new-password')}
        </>
      )}
      <ErrorText error={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('app.loading') : t('app.confirm')}
      </button>
    </form>
  );
};
