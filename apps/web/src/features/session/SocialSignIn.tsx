import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from '@wl/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { call } from '../../shared/client';
import { useSystem } from '../../shared/system';
import { ApiError } from '../../shared/api';
import { type LoginValue, completeLogin } from './auth-api';
import { usePhoneAuthService } from './phone-auth';

const STATE_KEY = 'oidcState';
const returnUri = () => `${window.location.origin}/?oidc=1`;

/**
 * Social sign-in buttons (OpenID Connect providers configured for the merchant) and, where the merchant has a
 * phone-authentication service and the form can use it (`onPhone`), the phone sign-in's.
 */
export const SocialSignIn = ({ heading = 'auth.orSocial', onPhone }: { heading?: string; onPhone?: () => void }) => {
  const { t } = useTranslation();
  const { modules } = useSystem();
  const [error, setError] = useState<unknown>(null);
  const q = useQuery({
    queryKey: ['oidc', 'providers'],
    queryFn: ({ signal }) => call(sessionApi.oidcProviders, { signal }),
    enabled: modules.SOCIALLOGIN3 === true,
    staleTime: 5 * 60_000,
  });
  const phone = usePhoneAuthService() !== null && onPhone !== undefined;
  const providers = q.data ?? [];
  if (providers.length === 0 && !phone) return null;
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
      <p className="muted">{t(heading)}</p>
      {providers.map((p) => (
        <button key={p.id} type="button" className="btn btn--block" onClick={() => void start(p.id)} data-testid={`social-${p.id}`}>
          {t('auth.socialWith', { name: p.name })}
        </button>
      ))}
      {phone ? (
        <button type="button" className="btn btn--block" onClick={onPhone} data-testid="social-phone">
          {t('auth.phoneWith')}
        </button>
      ) : null}
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
    if (url.searchParams.get('oidc') !== '1' || !state) return;
    ran.current = true;
    window.history.replaceState(window.history.state, '', '/');
    // The person cancelled at the provider (or it refused): a failed sign-in, as the spec's "login failure, try again".
    if (!code) return onDone(null, new ApiError('oidc.failed', 400));
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
