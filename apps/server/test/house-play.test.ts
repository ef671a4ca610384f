// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { verify } from '@wl/house-games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp, signIn } from './harness';
import { invariants, mainBalance, player } from './seamless-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type P = Awaited<ReturnType<typeof player>>;
const commitment = (p: P, token = p.gameToken) => t.app.inject({ url: `/wps/house/commitment?token=${token}`, headers: p.headers });
const play = (p: P, bet: unknown, token = p.gameToken) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/house/play',
    headers: { ...p.headers, 'content-type': 'application/json' },
    payload: { token, clientSeed: 'my-lucky-seed', bet },
  });

describe('house vendor rounds', () => {
  it('commits the seed before the round, reveals it after, and moves stake and payout through the seamless wallet', async () => {
    const p = await player(t, 10_000n);
    const first = (await commitment(p)).json().value;
    const hash = first.serverSeedHash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first).toMatchObject({ gameCode: 'HOUSE_SLOT', nonce: expect.any(Number) });
    expect((await commitment(p)).json().value.serverSeedHash).toBe(hash);
    let balance = 10_000n;
    let expectHash = hash;
    for (let i = 0; i < 5; i++) {
      const r = await play(p, { game: 'slot', stake: 100, lines: 20 });
      expect(r.statusCode, r.body).toBe(200);
      const v = r.json().value;
      expect(v.fairness.serverSeedHash).toBe(expectHash);
      if (i === 0) expect(v.fairness.nonce).toBe(first.nonce);
      const check = verify({
        bet: { game: 'slot', stake: 100, lines: 20 },
        serverSeed: v.fairness.serverSeed,
        serverSeedHash: expectHash,
        clientSeed: 'my-lucky-seed',
        nonce: v.fairness.nonce,
        outcome: v.outcome as never,
      });
      expect(check.valid).toBe(true);
      balance += BigInt(v.payout) - BigInt(v.stake);
      expect(v.balance).toBe(balance.toString());
      expect(v.nextServerSeedHash).not.toBe(expectHash);
      expectHash = v.nextServerSeedHash;
    }
    expect(await mainBalance(t, p.member.id)).toBe(balance);
    await invariants(t);
  });

  it('refuses a stake above the balance without using the commitment, a bet for another game, and a foreign session', async () => {
    const p = await player(t, 50n);
    const hash = (await commitment(p)).json().value.serverSeedHash;
    const r = await play(p, { game: 'slot', stake: 100, lines: 1 });
    expect([r.statusCode, r.json().code, r.json().value?.balance]).toEqual([400, 'wallet.insufficient_funds', '50']);
    expect((await commitment(p)).json().value.serverSeedHash).toBe(hash);
    expect((await play(p, { game: 'dice', stake: 10, target: 5000, direction: 'under' })).json().code).toBe('request_param_err');
    const other = await signIn(t);
    const stolen = await t.app.inject({ url: `/wps/house/commitment?token=${p.gameToken}`, headers: other.headers });
    expect([stolen.statusCode, stolen.json().code]).toEqual([401, 'vendor.session_invalid']);
    expect(await mainBalance(t, p.member.id)).toBe(50n);
    await invariants(t);
  });
});
