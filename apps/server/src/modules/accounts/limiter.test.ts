// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/harness';
import type { DbHandle } from '../../db/client';
import { createLimiter } from './limiter';
import { totpAt, matchTotp } from './totp';

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1: secret "12345678901234567890", T = 59 s → 94287082 (the last 6 digits).
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it('matches the RFC test vectors', () => {
    expect(totpAt(secret, 1)).toBe('287082');
    expect(totpAt(secret, Math.floor(1111111109 / 30))).toBe('081804');
  });
  it('accepts one step of drift either side, not two', () => {
    const t = 1111111109_000;
    const step = Math.floor(t / 30_000);
    expect(matchTotp(secret, totpAt(secret, step - 1), t)).toBe(step - 1);
    expect(matchTotp(secret, totpAt(secret, step + 1), t)).toBe(step + 1);
    expect(matchTotp(secret, totpAt(secret, step - 2), t)).toBeNull();
  });
});

describe('brute-force counters in the database', () => {
  let h: { handle: DbHandle; drop: () => Promise<void> };
  let clock = new Date('2026-01-01T00:00:00Z');
  beforeAll(async () => {
    h = await createTestDb('migrated');
  });
  afterAll(() => h?.drop());

  it('counts within the window, starts again after it, and survives a new limiter (no process memory)', async () => {
    const a = createLimiter({ db: h.handle.db, now: () => clock });
    expect(await a.hit('k', 300_000)).toBe(1);
    expect(await a.hit('k', 300_000)).toBe(2);
    const b = createLimiter({ db: h.handle.db, now: () => clock });
    expect(await b.peek('k')).toBe(2);
    clock = new Date(clock.getTime() + 300_001);
    expect(await b.peek('k')).toBe(0);
    expect(await b.hit('k', 300_000)).toBe(1);
    await b.reset('k');
    expect(await a.peek('k')).toBe(0);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('brute-force counters in Redis', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl as string);
  });
  afterAll(() => redis?.quit());
  it('shares counts between limiters and expires them', async () => {
    const key = `t-${Math.random()}`;
    const a = createLimiter({ db: null as never, redis });
    const b = createLimiter({ db: null as never, redis });
    expect(await a.hit(key, 200)).toBe(1);
    expect(await b.hit(key, 200)).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(await a.peek(key)).toBe(0);
  });
});
