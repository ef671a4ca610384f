import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { keno, lotteryRules } from '@wl/house-games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { assertLedgerInvariants } from '../src/modules/ledger';
import { createTestApp, fund, OPS, signIn, type TestContext } from './harness';
import { balanceOf, count, lotteryBet, lotteryOf, makeDraw, makeGame, pastDraw } from './lottery-helpers';

/**
 * Keno (issue 35): tickets of 1–10 spots out of 01–80, settled set-based in SQL by the pay table line of their hit count,
 * paid through the ledger once; slips racing for the same money or the same number limit (on PostgreSQL for real, on
 * PGlite one after another) move exactly what the rules allow.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(() => t.close());

const two = (n: number) => String(n).padStart(2, '0');
/** A keno result drawing exactly these numbers and, to make twenty, the highest others. */
const resultDrawing = (drawn: number[]) => {
  const set = new Set(drawn);
  for (let n = 80; set.size < 20; n--) set.add(n);
  return [{ rank: 'KENO', numbers: [...set].sort((a, b) => a - b).map(two) }];
};
const drawAndSettle = async (drawId: number, drawn: number[]) => {
  const svc = lotteryOf(t);
  const result = resultDrawing(drawn);
  await pastDraw(t, drawId);
  await svc.repo.setResult(drawId, { result, ...lotteryRules.flatten(result as lotteryRules.Result) });
  return svc.settle(drawId);
};
const setLimits = (gameId: number, perNumber: bigint, perDraw: bigint) =>
  t.dbHandle.db.execute(sql`UPDATE lottery_games SET max_stake_per_number = ${perNumber.toString()}::bigint,
    max_stake_per_draw = ${perDraw.toString()}::bigint WHERE id = ${gameId}`);

describe('keno', () => {
  it('settles every spot count by its pay table line, hit by hit, paid once through the ledger', async () => {
    const game = await makeGame(t, { format: 'KENO' });
    const drawId = await makeDraw(t, game);
    const p = await signIn(t);
    await fund(t, p.member, 1_000_000n);
    // Drawn: 1–12 (and 69–80 to make twenty). Spot count k picks 1…h (hits) then 41… (misses): h = k - 1, or 0 for ten.
    const bets = keno.kenoBetTypes.map((betType, i) => {
      const spots = i + 1;
      const hits = spots === 10 ? 0 : spots - 1;
      const numbers = [...Array.from({ length: hits }, (_, j) => j + 1), ...Array.from({ length: spots - hits }, (_, j) => 41 + j)];
      // Picked out of order: the ticket keeps the pick in ascending order.
      return { betType, numbers: numbers.reverse().map(two), stake: '1000', hits };
    });
    const placed = await lotteryBet(t, p.headers, { gameCode: game.code, drawId, bets: bets.map(({ hits: _h, ...b }) => b) });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value.tickets[2].numbers).toEqual(['01', '02', '41']);
    expect(await balanceOf(t, p.member.id)).toBe(1_000_000n - 10_000n);

    expect(
      (
        await drawAndSettle(
          drawId,
          Array.from({ length: 12 }, (_, j) => j + 1),
        )
      ).settled,
    ).toBe(10);
    const tickets = (await t.app.inject({ url: `/lgw/tickets?gameCode=${game.code}&pageSize=20`, headers: p.headers })).json().value
      .tickets as { betType: keno.KenoBetType; payout: string; state: string }[];
    const paid = Object.fromEntries(tickets.map((x) => [x.betType, x.payout]));
    const want = Object.fromEntries(bets.map((b) => [b.betType, String(BigInt(keno.kenoPayTables[b.betType][b.hits]!))]));
    expect(paid).toEqual(want);
    // One spot with no hit loses; ten spots with none drawn wins its consolation line (×2).
    expect([paid.KENO1, paid.KENO10]).toEqual(['0', '2000']);
    const total = Object.values(want).reduce((s, x) => s + BigInt(x), 0n);
    expect(await balanceOf(t, p.member.id)).toBe(1_000_000n - 10_000n + total);
    expect(
      await count(t, sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'LOTTERY_WIN' AND ref LIKE ${`${game.code}:%`}`),
    ).toBe(tickets.filter((x) => BigInt(x.payout) > 0n).length);
    // Settling again pays nothing twice.
    expect(await lotteryOf(t).settle(drawId)).toEqual({ already: true });
    expect(await balanceOf(t, p.member.id)).toBe(1_000_000n - 10_000n + total);
    await assertLedgerInvariants(t.dbHandle.db);
  });

  it('refuses a pick that is not keno’s with a coded 4xx and writes nothing', async () => {
    const game = await makeGame(t, { format: 'KENO' });
    const fastGame = await makeGame(t, { format: 'FAST' });
    const drawId = await makeDraw(t, game);
    const fastDraw = await makeDraw(t, fastGame);
    const p = await signIn(t);
    await fund(t, p.member, 100_000n);
    const refused = async (gameCode: string, d: number, betType: string, numbers: string[]) => {
      const r = await lotteryBet(t, p.headers, { gameCode, drawId: d, bets: [{ betType, numbers, stake: '1000' }] });
      return [r.statusCode, r.json().code];
    };
    expect(await refused(game.code, drawId, 'KENO3', ['01', '02'])).toEqual([400, 'lottery.numbers_invalid']);
    expect(await refused(game.code, drawId, 'KENO2', ['00', '02'])).toEqual([400, 'lottery.numbers_invalid']);
    expect(await refused(game.code, drawId, 'KENO2', ['81', '02'])).toEqual([400, 'lottery.numbers_invalid']);
    expect(await refused(game.code, drawId, 'KENO2', ['5', '02'])).toEqual([400, 'lottery.numbers_invalid']);
    expect(await refused(game.code, drawId, 'KENO2', ['07', '07'])).toEqual([400, 'lottery.numbers_duplicate']);
    expect(await refused(game.code, drawId, 'F_BIG', [])).toEqual([400, 'lottery.bet_type_invalid']);
    expect(await refused(fastGame.code, fastDraw, 'KENO1', ['07'])).toEqual([400, 'lottery.bet_type_invalid']);
    expect(await refused(game.code, drawId, 'KENO11', ['07'])).toEqual([400, 'request_param_err']);
    expect(await balanceOf(t, p.member.id)).toBe(100_000n);
    expect(await count(t, sql`SELECT count(*) AS n FROM lottery_tickets WHERE member_id = ${p.member.id}`)).toBe(0);
  });

  it('the pay table is the merchant’s odds: one line per hit count, changed by an operator, locked on a ticket', async () => {
    const game = await makeGame(t, { format: 'KENO' });
    const drawId = await makeDraw(t, game);
    const odds = (await t.app.inject({ url: `/lgw/odds?gameCode=${game.code}`, headers: { merchant: 'DEMO' } })).json().value.entries as {
      betType: string;
      hits?: number | null;
      oddsMilli: number;
    }[];
    expect(odds.filter((e) => e.betType === 'KENO5')).toEqual(
      keno.kenoPayTables.KENO5.map((oddsMilli, hits) => ({ betType: 'KENO5', rank: null, hits, oddsMilli })),
    );
    expect(odds).toHaveLength(keno.kenoBetTypes.reduce((s, bt) => s + keno.spotsOf(bt) + 1, 0));
    const p = await signIn(t);
    await fund(t, p.member, 100_000n);
    const pick = { betType: 'KENO2', numbers: ['10', '20'], stake: '1000' };
    expect((await lotteryBet(t, p.headers, { gameCode: game.code, drawId, bets: [pick] })).statusCode).toBe(200);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/ops/v1/merchants/DEMO/lottery/odds',
      headers: OPS,
      payload: { gameCode: game.code, entries: [{ betType: 'KENO2', rank: null, hits: 2, oddsMilli: 12_000 }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.entries.find((e: { betType: string; hits?: number }) => e.betType === 'KENO2' && e.hits === 2).oddsMilli).toBe(
      12_000,
    );
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/ops/v1/merchants/DEMO/lottery/odds',
      headers: OPS,
      payload: { gameCode: game.code, entries: [{ betType: 'KENO2', rank: null, hits: 3, oddsMilli: 1 }] },
    });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'lottery.bet_type_invalid']);
    expect((await lotteryBet(t, p.headers, { gameCode: game.code, drawId, bets: [pick] })).statusCode).toBe(200);
    await drawAndSettle(drawId, [10, 20]);
    const payouts = rowsOf<{ payout: string }>(
      await t.dbHandle.db.execute(sql`SELECT payout::text AS payout FROM lottery_tickets WHERE draw_id = ${drawId} ORDER BY id`),
    ).map((r) => r.payout);
    expect(payouts).toEqual([String(keno.kenoPayTables.KENO2[2]!), '12000']);
    await assertLedgerInvariants(t.dbHandle.db);
  });

  it('20 slips at once for money enough for 10: exactly 10 tickets, the balance at zero, the rest refused', async () => {
    const game = await makeGame(t, { format: 'KENO' });
    const drawId = await makeDraw(t, game);
    const p = await signIn(t);
    await fund(t, p.member, 10_000n);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        lotteryBet(t, p.headers, {
          gameCode: game.code,
          drawId,
          requestId: `keno-money-${randomBytes(4).toString('hex')}-${i}`,
          bets: [{ betType: 'KENO3', numbers: [two(i + 1), two(i + 21), two(i + 41)], stake: '1000' }],
        }),
      ),
    );
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['wallet.insufficient_funds']));
    expect(await balanceOf(t, p.member.id)).toBe(0n);
    expect(await count(t, sql`SELECT count(*) AS n FROM lottery_tickets WHERE draw_id = ${drawId}`)).toBe(10);
    const staked = rowsOf<{ s: string }>(
      await t.dbHandle.db.execute(sql`SELECT staked::text AS s FROM lottery_draws WHERE id = ${drawId}`),
    );
    expect(staked[0]!.s).toBe('10000');
    await assertLedgerInvariants(t.dbHandle.db);
  });

  it('20 players on the same pick at once: the number limit admits exactly its share, and settlement pays each once', async () => {
    const game = await makeGame(t, { format: 'KENO' });
    // Five stakes of 1,000 on one pick per draw.
    await setLimits(game.id, 5_000n, 1_000_000n);
    const drawId = await makeDraw(t, game);
    const players = await Promise.all(Array.from({ length: 20 }, () => signIn(t)));
    for (const p of players) await fund(t, p.member, 50_000n);
    const pick = ['03', '33', '63'];
    const results = await Promise.all(
      players.map((p, i) =>
        lotteryBet(t, p.headers, {
          gameCode: game.code,
          drawId,
          // The same pick written in other orders is the same pick under the limit.
          bets: [{ betType: 'KENO3', numbers: i % 2 ? [...pick].reverse() : pick, stake: '1000' }],
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    expect(new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(new Set(['lottery.limit_number']));
    // A different pick still has its own room (it will miss: none of 04, 34, 44 is drawn).
    const other = await signIn(t);
    await fund(t, other.member, 1_000n);
    const own = await lotteryBet(t, other.headers, {
      gameCode: game.code,
      drawId,
      bets: [{ betType: 'KENO3', numbers: ['04', '34', '44'], stake: '1000' }],
    });
    expect(own.statusCode).toBe(200);
    // All three drawn: each of the five pays ×48.5 once.
    await drawAndSettle(drawId, [3, 33, 63]);
    const winners = players.filter((_, i) => results[i]!.statusCode === 200);
    for (const p of winners) expect(await balanceOf(t, p.member.id)).toBe(50_000n - 1_000n + 48_500n);
    const losers = players.filter((_, i) => results[i]!.statusCode !== 200);
    for (const p of losers) expect(await balanceOf(t, p.member.id)).toBe(50_000n);
    expect(await balanceOf(t, other.member.id)).toBe(0n);
    expect(
      await count(t, sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'LOTTERY_WIN' AND ref LIKE ${`${game.code}:%`}`),
    ).toBe(5);
    await assertLedgerInvariants(t.dbHandle.db);
  });
});
