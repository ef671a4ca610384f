import { sql } from 'drizzle-orm';
import { lotteryRules } from '@wl/house-games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { assertLedgerInvariants } from '../src/modules/ledger';
import { createTestApp, fund, signIn, type TestContext } from './harness';
import { lotteryBet, lotteryOf, makeDraw, pastDraw } from './lottery-helpers';

/**
 * One name and one category per lottery game (issue 35): the betting record names a lottery bet as the catalogue's
 * tile and the lottery page do, in each language, and files it under the catalogue's category — the fast lotto sold
 * as e-lottery (vendor LOTT listed under ELOTT) under ELOTT, not LOTT — and so do the bet events that rebates, points
 * and reports count. A VN station the catalogue does not list keeps the lottery's own name and its prize mode's
 * category.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A seeded DEMO game and a draw of its own on it, open for an hour (the seeded draws run on the wall clock). */
const drawOf = async (gameCode: string) => {
  const g = rowsOf<{ id: number; merchant_id: number }>(
    await t.dbHandle.db.execute(sql`SELECT g.id::int AS id, g.merchant_id FROM lottery_games g JOIN merchants m ON m.id = g.merchant_id
      WHERE m.code = 'DEMO' AND g.game_code = ${gameCode}`),
  )[0]!;
  return makeDraw(t, { id: Number(g.id), merchantId: Number(g.merchant_id) });
};
const settleWith = async (drawId: number, format: lotteryRules.LotteryFormat) => {
  const svc = lotteryOf(t);
  const result = lotteryRules.drawResult(format, 'ab'.repeat(32), 'records', String(drawId));
  await pastDraw(t, drawId);
  await svc.repo.setResult(drawId, { result, ...lotteryRules.flatten(result) });
  await svc.settle(drawId);
};

const cases = [
  // E-lottery's fast draw: vendor LOTT, listed under ELOTT.
  {
    gameCode: 'LOTT_EL0001',
    format: 'FAST',
    bet: { betType: 'F_BIG', numbers: [] },
    en: 'E-Lotto 2 Minutes',
    ur: 'ای لوٹو 2 منٹ',
    category: 'ELOTT',
  },
  {
    gameCode: 'TCG_SEA_EL0004',
    format: 'SEA_4D',
    bet: { betType: 'BIG', numbers: ['1234'] },
    en: 'SEA 4D 5 Minutes',
    ur: 'ایس ای اے 4D 5 منٹ',
    category: 'ELOTT',
  },
  {
    gameCode: 'LOTT_LO0003',
    format: 'FAST',
    bet: { betType: 'F_SMALL', numbers: [] },
    en: 'Lotto 5 Minutes',
    ur: 'لوٹو 5 منٹ',
    category: 'LOTT',
  },
  {
    gameCode: 'QQKENO_LO0001',
    format: 'KENO',
    bet: { betType: 'KENO3', numbers: ['07', '21', '64'] },
    en: 'Keno 1 Minute',
    ur: 'کینو 1 منٹ',
    category: 'LOTT',
  },
  // Not in the catalogue: the lottery's own name, the category of its prize mode (ELOTT).
  {
    gameCode: 'TCG_LOTTO_VN_EL0012',
    format: 'VN_SOUTH',
    bet: { betType: 'LO2', numbers: ['45'] },
    en: 'VN South (Bến Tre)',
    ur: 'وی این جنوب (بین ترے)',
    category: 'ELOTT',
  },
] as const;

describe('lottery bets in the betting record', () => {
  it('are named as the catalogue names the game, in English and Urdu, and filed under the catalogue’s category', async () => {
    const p = await signIn(t);
    await fund(t, p.member, 1_000_000n);
    const draws: number[] = [];
    for (const c of cases) {
      const drawId = await drawOf(c.gameCode);
      draws.push(drawId);
      const r = await lotteryBet(t, p.headers, {
        gameCode: c.gameCode,
        drawId,
        bets: [{ ...c.bet, numbers: [...c.bet.numbers], stake: '1000' }],
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    // The catalogue's tiles say the same names (the VN station has none).
    const tiles = rowsOf<{ game_code: string; en: string; ur: string; category: string }>(
      await t.dbHandle.db.execute(sql`SELECT g.game_code, g.display_name->>'EN' AS en, g.display_name->>'UR' AS ur, g.category
        FROM games g JOIN merchants m ON m.id = g.merchant_id WHERE m.code = 'DEMO' AND g.category IN ('LOTT', 'ELOTT')`),
    );
    for (const c of cases.slice(0, 4))
      expect(tiles.find((x) => x.game_code === c.gameCode)).toEqual({ game_code: c.gameCode, en: c.en, ur: c.ur, category: c.category });
    expect(tiles.find((x) => x.game_code === 'TCG_LOTTO_VN_EL0012')).toBeUndefined();

    const record = async (language: string, query = '') =>
      (
        await t.app.inject({ url: `/wps/relay/ODSFE2_getBetRecords?range=today&pageSize=20${query}`, headers: { ...p.headers, language } })
      ).json().value.list as { gameCode: string; gameName: string; category: string | null; vendor: string }[];
    const byCode = (list: Awaited<ReturnType<typeof record>>) =>
      Object.fromEntries(list.map((b) => [b.gameCode, [b.gameName, b.category]]));
    expect(byCode(await record('EN'))).toEqual(Object.fromEntries(cases.map((c) => [c.gameCode, [c.en, c.category]])));
    expect(byCode(await record('UR'))).toEqual(Object.fromEntries(cases.map((c) => [c.gameCode, [c.ur, c.category]])));
    // The record's category filter finds each under its own.
    expect((await record('EN', '&category=ELOTT')).map((b) => b.gameCode).sort()).toEqual(
      cases
        .filter((c) => c.category === 'ELOTT')
        .map((c) => c.gameCode)
        .sort(),
    );

    for (const [i, c] of cases.entries()) await settleWith(draws[i]!, c.format);
    // The bet events count the stakes under the same category (rebates, points, reports read them).
    const events = rowsOf<{ type: string; game: string; category: string }>(
      await t.dbHandle.db.execute(sql`SELECT type, payload->>'gameCode' AS game, payload->>'category' AS category FROM domain_events
        WHERE subject_id = ${p.member.id} AND type IN ('bet.placed', 'bet.settled') ORDER BY id`),
    );
    for (const c of cases)
      expect(events.filter((e) => e.game === c.gameCode).map((e) => [e.type, e.category])).toEqual([
        ['bet.placed', c.category],
        ['bet.settled', c.category],
      ]);
    const profit = (await t.app.inject({ url: '/wps/relay/ODSFE2_getPersonalProfit?range=today', headers: p.headers })).json().value
      .byCategory as { category: string; betCount: number }[];
    expect(Object.fromEntries(profit.map((l) => [l.category, l.betCount]))).toEqual({ ELOTT: 3, LOTT: 2 });
    await assertLedgerInvariants(t.dbHandle.db);
  });
});
