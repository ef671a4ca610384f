import type { QueryClient } from '@tanstack/react-query';
import { type BodyOf, type CodeSentValue, type LoginValue, membersApi, sessionApi } from '@wl/contracts';
import { useEffect, useRef, useState } from 'react';
import { changeLanguage, currentLanguage } from '../../i18n';
import { call } from '../../shared/client';
import { qk } from '../../shared/query-keys';
import { setToken } from '../../shared/token';
import type { MemberInfo } from '../../shared/session';

export type { CodeSentValue, LoginValue };

/** The language the member chose when last signed in is applied at sign-in (never chosen: the page's stays). */
const applyMemberLanguage = async () => {
  const stored = await call(membersApi.language)
    .then((v) => v.language)
    .catch(() => null);
  if (stored && stored !== currentLanguage()) await changeLanguage(stored);
};

/** Stores the token of a finished sign-in and loads member info (also the end of verification, reset and trial). */
export const completeLogin = async (qc: QueryClient, value: { token: string | null }): Promise<MemberInfo | null> => {
  if (!value.token) return null;
  setToken(value.token);
  await applyMemberLanguage();
  return qc.fetchQuery({ queryKey: qk.member.info(value.token), queryFn: () => call(membersApi.info) }).catch(() => null);
};

export const loginCall = (body: BodyOf<typeof sessionApi.login>) => call(sessionApi.login, { body });
export const verifyCall = (body: BodyOf<typeof sessionApi.verification>) => call(sessionApi.verification, { body });
export const freePlayCall = () =>
  call(sessionApi.freePlay, { body: { os: navigator.platform || 'web', platform: 'W', gatewayVersion: 3 } });

/** Remember-me keeps the username (never the password) in a cookie for 1 day. */
const REMEMBER = 'rememberUsername';
export const rememberedUsername = () => decodeURIComponent(document.cookie.match(/(?:^|; )rememberUsername=([^;]*)/)?.[1] ?? '');
export const rememberUsername = (name: string | null) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's remembered-login cookie (1 day); the Cookie Store API is not in every browser
  document.cookie = name
    ? `${REMEMBER}=${encodeURIComponent(name)}; max-age=86400; path=/; SameSite=Lax`
    : `${REMEMBER}=; max-age=0; path=/; SameSite=Lax`;
};

/** Once a second at most (spec: captcha refresh and SMS send are throttled). */
export const useThrottle = (ms = 1000) => {
  const last = useRef(0);
  return (fn: () => void) => {
    const now = Date.now();
    if (now - last.current < ms) return;
    last.current = now;
    fn();
  };
};

/** The SMS countdown: 60 s × the returned expiry minutes (default 1). */
export const useCountdown = () => {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return { left, start: (minutes?: number) => setLeft(60 * (minutes && minutes > 0 ? minutes : 1)) };
};
