import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/core/passwords';
import { rowsOf } from '../src/core/sql';
import { members } from '../src/db/schema';
import { DEMO_TOTP_SECRET } from '../src/seed/accounts';
import { createCodeService } from '../src/modules/accounts/codes';
import { stepOf, totpAt } from '../src/modules/accounts';
import { encCall, login } from './auth-helpers';
import { H, type TestContext, createTestApp, createTestDb, memberCall, signIn } from './harness';

/**
 * reliability.md: a limit is taken atomically before the check it guards, so 20 attempts sent at once count as 20.
 * Each limit here gets 20 requests at once; the answers show how many were really checked. The counters live in
 * the database (PGlite, or PostgreSQL with TEST_DB=pg) or in Redis (TEST_REDIS_URL, with a key prefix of its own).
 */
const BURST = 20;
const burst = <T>(f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: BURST }, (_, i) => f(i)));
const tally = (codes: string[]) => {
  const out: Record<string, number> = {};
  for (const c of codes) out[c] = (out[c] ?? 0) + 1;
  return out;
};
const codeOf = (r: { json: () => { success: boolean; code?: string } }) => (r.json().success ? 'ok' : (r.json().code as string));
let ipSeq = 0;
const freshIp = () => `10.77.${Math.floor(Math.random() * 250)}.${++ipSeq % 250}`;

const redisUrl = process.env.TEST_REDIS_URL;
const backends = [
  { name: 'counters in the database', env: {} as Record<string, string> },
  ...(redisUrl
    ? [{ name: 'counters in Redis', env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `t${randomBytes(6).toString('hex')}` } }]
    : []),
];

describe.each(backends)('20 attempts at once count as 20 ($name)', ({ env }) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      ...env,
      LOGIN_IP_MAX_FAILURES: '8',
      CAPTCHA_MAX_PER_WINDOW: '5',
      FREEPLAY_MAX_PER_HOUR: '5',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
  });
  afterAll(() => t?.close());

  // An attempt stopped for a missing captcha checked no secret and is given back; every other one stays counted.
  const checkedOrStopped = (answers: Record<string, number>) =>
    (answers['login.failed'] ?? 0) +
    (answers['captcha.required'] ?? 0) +
    (answers['auth.too_many_attempts'] ?? 0) +
    (answers['login.temporarily_locked'] ?? 0);

  it('login per account: 3 passwords checked, the other 17 stopped by the captcha or the lock', async () => {
    const account = `burst${randomBytes(4).toString('hex')}`;
    await t.dbHandle.db.insert(members).values({ merchantId: 1, account, passwordHash: await hashPassword('right123') });
    // Each attempt from its own address, so only the account's counter decides (the address counter is tried below).
    const answers = tally((await burst((i) => login(t, { username: account, password: `wrong${i}` }, 'DEMO', freshIp()))).map(codeOf));
    expect(answers['login.failed']).toBe(3);
    expect(checkedOrStopped(answers)).toBe(BURST);
    // Even the right password is not enough now, from another address too: it needs a captcha, or the lock has
    // engaged (when all 20 were counted before the first stopped attempt was given back).
    expect(['captcha.required', 'login.temporarily_locked']).toContain(
      codeOf(await login(t, { username: account, password: 'right123' }, 'DEMO', freshIp())),
    );
  });

  it('login per address: of 20 accounts tried from one address, 4 passwords checked, the rest stopped', async () => {
    const ip = freshIp();
    const answers = tally(
      (await burst((i) => login(t, { username: `nobody${i}x${randomBytes(3).toString('hex')}`, password: 'wrong1' }, 'DEMO', ip))).map(
        codeOf,
      ),
    );
    expect(answers['login.failed']).toBe(4);
    expect(checkedOrStopped(answers)).toBe(BURST);
    // The address lock keeps its own code; the account lock is `login.temporarily_locked`.
    expect(['captcha.required', 'auth.too_many_attempts']).toContain(
      codeOf(await login(t, { username: 'demo01', password: 'demo1234' }, 'DEMO', ip)),
    );
  });

  it('captcha images: 5 per address per window', async () => {
    const ip = freshIp();
    const answers = tally(
      (await burst(() => t.app.inject({ method: 'GET', url: '/wps/captcha', headers: H(), remoteAddress: ip }))).map(codeOf),
    );
    expect(answers).toEqual({ ok: 5, 'auth.too_many_attempts': BURST - 5 });
  });

  it('texted codes: 5 per number per window', async () => {
    const mobile = `0345${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const answers = tally(
      (
        await burst(() =>
          t.app.inject({ method: 'GET', url: `/wps/verification/sms/noLogin?mobileNum=${mobile}`, headers: H(), remoteAddress: freshIp() }),
        )
      ).map(codeOf),
    );
    expect(answers).toEqual({ ok: 5, 'auth.too_many_attempts': BURST - 5 });
  });

  it('free play: 5 trial accounts per address per hour', async () => {
    const ip = freshIp();
    const answers = tally(
      (
        await burst(() =>
          t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: H(), payload: {}, remoteAddress: ip }),
        )
      ).map(codeOf),
    );
    expect(answers).toEqual({ ok: 5, 'auth.too_many_attempts': BURST - 5 });
    const made = await t.dbHandle.db.select().from(members).where(eq(members.registerIp, ip));
    expect(made).toHaveLength(5);
  });

  it('payment password: 5 compared (the 5th engages the lock), the other 15 refused as busy or locked', async () => {
    const a = await signIn(t);
    const put = await memberCall(t, a, 'PUT', '/wps/member/paymentPassword', { newPassword: '135790' });
    expect(put.json().success).toBe(true);
    const answers = tally(
      (
        await burst((i) =>
          t.app.inject({
            method: 'POST',
            url: '/wps/member/paymentPassword/verify',
            headers: a.headers,
            payload: { password: String(100000 + i) },
          }),
        )
      ).map(codeOf),
    );
    // Refused while another check was in flight: busy (try again); refused when none was: the lock.
    const {
      'wallet.payment_password_wrong': wrong,
      'wallet.payment_password_locked': locked = 0,
      'wallet.payment_password_busy': busy = 0,
    } = answers;
    expect([wrong, locked + busy, locked >= 1]).toEqual([4, BURST - 4, true]);
    const right = await t.app.inject({
      method: 'POST',
      url: '/wps/member/paymentPassword/verify',
      headers: a.headers,
      payload: { password: '135790' },
    });
    expect(codeOf(right)).toBe('wallet.payment_password_locked');
  });

  it('payment password: a burst of the right one is answered ok or busy (with Retry-After), never locked', async () => {
    const a = await signIn(t);
    await t.app.inject({ method: 'PUT', url: '/wps/member/paymentPassword', headers: a.headers, payload: { newPassword: '135790' } });
    const verify = () =>
      t.app.inject({ method: 'POST', url: '/wps/member/paymentPassword/verify', headers: a.headers, payload: { password: '135790' } });
    const answers = await burst(verify);
    const codes = tally(answers.map(codeOf));
    expect(
      Object.keys(codes).every((c) => ['ok', 'wallet.payment_password_busy'].includes(c)),
      JSON.stringify(codes),
    ).toBe(true);
    expect(codes.ok).toBeGreaterThanOrEqual(1);
    for (const r of answers.filter((x) => codeOf(x) === 'wallet.payment_password_busy')) {
      expect([r.statusCode, r.headers['retry-after']]).toEqual([429, '2']);
      expect(r.json().message).toMatch(/try again/i);
    }
    // Nothing is locked afterwards.
    expect(codeOf(await verify())).toBe('ok');
  });

  it('change password: 5 old passwords checked, then refused', async () => {
    const a = await signIn(t);
    await t.dbHandle.db
      .update(members)
      .set({ passwordHash: await hashPassword('old12345') })
      .where(eq(members.id, a.member.id));
    const answers = tally(
      (
        await burst((i) =>
          encCall(
            t,
            'PUT',
            '/wps/member/password',
            { oldPassword: `bad${i}xyz`, newPassword: 'fresh123', confirmNewPassword: 'fresh123' },
            a.headers,
          ),
        )
      ).map(codeOf),
    );
    expect(answers).toEqual({ 'password.incorrect': 5, 'auth.too_many_attempts': BURST - 5 });
  });

  it('new-address verification: one authenticator code accepted once; 5 answers checked per account', async () => {
    const first = await login(t, { username: 'totp01', password: 'totp1234' }, 'DEMO', '10.78.0.1');
    const known = first.json().value;
    if (known.verification) {
      const code = totpAt(DEMO_TOTP_SECRET, stepOf(Date.now()) - 1);
      await encCall(
        t,
        'POST',
        '/wps/session/login/verification',
        { ticket: known.verification.ticket, method: 'totp', code },
        H(),
        '10.78.0.1',
      );
    }
    // The same valid code sent 20 times at once opens one session.
    const ip = freshIp();
    const v = (await login(t, { username: 'totp01', password: 'totp1234' }, 'DEMO', ip)).json().value;
    expect(v.verification.methods).toEqual(['totp']);
    const code = totpAt(DEMO_TOTP_SECRET, stepOf(Date.now()) + 1);
    const once = tally(
      (
        await burst(() =>
          encCall(t, 'POST', '/wps/session/login/verification', { ticket: v.verification.ticket, method: 'totp', code }, H(), ip),
        )
      ).map(codeOf),
    );
    expect(once.ok).toBe(1);
    // Wrong answers at once (bank account name, on another account): 5 checked, the rest refused before any check.
    await login(t, { username: 'demo01', password: 'demo1234' }, 'DEMO', '10.78.0.2');
    const ip2 = freshIp();
    const v2 = (await login(t, { username: 'demo01', password: 'demo1234' }, 'DEMO', ip2)).json().value;
    expect(v2.verification.methods).toContain('bankName');
    const wrong = tally(
      (
        await burst((i) =>
          encCall(
            t,
            'POST',
            '/wps/session/login/verification',
            { ticket: v2.verification.ticket, method: 'bankName', code: `Someone ${i}` },
            H(),
            ip2,
          ),
        )
      ).map(codeOf),
    );
    expect(wrong).toEqual({ 'verification.invalid': 5, 'auth.too_many_attempts': BURST - 5 });
  });
});

describe('one-time codes under bursts', () => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    h = await createTestDb('seeded');
  });
  afterAll(() => h?.drop());
  const merchantId = async () =>
    rowsOf<{ id: number }>(await h.handle.db.execute(sql`SELECT id FROM merchants WHERE code = 'DEMO'`))[0]?.id as number;
  const attemptsOf = async (target: string) =>
    rowsOf<{ attempts: number }>(await h.handle.db.execute(sql`SELECT attempts FROM one_time_codes WHERE target = ${target}`))[0]?.attempts;

  const outcome = (p: Promise<unknown>) => p.then(() => 'ok').catch((e: { code?: string }) => e.code ?? 'error');

  it('20 wrong answers at once use up the 3 attempts: 3 compared, the code is dead for the right answer', async () => {
    const codes = createCodeService({ db: h.handle.db, maxAttempts: 3 });
    const m = await merchantId();
    await codes.issue(m, 'sms_login', '03001112222', '123456', 60_000);
    const answers = tally(await burst((i) => outcome(codes.consume(m, 'sms_login', '03001112222', String(200000 + i)))));
    expect(answers).toEqual({ 'verification.invalid': BURST });
    expect(await attemptsOf('03001112222')).toBe(3);
    expect(await outcome(codes.consume(m, 'sms_login', '03001112222', '123456'))).toBe('verification.invalid');
  });

  it('the right answer sent 20 times at once is accepted once; a captcha is compared once', async () => {
    const codes = createCodeService({ db: h.handle.db, maxAttempts: 5 });
    const m = await merchantId();
    await codes.issue(m, 'sms_reset', '03003334444', '654321', 60_000);
    expect(tally(await burst(() => outcome(codes.consume(m, 'sms_reset', '03003334444', '654321'))))).toEqual({
      ok: 1,
      'verification.invalid': BURST - 1,
    });
    await codes.issue(m, 'captcha', 'cap-1', 'ABCD', 60_000);
    const guesses = tally(await burst((i) => outcome(codes.consume(m, 'captcha', 'cap-1', i === 7 ? 'ABCD' : `X${i}`, 'captcha.invalid'))));
    expect(guesses.ok ?? 0).toBeLessThanOrEqual(1);
    expect((guesses.ok ?? 0) + (guesses['captcha.invalid'] ?? 0)).toBe(BURST);
    expect(await attemptsOf('cap-1')).toBe(1);
  });
});
