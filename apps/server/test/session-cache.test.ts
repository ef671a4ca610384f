// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionService, hashToken } from '../src/modules/sessions/session.service';
import { type TestContext, createTestApp, signIn } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A session service on the test database with a clock the test moves, and its session reads kept `cacheMs`. */
const withClock = (cacheMs: number) => {
  let ms = Date.now();
  const sessions = createSessionService({ db: t.dbHandle.db, now: () => new Date(ms), cacheMs });
  return { sessions, advance: (by: number) => (ms += by) };
};
/** A revocation as other modules and other copies make it: plain SQL, which this copy's cache does not hear. */
const revokeBySql = (token: string) =>
  t.dbHandle.db.execute(sql`UPDATE sessions SET revoked_at = now(), revoked_reason = 'test' WHERE token_hash = ${hashToken(token)}`);
const refused = (p: Promise<unknown>) => expect(p).rejects.toMatchObject({ code: 'login.not.session' });

describe('session reads kept for SESSION_CACHE_MS (issue 33)', () => {
  it('a revocation made elsewhere takes effect once the kept read is older than the cache time, not later', async () => {
    const s = await signIn(t);
    const { sessions, advance } = withClock(1000);
    expect((await sessions.resolve(s.token, s.member.merchantId)).member.id).toBe(s.member.id);
    await revokeBySql(s.token);
    advance(999);
    expect((await sessions.resolve(s.token, s.member.merchantId)).member.id).toBe(s.member.id);
    advance(1);
    await refused(sessions.resolve(s.token, s.member.merchantId));
  });

  it("this copy's own revocations (logout, password change, login elsewhere) take effect at once", async () => {
    const a = await signIn(t);
    const { sessions } = withClock(1000);
    await sessions.resolve(a.token, a.member.merchantId);
    await sessions.resolve(a.token, a.member.merchantId, { recall: true });
    await sessions.revoke(a.sessionId, 'logout');
    await refused(sessions.resolve(a.token, a.member.merchantId));
    await refused(sessions.resolve(a.token, a.member.merchantId, { recall: true }));

    const b = await signIn(t);
    const kept = await sessions.open({ merchantId: b.member.merchantId, memberId: b.member.id });
    await sessions.resolve(b.token, b.member.merchantId);
    await sessions.resolve(kept.token, b.member.merchantId);
    await sessions.revokeOthers(b.member.id, kept.sessionId, 'password_change');
    await refused(sessions.resolve(b.token, b.member.merchantId));
    expect((await sessions.resolve(kept.token, b.member.merchantId)).sessionId).toBe(kept.sessionId);
  });

  it('a kept read still checks the merchant, expiry and idle time at every call', async () => {
    const s = await signIn(t);
    const { sessions } = withClock(1000);
    await sessions.resolve(s.token, s.member.merchantId);
    await refused(sessions.resolve(s.token, s.member.merchantId + 1));
  });

  it('without a cache time (tests, development) every call reads the session', async () => {
    const s = await signIn(t);
    const { sessions } = withClock(0);
    await sessions.resolve(s.token, s.member.merchantId);
    await revokeBySql(s.token);
    await refused(sessions.resolve(s.token, s.member.merchantId));
  });
});
