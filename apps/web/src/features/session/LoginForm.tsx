import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { api } from '../../lib/api';
import { qk } from '../../lib/query-keys';
import { setToken } from '../../lib/session';
import type { MemberInfo } from './member-api';

type LoginValue = { token: string; firstTimeLogin?: boolean; passwordExpired?: boolean };

type Props = { onSuccess: (member: MemberInfo | null) => void; idPrefix: string };

/** Username + password login (facts.md: body { username, password, captcha, type }). */
export const LoginForm = ({ onSuccess, idPrefix }: Props) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!username.trim() || !password || (needCaptcha && !captcha.trim())) {
      setMissing(!username.trim() ? 'username' : !password ? 'password' : 'captcha');
      return;
    }
    setMissing(null);
    setBusy(true);
    try {
      const body = { username: username.trim(), password, captcha, type: 'username' };
      const value = await api<LoginValue>('/wps/session/login', { method: 'POST', body });
      setToken(value.token);
      const member = await qc
        .fetchQuery({ queryKey: qk.member.info(value.token), queryFn: () => api<MemberInfo>('/wps/member/info') })
        .catch(() => null);
      onSuccess(member);
    } catch (err) {
      const v = (err as { value?: { captcha?: boolean } }).value;
      if (v?.captcha) setNeedCaptcha(true);
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string) => `${idPrefix}-${name}`;
  return (
    <form className="form" onSubmit={submit} noValidate data-testid={`${idPrefix}-form`}>
      <label className="field" htmlFor={field('username')}>
        <span>{t('auth.username')}</span>
        <input
          id={field('username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={missing === 'username'}
          data-autofocus
        />
        {missing === 'username' ? <small className="form-error">{t('auth.required')}</small> : null}
      </label>
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
        {missing === 'password' ? <small className="form-error">{t('auth.required')}</small> : null}
      </label>
      {needCaptcha ? (
        <label className="field" htmlFor={field('captcha')}>
          <span>{t('auth.captcha')}</span>
          <input id={field('captcha')} name="captcha" value={captcha} onChange={(e) => setCaptcha(e.target.value)} />
          {missing === 'captcha' ? <small className="form-error">{t('auth.captchaRequired')}</small> : null}
        </label>
      ) : null}
      <ErrorText error={error} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? t('app.loading') : t('nav.login')}
      </button>
    </form>
  );
};
