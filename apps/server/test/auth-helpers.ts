import { encryptBody } from '@wl/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { members, outbox } from '../src/db/schema';
import { H, type TestContext } from './harness';

/** Sends a call with its body encrypted for the server's published key, as the web client does. */
export const encCall = async (
  t: TestContext,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  headers: Record<string, string> = H(),
  remoteAddress?: string,
) => {
  const key = (await t.app.inject({ method: 'GET', url: '/wps/system/publicKey', headers: H(headers.merchant) })).json().value;
  return t.app.inject({ method, url, headers, payload: await encryptBody(key, body), ...(remoteAddress ? { remoteAddress } : {}) });
};

/** The newest outbox text for a recipient (SMS number, e-mail address or captcha id). */
export const lastOutbox = async (t: TestContext, recipient: string) =>
  (await t.dbHandle.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1))[0]?.body ?? null;

export const codeIn = (text: string | null) => text?.match(/\b(\d{6})\b/)?.[1] ?? null;

/** A fresh captcha and its answer (read from the development outbox). */
export const solveCaptcha = async (t: TestContext, merchant = 'DEMO') => {
  const res = await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: H(merchant) });
  const { captchaId } = res.json().value;
  return { captchaId, captcha: (await lastOutbox(t, captchaId)) as string };
};

export const memberCount = async (t: TestContext) => (await t.dbHandle.db.select({ n: count() }).from(members))[0]?.n ?? 0;

export const login = (t: TestContext, body: Record<string, unknown>, merchant = 'DEMO', remoteAddress?: string) =>
  encCall(t, 'POST', '/wps/session/login', body, H(merchant), remoteAddress);
