import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from '@wl/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { call } from '../../shared/client';
import { useSystem } from '../../shared/system';
import { type LoginValue, completeLogin } from './auth-api';

const STATE_KEY = 'oidcState';
const returnUri = () => `${window.location.origin}/?oidc=1`;

/** Social sign-in buttons (OpenID Connect providers configured for the merchant). */
export const SocialSignIn = () => {
  const { t } = useTranslation();
  const { modules } = useSystem();
  const [error, setError] = useState<unknown>(null);
  const q = useQuery({
    queryKey: ['oidc', 'providers'],
    queryFn: ({ signal }) => call(sessionApi.oidcProviders, { signal }),
    enabled: modules.SOCIALLOGIN3 === true,
    staleTime: 5 * 60_000,
  });
  if (!q.data?.length) return null;
  const start = async (id: string) => {
    try {
      const v = await call(sessionApi.oidcStart, { params: { provider: id }, query: { redirectUri: returnUri() } });
      sessionStorage.setItem(STATE_KEY, v.state);
      window.location.assign(v.authorizationUrl);
    } catch (err) {
      setError(err);
    }
  };
  return (
    <div className="social" data-testid="social-sign-in">
      <p className="muted">{t('auth.orSocial')}</p>
      {q.data.map((p) => (
        <button key={p.id} type="button" className="btn btn--block" onClick={() => void start(p.id)}>
          {t('auth.socialWith', { name: p.name })}
        </button>
      ))}
      <ErrorText error={error} />
    </div>
  );
};

/** Back from the provider (/?oidc=1&code=…&state=…): the server finishes the sign-in; the address is cleaned. */
export const useOidcReturn = (onDone: (v: LoginValue | null, err?: unknown) => void) => {
  const qc = useQueryClient();
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    const url = new URL(window.location.href);
    const code = url.searchParams.get('code');
    const state = url.searchParams.get('state');
    if (url.searchParams.get('oidc') !== '1' || !code || !state) return;
    ran.current = true;
    window.history.replaceState(window.history.state, '', '/');
    if (sessionStorage.getItem(STATE_KEY) !== state) return onDone(null);
    sessionStorage.removeItem(STATE_KEY);
    call(sessionApi.oidcCallback, { body: { state, code } })
      .then(async (v) => {
        await completeLogin(qc, v);
        onDone(v);
      })
      .catch((err) => onDone(null, err));
  }, [qc, onDone]);
};
