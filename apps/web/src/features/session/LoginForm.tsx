import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { api } from '../../shared/api';
import { useSystem } from '../../shared/system';
import { Captcha } from './Captcha';
import { SmsCodeField } from './SmsCodeField';
import { SocialSignIn } from './SocialSignIn';
import { VerifyForm } from './VerifyForm';
import { type CodeSentValue, type LoginValue, completeLogin, loginCall, rememberUsername, rememberedUsername } from './auth-api';
import { openAuthDialog } from '../../shared/auth-dialog';
import type { MemberInfo } from '../../shared/session';

type Props = { onSuccess: (member: MemberInfo | null) => void; idPrefix: string; channel?: 'member' | 'agent' };
type Mode = 'username' | 'sms';

/**
 * Login: username + password (captcha once the server asks), or mobile + SMS code (MOBILEVERCODELOGIN3).
 * A new IP may need extra verification; a default or expired password opens the forced change.
 */
export const LoginForm = ({ onSuccess, idPrefix, channel = 'member' }: Props) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { flags } = useSystem();
  const [mode, setMode] = useState<Mode>('username');
  const [username, setUsername] = useState(rememberedUsername);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedUsername() !== '');
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ ticket: string; methods: string[]; forced: boolean } | null>(null);
  const onCaptchaId = useCallback((id: string) => setCaptchaId(id), []);
  const showSms = channel === 'member' && flags.showVerCodeLogin;

  const finish = async (value: LoginValue) => {
    const member = await completeLogin(qc, value);
    onSuccess(member);
    // Spec section 4: a default or expired password (not for SMS or social) must be changed before anything else.
    if (value.forceChangePassword) openAuthDialog('forceChange');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const empty = !username.trim()
      ? 'username'
      : !password
        ? 'password'
        : needCaptcha && mode === 'username' && !captcha.trim()
          ? 'captcha'
          : null;
    if (empty) return setMissing(empty);
    if (mode === 'sms' && !/^\+?\d{6,20}$/.test(username.trim())) return setMissing('mobile');
    setMissing(null);
    setBusy(true);
    try {
      const body = {
        username: username.trim(),
        password,
        type: mode,
        channel,
        ...(needCaptcha && mode === 'username' ? { captcha, captchaId } : {}),
      };
      const value = await loginCall(body);
      rememberUsername(remember && mode === 'username' ? username.trim() : null);
      if (value.verification) setPending({ ...value.verification, forced: value.forceChangePassword });
      else await finish(value);
    } catch (err) {
      const v = (err as { value?: { captcha?: boolean } }).value;
      if (v?.captcha) {
        setNeedCaptcha(true);
        setCaptcha('');
        setCaptchaRound((n) => n + 1);
      }
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  if (pending) return <VerifyForm ticket={pending.ticket} methods={pending.methods} onDone={finish} />;

  const field = (name: string) => `${idPrefix}-${name}`;
  const required = <small className="form-error">{t('auth.required')}</small>;
  return (
    <form className="form" onSubmit={submit} noValidate data-testid={`${idPrefix}-form`}>
      {showSms ? (
        <div className="tabs" role="tablist">
          {(['username', 'sms'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={mode === m}
              className={`tab${mode === m ? ' tab--on' : ''}`}
              onClick={() => {
                setMode(m);
                setPassword('');
                setError(null);
              }}
              data-testid={`${idPrefix}-tab-${m}`}
            >
              {t(m === 'sms' ? 'auth.tabSms' : 'auth.tabUsername')}
            </button>
          ))}
        </div>
      ) : null}
      <label className="field" htmlFor={field('username')}>
        <span>{t(mode === 'sms' ? 'auth.mobile' : 'auth.username')}</span>
        <input
          id={field('username')}
          name="username"
          autoComplete={mode === 'sms' ? 'tel' : 'username'}
          inputMode={mode === 'sms' ? 'tel' : undefined}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={missing === 'username' || missing === 'mobile'}
          data-autofocus
        />
        {missing === 'username' ? required : null}
        {missing === 'mobile' ? <small className="form-error">{t('errors.mobile_invalid')}</small> : null}
      </label>
      {mode === 'sms' ? (
        <SmsCodeField
          id={field('code')}
          value={password}
          onChange={setPassword}
          error={missing === 'password' ? t('auth.required') : null}
          send={() => api<CodeSentValue>('/wps/verification/sms/noLogin', { query: { mobileNum: username.trim() } })}
        />
      ) : (
        <label className="field" htmlFor={field('password')}>
          <span>{t('auth.password')}</span>
          <input
            id={field('password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={missing === 'password'}
          />
          {missing === 'password' ? required : null}
        </label>
      )}
      {needCaptcha && mode === 'username' ? (
        <Captcha
          key={captchaRound}
          id={field('captcha')}
          value={captcha}
          onChange={setCaptcha}
          onId={onCaptchaId}
          error={missing === 'captcha' ? t('auth.captchaRequired') : null}
        />
      ) : null}
      {mode === 'username' ? (
        <label className="check">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <span>{t('auth.rememberMe')}</span>
        </label>
      ) : null}
      <ErrorText error={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('app.loading') : t('nav.login')}
      </button>
      {channel === 'member' ? <SocialSignIn /> : null}
    </form>
  );
};
