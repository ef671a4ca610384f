import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type Req, type Res, html, json, originAllowed } from './http';
import type { Signer } from './keys';
import { badRequestPage, captchaPage, captchaSolvedPage } from './pages';
import { PHONE_NUMBER, type PhoneErrorName, STANDIN_TEST_NUMBERS, standinPhoneIssuer } from './protocol';
import { langOf, text } from './texts';

const PROJECT = /^wl-[a-z0-9-]{1,40}$/;
const CODE_MINUTES = 5;
const CAPTCHA_TTL_MS = 2 * 60_000;
/** Codes sent to one number within the window before the provider answers "too many attempts, try later". */
const SENDS_PER_WINDOW = 5;
const WINDOW_MS = 5 * 60_000;
const CODE_TRIES = 5;
const ID_TOKEN_SECONDS = 3600;

/** Sends a text to a phone: the platform's development outbox under `npm start` and in the journeys. */
export type Deliver = (m: { project: string; to: string; text: string }) => Promise<void>;

type Session = { project: string; phone: string; code: string; expires: number; tries: number };

const statusOf: Record<PhoneErrorName, [number, string]> = {
  MISSING_PHONE_NUMBER: [400, 'INVALID_ARGUMENT'],
  INVALID_PHONE_NUMBER: [400, 'INVALID_ARGUMENT'],
  TOO_MANY_ATTEMPTS_TRY_LATER: [429, 'RESOURCE_EXHAUSTED'],
  QUOTA_EXCEEDED: [429, 'RESOURCE_EXHAUSTED'],
  CAPTCHA_CHECK_FAILED: [400, 'INVALID_ARGUMENT'],
  OPERATION_NOT_ALLOWED: [400, 'FAILED_PRECONDITION'],
  MISSING_CODE: [400, 'INVALID_ARGUMENT'],
  INVALID_CODE: [400, 'INVALID_ARGUMENT'],
  SESSION_EXPIRED: [400, 'INVALID_ARGUMENT'],
  INVALID_SESSION_INFO: [400, 'INVALID_ARGUMENT'],
  INVALID_API_KEY: [400, 'INVALID_ARGUMENT'],
  INTERNAL_ERROR: [500, 'INTERNAL'],
};
/** A refusal as the REST answers of Firebase's Identity Toolkit carry one. */
const failure = (name: PhoneErrorName, headers?: Record<string, string>): Res => {
  const [code, status] = statusOf[name];
  return json(code, { error: { code, message: name, status } }, headers);
};
/** What a test number answers when a code is sent to it (STANDIN_TEST_NUMBERS). */
const testOutcome: Record<string, PhoneErrorName | 'expired'> = {
  [STANDIN_TEST_NUMBERS.quota]: 'QUOTA_EXCEEDED',
  [STANDIN_TEST_NUMBERS.tooMany]: 'TOO_MANY_ATTEMPTS_TRY_LATER',
  [STANDIN_TEST_NUMBERS.captcha]: 'CAPTCHA_CHECK_FAILED',
  [STANDIN_TEST_NUMBERS.notEnabled]: 'OPERATION_NOT_ALLOWED',
  [STANDIN_TEST_NUMBERS.unknown]: 'INTERNAL_ERROR',
  [STANDIN_TEST_NUMBERS.expired]: 'expired',
};

const digits = (phone: string) => phone.replace(/\D/g, '');
const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Phone authentication of the third-party kind (as Firebase's): the site's page opens the provider's captcha in a
 * pop-up, which hands a one-time captcha token back to the opener; `accounts:sendVerificationCode` texts a six-digit
 * code and answers a session; `accounts:signInWithPhoneNumber` trades the session and code for an ID token signed
 * with the provider's key (issuer `<base>/phone/<project>`, audience the project) that the platform verifies.
 */
export const createPhoneProvider = (d: { base: () => string; signer: Signer; now: () => Date; deliver: Deliver; origins: string[] }) => {
  const captchas = new Map<string, { project: string; expires: number }>();
  const sessions = new Map<string, Session>();
  const sends = new Map<string, number[]>();
  const sweep = (t: number) => {
    for (const [k, c] of captchas) if (c.expires <= t) captchas.delete(k);
    for (const [k, s] of sessions) if (s.expires <= t - WINDOW_MS) sessions.delete(k);
    for (const [k, list] of sends) if (list.every((at) => at <= t - WINDOW_MS)) sends.delete(k);
  };

  /** The captcha pop-up: only for a project's key and a site origin the stand-in serves (where the token goes). */
  const captcha = (r: Req): Res => {
    const q = r.method === 'POST' ? r.form : r.url.searchParams;
    const project = q.get('key') ?? '';
    const origin = q.get('origin') ?? '';
    const lang = langOf(q.get('hl'));
    if (!PROJECT.test(project) || !originAllowed(origin, d.origins)) return html(400, badRequestPage(lang));
    if (r.method === 'GET') return html(200, captchaPage(lang, { key: project, origin, hl: lang }));
    const t = d.now().getTime();
    sweep(t);
    const token = randomBytes(24).toString('base64url');
    captchas.set(token, { project, expires: t + CAPTCHA_TTL_MS });
    return html(200, captchaSolvedPage(lang, token, origin));
  };

  const send = async (r: Req, project: string): Promise<Res> => {
    const phone = typeof r.json.phoneNumber === 'string' ? r.json.phoneNumber.trim() : '';
    if (!phone) return failure('MISSING_PHONE_NUMBER');
    if (!PHONE_NUMBER.test(phone)) return failure('INVALID_PHONE_NUMBER');
    const t = d.now().getTime();
    sweep(t);
    const token = typeof r.json.recaptchaToken === 'string' ? r.json.recaptchaToken : '';
    const solved = captchas.get(token);
    captchas.delete(token);
    const outcome = testOutcome[digits(phone)];
    if (!solved || solved.project !== project || solved.expires <= t || outcome === 'CAPTCHA_CHECK_FAILED')
      return failure('CAPTCHA_CHECK_FAILED');
    const recent = (sends.get(digits(phone)) ?? []).filter((at) => at > t - WINDOW_MS);
    if (recent.length >= SENDS_PER_WINDOW || outcome === 'TOO_MANY_ATTEMPTS_TRY_LATER') return failure('TOO_MANY_ATTEMPTS_TRY_LATER');
    if (outcome && outcome !== 'expired') return failure(outcome);
    sends.set(digits(phone), [...recent, t]);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    try {
      const lang = langOf(typeof r.json.languageCode === 'string' ? r.json.languageCode : null);
      await d.deliver({ project, to: phone, text: text(lang, 'sms', { code, minutes: CODE_MINUTES }) });
    } catch {
      return failure('INTERNAL_ERROR');
    }
    const sessionInfo = randomBytes(24).toString('base64url');
    // A test number's code has expired by the time anyone types it.
    sessions.set(sessionInfo, { project, phone, code, tries: 0, expires: outcome === 'expired' ? t : t + CODE_MINUTES * 60_000 });
    return json(200, { sessionInfo });
  };

  const verify = async (r: Req, project: string): Promise<Res> => {
    const code = typeof r.json.code === 'string' ? r.json.code.trim() : '';
    const info = typeof r.json.sessionInfo === 'string' ? r.json.sessionInfo : '';
    if (!code) return failure('MISSING_CODE');
    const s = sessions.get(info);
    if (!s || s.project !== project) return failure('INVALID_SESSION_INFO');
    if (s.expires <= d.now().getTime()) {
      sessions.delete(info);
      return failure('SESSION_EXPIRED');
    }
    if (!same(code, s.code)) {
      s.tries += 1;
      // Used up: the next try is told the code expired, and sends a new one.
      if (s.tries >= CODE_TRIES) s.expires = 0;
      return failure('INVALID_CODE');
    }
    sessions.delete(info);
    const sub = createHash('sha256')
      .update(`phone|${project}|${digits(s.phone)}`)
      .digest('base64url')
      .slice(0, 28);
    const idToken = await d.signer.sign(
      {
        phone_number: s.phone,
        auth_time: Math.floor(d.now().getTime() / 1000),
        firebase: { sign_in_provider: 'phone', identities: { phone: [s.phone] } },
      },
      { issuer: standinPhoneIssuer(d.base(), project), audience: project, subject: sub, ttlSeconds: ID_TOKEN_SECONDS },
    );
    return json(200, {
      idToken,
      refreshToken: '',
      expiresIn: String(ID_TOKEN_SECONDS),
      localId: sub,
      phoneNumber: s.phone,
      isNewUser: false,
    });
  };

  /** Answers the phone provider's paths (CORS for the site's own origins); null for any other. */
  return async (r: Req): Promise<Res | null> => {
    const p = r.url.pathname;
    if (p === '/phone/captcha' && (r.method === 'GET' || r.method === 'POST')) return captcha(r);
    if (!p.startsWith('/v1/accounts:')) return null;
    const origin = String(r.headers.origin ?? '');
    const cors: Record<string, string> = originAllowed(origin, d.origins) ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
    if (r.method === 'OPTIONS')
      return {
        kind: 'empty',
        status: 204,
        headers: {
          ...cors,
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '600',
        },
      };
    if (r.method !== 'POST') return null;
    const project = r.url.searchParams.get('key') ?? '';
    const answer = !PROJECT.test(project)
      ? failure('INVALID_API_KEY')
      : p === '/v1/accounts:sendVerificationCode'
        ? await send(r, project)
        : p === '/v1/accounts:signInWithPhoneNumber'
          ? await verify(r, project)
          : null;
    if (!answer) return null;
    if (answer.kind === 'json') answer.headers = { ...answer.headers, ...cors };
    return answer;
  };
};
