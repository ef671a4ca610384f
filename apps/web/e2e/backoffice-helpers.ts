import { createHmac, randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { OPS_AUTH } from './fixtures';

/**
 * The back office's journeys (issue 29): staff of their own (made through the operator API, so journeys running side
 * by side never share a TOTP step or a session), and sign-in through the real screens — enrolment reads the secret
 * the page shows and answers with the code an authenticator app would compute from it.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const base32 = (s: string) => {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of s.replace(/\s+/g, '').toUpperCase()) {
    value = (value << 5) | ALPHABET.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};
const codeAt = (secret: string, step: number) => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
};
/** A code is good once: each sign-in of one staff member takes the step after the last (one step of drift allowed). */
const lastStep = new Map<string, number>();
export const nextCode = (secret: string) => {
  // The server takes the previous step until the current one ends: near a step's end (under 10 s left) the current
  // step is sent instead, so a slow submit never lands two steps late.
  const now = Date.now();
  const current = Math.floor(now / 30_000);
  const step = Math.max(now % 30_000 > 20_000 ? current : current - 1, (lastStep.get(secret) ?? 0) + 1);
  lastStep.set(secret, step);
  return codeAt(secret, step);
};

export type Staff = { merchant: string; username: string; password: string; secret: string };
export const STAFF_PASSWORD = 'Journey-pass-2026';

/** A new staff member of `role` on DEMO: their one-time password, not yet enrolled. */
export const newStaff = async (request: APIRequestContext, role: string, prefix = 'e2e'): Promise<Staff> => {
  const username = `${prefix}${randomBytes(3).toString('hex')}`;
  const res = await request.post('/ops/v1/merchants/DEMO/staff', {
    headers: OPS_AUTH,
    data: { username, displayName: `Journey ${role}`, role },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { merchant: 'DEMO', username, password: (await res.json()).value.temporaryPassword, secret: '' };
};

/** Opens the back office in a language (its own remembered choice). */
export const openBackoffice = async (page: Page, lang: 'EN' | 'UR', path = 'login') => {
  await page.addInitScript((l) => localStorage.setItem('bo.language', l), lang);
  await page.goto(`/backoffice/${path}`);
};

const credentials = async (page: Page, s: Staff, password: string) => {
  const form = page.getByTestId('signin-credentials');
  await form.locator('input[name="merchant"]').fill(s.merchant);
  await form.locator('input[name="username"]').fill(s.username);
  await form.locator('input[name="password"]').fill(password);
  await page.getByTestId('signin-submit').click();
};

/**
 * A new staff member's first sign-in through the screens: password, TOTP enrolment (the secret read off the page),
 * the forced password change. Leaves the page signed in; answers the staff member with the new password and secret.
 */
export const firstSignIn = async (page: Page, lang: 'EN' | 'UR', s: Staff): Promise<Staff> => {
  await openBackoffice(page, lang);
  await credentials(page, s, s.password);
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByTestId('signin-code').locator('input[name="code"]').fill(nextCode(secret));
  await page.getByTestId('signin-code-submit').click();
  const change = page.getByTestId('signin-password');
  await change.locator('input[name="current"]').fill(s.password);
  await change.locator('input[name="next"]').fill(STAFF_PASSWORD);
  await change.locator('input[name="repeat"]').fill(STAFF_PASSWORD);
  await page.getByTestId('signin-password-submit').click();
  await expect(page.getByTestId('app-shell')).toBeVisible();
  return { ...s, password: STAFF_PASSWORD, secret };
};

/** A staff member made and signed in for a journey, in one step. */
export const signedInStaff = async (page: Page, request: APIRequestContext, lang: 'EN' | 'UR', role: string) =>
  firstSignIn(page, lang, await newStaff(request, role));

/** A later sign-in of an enrolled staff member (password, then the next TOTP code). */
export const signIn = async (page: Page, lang: 'EN' | 'UR', s: Staff) => {
  await openBackoffice(page, lang);
  await credentials(page, s, s.password);
  await page.getByTestId('signin-code').locator('input[name="code"]').fill(nextCode(s.secret));
  await page.getByTestId('signin-code-submit').click();
  await expect(page.getByTestId('app-shell')).toBeVisible();
};
