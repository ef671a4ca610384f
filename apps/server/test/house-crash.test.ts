import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createHouseService, createSeamlessService, inProcessHouseWallet } from '../src/modules/vendors';
import { type HouseWallet, LostAnswer } from '../src/modules/vendors/house.wallet';
import { type TestContext, createTestApp } from './harness';
import { invariants, mainBalance, player } from './seamless-helpers';

/**
 * Issue 28 item 8, found by the two-copy SIGKILL test (apps/web/e2e-copies/copy-killed.spec.ts): a copy that died in a
 * house round after the stake was taken and before the round's outcome was kept left the bet open for good (the
 * stake gone, nothing paid, nothing refunded), since the next visit finished only rounds whose outcome was kept. The
 * outcome is now kept before the stake is sent, and the next visit finishes every round its session left: paid from
 * the kept outcome when the stake went through, void (the stake rolled back for good, a late copy of it refused) when
 * it did not or was rolled back.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type P = Awaited<ReturnType<typeof player>>;
type Moment = 'before the stake' | 'after the stake' | 'stake answer lost';

/** A copy of the house vendor whose process dies at `moment` of a round: nothing after that point ever runs. */
const dyingCopy = (moment: Moment) => {
  const real = inProcessHouseWallet(createSeamlessService({ db: t.dbHandle.db }), 'HOUSE');
  const wallet: HouseWallet = {
    transport: real.transport,
    call: async (name, body) => {
      if (name !== 'bet') return real.call(name, body);
      if (moment === 'before the stake') return new Promise(() => {});
      await real.call(name, body);
      if (moment === 'stake answer lost') throw new LostAnswer();
      return new Promise(() => {});
    },
  };
  return createHouseService({ db: t.dbHandle.db, wallet });
};
const bet = { game: 'slot' as const, stake: 100, lines: 20 };
const playOn = (copy: ReturnType<typeof dyingCopy>, p: P) =>
  copy.play({ id: p.member.merchantId } as never, { member: p.member } as never, { token: p.gameToken, clientSeed: 'crash-seed', bet });
/** The player opens the game again (on a copy that is up). */
const visit = (p: P) => t.app.inject({ url: `/wps/house/commitment?token=${p.gameToken}`, headers: p.headers });
const play = (p: P) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/house/play',
    headers: { ...p.headers, 'content-type': 'application/json' },
    payload: { token: p.gameToken, clientSeed: 'after-crash', bet },
  });
const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.dbHandle.db.execute(q));
const betsOf = (p: P) =>
  rows<{ tx_id: string; state: string; payout: string | null }>(
    sql`SELECT tx_id, state, payout::text AS payout FROM vendor_transactions WHERE member_id = ${p.member.id} AND kind = 'BET' ORDER BY id`,
  );
const roundsOf = (p: P) =>
  rows<{ id: string; status: string; payout: string | null }>(
    sql`SELECT id::text, status, payout::text AS payout FROM house_rounds WHERE member_id = ${p.member.id} AND status <> 'COMMITTED' ORDER BY id`,
  );

describe('a copy dying in a house round leaves no bet open', () => {
  it('after the stake: the next visit pays the round from its kept outcome', async () => {
    const p = await player(t, 10_000n);
    void playOn(dyingCopy('after the stake'), p);
    await vi.waitFor(async () => expect((await betsOf(p)).map((b) => b.state)).toEqual(['OPEN']), { timeout: 10_000 });
    expect((await visit(p)).statusCode).toBe(200);
    const [round] = await roundsOf(p);
    expect(round).toMatchObject({ status: 'PLAYED', payout: expect.stringMatching(/^\d+$/) });
    expect((await betsOf(p)).map((b) => [b.state, b.payout])).toEqual([['SETTLED', round?.payout]]);
    expect(await mainBalance(t, p.member.id)).toBe(10_000n - 100n + BigInt(round?.payout ?? 0));
    expect((await play(p)).statusCode).toBe(200);
    await invariants(t);
  });

  it('before the stake: the next visit voids the round, and a late copy of its stake is refused', async () => {
    const p = await player(t, 10_000n);
    void playOn(dyingCopy('before the stake'), p);
    await vi.waitFor(async () => expect((await roundsOf(p)).map((r) => r.status)).toEqual(['PLAYING']), { timeout: 10_000 });
    expect((await visit(p)).statusCode).toBe(200);
    const [round] = await roundsOf(p);
    expect(round?.status).toBe('VOID');
    const late = inProcessHouseWallet(createSeamlessService({ db: t.dbHandle.db }), 'HOUSE').call('bet', {
      token: p.gameToken,
      txId: `HR${round?.id}B`,
      roundId: `HR${round?.id}`,
      gameCode: 'HOUSE_SLOT',
      amount: '100',
    });
    await expect(late).rejects.toMatchObject({ code: 'vendor.bet_rolled_back' });
    expect((await betsOf(p)).map((b) => b.state)).toEqual(['TOMBSTONE']);
    expect(await mainBalance(t, p.member.id)).toBe(10_000n);
    expect((await play(p)).statusCode).toBe(200);
    await invariants(t);
  });

  it("the stake's answer lost: the stake is rolled back, and the next visit closes the round as void", async () => {
    const p = await player(t, 10_000n);
    await expect(playOn(dyingCopy('stake answer lost'), p)).rejects.toBeInstanceOf(LostAnswer);
    expect((await visit(p)).statusCode).toBe(200);
    expect((await roundsOf(p)).map((r) => r.status)).toEqual(['VOID']);
    expect((await betsOf(p)).map((b) => b.state)).toEqual(['ROLLED_BACK']);
    expect(await mainBalance(t, p.member.id)).toBe(10_000n);
    expect((await play(p)).statusCode).toBe(200);
    await invariants(t);
  });
});
