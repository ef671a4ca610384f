import { useQuery } from '@tanstack/react-query';
import { type PhoneAuthCode, type PhoneAuthValue, phoneAuthCodeOf, phoneAuthNumber, sessionApi } from '@wl/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { call } from '../../shared/client';

type Service = NonNullable<PhoneAuthValue>;

/** A phone-authentication step that failed: shown like any coded error (`errors.phone_auth_*`). */
const failed = (code: PhoneAuthCode) => new ApiError(code, 0);

/** The merchant's phone-authentication service (null when it has none: no phone sign-in is offered). */
export const usePhoneAuthService = () =>
  useQuery({
    queryKey: ['phone-auth', 'service'],
    queryFn: ({ signal }) => call(sessionApi.phoneAuth, { signal }),
    staleTime: 5 * 60_000,
  }).data ?? null;

/** One call to the service's REST API; its refusals become the spec's messages. */
const serviceCall = async <T>(s: Service, op: string, body: unknown): Promise<T> => {
  let res: Response;
  try {
    res = await fetch(`${s.apiUrl.replace(/\/$/, '')}/v1/accounts:${op}?key=${encodeURIComponent(s.apiKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw failed('phone_auth.unknown');
  }
  const answer = (await res.json().catch(() => null)) as ({ error?: { message?: string } } & T) | null;
  if (!res.ok || !answer || answer.error) throw failed(phoneAuthCodeOf(answer?.error?.message));
  return answer;
};

/**
 * The service's captcha in a pop-up (it must open within the click, or the browser blocks it): resolves with the
 * token the pop-up posts back to this page; closing the pop-up first is the "pop-up closed by user" failure.
 */
const captchaToken = (s: Service, lang: string) =>
  new Promise<string>((resolve, reject) => {
    const base = s.apiUrl.replace(/\/$/, '');
    const query = new URLSearchParams({ key: s.apiKey, origin: window.location.origin, hl: lang });
    const popup = window.open(`${base}/phone/captcha?${query}`, 'phone-captcha', 'popup,width=420,height=560');
    if (!popup) return reject(failed('phone_auth.popup_closed'));
    const from = new URL(base).origin;
    let watch = 0;
    const end = (then: () => void) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      then();
    };
    const onMessage = (e: MessageEvent) => {
      const data = e.data as { type?: unknown; token?: unknown } | null;
      if (e.origin !== from || data?.type !== 'wl-phone-captcha' || typeof data.token !== 'string') return;
      const token = data.token;
      end(() => {
        popup.close();
        resolve(token);
      });
    };
    window.addEventListener('message', onMessage);
    // Nothing tells a page that a pop-up was closed: it looks.
    watch = window.setInterval(() => {
      if (popup.closed) end(() => reject(failed('phone_auth.popup_closed')));
    }, 300);
  });

/**
 * The phone sign-in of the third-party kind: `send` checks the number, passes the service's captcha and has the code
 * texted; `confirm` trades the typed code for the service's ID token (what the server signs in or registers with).
 */
export const usePhoneAuth = () => {
  const service = usePhoneAuthService();
  const { i18n } = useTranslation();
  const session = useRef<{ info: string; phone: string } | null>(null);

  /** Call it straight from the click: the captcha pop-up opens before anything is awaited. */
  const send = async (typed: string): Promise<{ expiredMinutes?: number }> => {
    const phone = typed.trim();
    if (!service) throw failed('phone_auth.not_enabled');
    if (!phone) throw failed('phone_auth.missing_phone');
    if (!phoneAuthNumber.test(phone)) throw failed('phone_auth.invalid_phone');
    const recaptchaToken = await captchaToken(service, i18n.language);
    const { sessionInfo } = await serviceCall<{ sessionInfo: string }>(service, 'sendVerificationCode', {
      phoneNumber: phone,
      recaptchaToken,
      languageCode: i18n.language,
    });
    session.current = { info: sessionInfo, phone };
    return {};
  };

  const confirm = async (code: string): Promise<{ idToken: string; phone: string }> => {
    if (!code.trim()) throw failed('phone_auth.missing_code');
    const s = session.current;
    if (!service || !s) throw failed('phone_auth.code_expired');
    const { idToken } = await serviceCall<{ idToken: string }>(service, 'signInWithPhoneNumber', {
      sessionInfo: s.info,
      code: code.trim(),
    });
    session.current = null;
    return { idToken, phone: s.phone };
  };

  return { available: service !== null, send, confirm };
};
