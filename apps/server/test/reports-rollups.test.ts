import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { addDays, reportRange } from '../src/modules/reports';
import { periodsOf } from '../src/modules/reports/range';
import { createReportsPlain } from '../src/modules/reports/reports-plain.repo';
import { OPS, appForFile } from './harness';
import { byKey, plainByKey, plainWindow, seededRandom, sumOf } from './report-helpers';

/**
 * Decision 028: GGR over the merchant's own days reads report_ggr_days (merchant, day, vendor, category: no game) for
 * by day, vendor and category and every total, and report_game_periods (a game's day, week and month) for by game.
 * After random settled and rolled-back bets on several vendors, categories and games (and one outside the catalogue),
 * some in the hours that are another day in Karachi than in UTC, each grouping over a range made of days, weeks and a
 * whole month equals the plain GROUP BY, with its totals and the period before, in the merchant's zone (the new
 * tables) and in UTC (the hours); a change made to a row of either table shows in the report (and is taken back).
 */
const t = appForFile();
const DAY = 86_400_000;
const KARACHI = 'Asia/Karachi';
const q = async <T>(s: ReturnType<typeof sql>) => rowsOf<T>(await t.dbHandle.db.execute(s));
const ops = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/ops/v1/merchants/DEMO${url}`, headers: OPS });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const rnd = seededRandom(0x51c0ffe);
const dayText = (at: Date, tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(at);
const cols = ['bets', 'rollbacks', 'stake', 'payout', 'ggr'];

// A range of days, a whole month and a week, about 150 days back (before the demo's data): from the Tuesday before the
// month's first day (no Monday before the first, so the month is whole) to ten days after its last; the period before is
// as long and the load covers both.
const month = `${dayText(new Date(Date.now() - 150 * DAY), KARACHI).slice(0, 8)}01`;
const monthEnd = addDays(`${addDays(month, 40).slice(0, 8)}01`, -1);
const eve = addDays(month, -1);
const a = addDays(eve, 1 - ((new Date(`${eve}T00:00:00Z`).getUTCDay() + 6) % 7));
const b = addDays(monthEnd, 10);
const length = Math.round((Date.parse(b) - Date.parse(a)) / DAY) + 1;

describe('GGR rollups without the game and by period (decision 028)', () => {
  it('every GGR grouping over days, weeks and a month equals the plain query in two zones; their rows are what it reads', async () => {
    const [m] = await q<{ id: number; member: string }>(sql`SELECT m.id, (SELECT id::text FROM members WHERE merchant_id = m.id AND type = 0
      ORDER BY id LIMIT 1) AS member FROM merchants m WHERE m.code = 'DEMO'`);
    const merchantId = Number(m!.id);
    const games = await q<{
      vendor: string;
      game: string;
    }>(sql`SELECT DISTINCT ON (vassalage, category) vassalage AS vendor, game_code AS game
      FROM games WHERE merchant_id = ${merchantId} ORDER BY vassalage, category, game_code LIMIT 8`);
    games.push({ vendor: 'HOUSE', game: 'ROLLUP_UNLISTED' });
    expect(games.length).toBeGreaterThan(3);
    // Settled bets (some won) and rolled-back ones over the range and the period before, a third at 18:00-20:59 UTC.
    const rows: object[] = [];
    const events: object[] = [];
    const start = Date.parse(`${addDays(a, -length)}T00:00:00Z`);
    for (let n = 0; n < 160; n++) {
      const g = games[rnd(games.length)]!;
      const hour = rnd(3) === 0 ? 18 + rnd(3) : rnd(24);
      const at = new Date(start + rnd(2 * length) * DAY + hour * 3_600_000 + rnd(60) * 60_000).toISOString();
      const tx = `ROLLUP:${randomUUID()}`;
      const amount = 10 + rnd(500);
      const payout = rnd(3) === 0 ? rnd(900) : 0;
      const back = rnd(8) === 0;
      rows.push({ tx, vendor: g.vendor, game: g.game, amount, payout: back ? 0 : payout, state: back ? 'ROLLED_BACK' : 'SETTLED', at });
      const base = { vendor: g.vendor, gameCode: g.game, betTxId: tx };
      events.push(
        back
          ? { type: 'bet.rolled_back', tx, at, payload: { ...base, txId: `${tx}r` } }
          : {
              type: 'bet.settled',
              tx,
              at,
              payload: { ...base, txId: `${tx}w`, stake: String(amount), payout: String(payout), validBet: String(amount) },
            },
      );
    }
    await t.dbHandle.db.execute(sql`INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, game_code, amount, state,
        payout, settled_at, fingerprint, response, created_at)
      SELECT ${merchantId}, ${m!.member}::bigint, r.vendor, r.tx, 'BET', r.game, r.amount, r.state, r.payout, r.at, 'BET:' || r.amount, '{}'::jsonb, r.at
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(tx text, vendor text, game text, amount bigint, payout bigint, state text, at timestamptz)`);
    await t.dbHandle.db.execute(sql`INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
      SELECT ${merchantId}, e.type, ${m!.member}::bigint, e.tx, e.payload, e.at
      FROM jsonb_to_recordset(${JSON.stringify(events)}::jsonb) AS e(type text, tx text, payload jsonb, at timestamptz)`);
    const drained = await t.app.inject({ method: 'POST', url: '/ops/v1/events/consumers/reports.rollup/drain', headers: OPS });
    expect(drained.json().value.parked, drained.body).toBe(0);

    const plain = createReportsPlain(t.dbHandle.db);
    const get = (by: string, tz: string) => ops(`/reports/ggr?from=${a}&to=${b}&tz=${encodeURIComponent(tz)}&groupBy=${by}&pageSize=200`);
    for (const tz of [KARACHI, 'UTC']) {
      const w = (x: string, y: string) => plainWindow(merchantId, tz, x, y);
      const before = await plain.ggr(w(addDays(a, -length), addDays(a, -1)), 'day');
      for (const by of ['day', 'vendor', 'category', 'game'] as const) {
        const r = await get(by, tz);
        const p = await plain.ggr(w(a, b), by);
        expect(byKey(r.rows, cols), `ggr by ${by} in ${tz}`).toEqual(plainByKey(p, cols));
        for (const c of cols) {
          expect(r.totals[c], `ggr ${c} by ${by} in ${tz}`).toBe(sumOf(p, c));
          expect(r.previous.totals[c], `previous ${c} by ${by} in ${tz}`).toBe(sumOf(before, c));
        }
        if (by === 'category') expect(Object.keys(byKey(r.rows, cols))).toContain('(no category)');
      }
    }
    // The range is made of days, weeks and the whole month (read as one row per game).
    const parts = periodsOf(reportRange(a, b, KARACHI), KARACHI, dayText(new Date(), KARACHI)) ?? [];
    expect(parts.map((p) => p.kind).sort()).toContain(3);
    expect(Number((await get('day', KARACHI)).totals.bets)).toBeGreaterThan(50);

    // A change made to a day's row without the game shows in Karachi (by day, vendor, category and the totals), not in UTC.
    const [day] = await q<{ day: string; vendor: string; category: string }>(sql`SELECT day::text AS day, vendor, category
      FROM report_ggr_days WHERE merchant_id = ${merchantId} AND day BETWEEN ${a}::date AND ${b}::date AND bets > 0 ORDER BY day LIMIT 1`);
    expect(day).toBeDefined();
    const seen = async (tz: string) => {
      const out: bigint[] = [];
      for (const [by, key] of [
        ['day', day!.day],
        ['vendor', day!.vendor],
        ['category', day!.category],
      ]) {
        const r = await get(by as string, tz);
        out.push(BigInt(r.rows.find((x: { key: string }) => x.key === key)?.values.bets ?? '0'), BigInt(r.totals.bets));
      }
      return out;
    };
    const bumpDay = (n: number) =>
      t.dbHandle.db.execute(sql`UPDATE report_ggr_days SET bets = bets + ${n} WHERE merchant_id = ${merchantId} AND day = ${day!.day}::date
        AND vendor = ${day!.vendor} AND category = ${day!.category}`);
    const kept = [await seen(KARACHI), await seen('UTC')];
    await bumpDay(1000);
    const bumped = [await seen(KARACHI), await seen('UTC')];
    await bumpDay(-1000);
    expect(bumped).toEqual([kept[0]!.map((v) => v + 1000n), kept[1]]);

    // A change made to a game's month row shows in GGR by game in Karachi, not in UTC (read from the hours).
    const [game] = await q<{ vendor: string; category: string; game: string }>(sql`SELECT vendor, category, game FROM report_game_periods
      WHERE merchant_id = ${merchantId} AND kind = 3 AND period_start = ${month}::date AND bets > 0 ORDER BY game LIMIT 1`);
    expect(game).toBeDefined();
    const gameBets = async (tz: string) =>
      BigInt((await get('game', tz)).rows.find((x: { key: string }) => x.key === game!.game)?.values.bets ?? '0');
    const bumpGame = (n: number) =>
      t.dbHandle.db.execute(sql`UPDATE report_game_periods SET bets = bets + ${n} WHERE merchant_id = ${merchantId} AND kind = 3
        AND period_start = ${month}::date AND vendor = ${game!.vendor} AND category = ${game!.category} AND game = ${game!.game}`);
    const keptGame = [await gameBets(KARACHI), await gameBets('UTC')];
    await bumpGame(1000);
    const bumpedGame = [await gameBets(KARACHI), await gameBets('UTC')];
    await bumpGame(-1000);
    expect(bumpedGame).toEqual([keptGame[0]! + 1000n, keptGame[1]]);
  });
});
