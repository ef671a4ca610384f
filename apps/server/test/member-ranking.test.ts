/** @module-tag pglite */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import type { DbHandle } from '../src/db/client';
import { type Period, createMemberRanking } from '../src/modules/reports/member-ranking.repo';
import { createTestDb } from './harness';
import { seededRandom } from './report-helpers';

/**
 * Issue 32: the players' ranking over a range made of several standard periods (a rolling 7 days) is read by the
 * threshold algorithm over each period's ranked rows, not by grouping every member who played. Every page must equal
 * the full grouping, with ties, losses, members absent from some periods, and members who rank high in no single period
 * but first over the range (which the first round's lists cannot see).
 */
let handle: DbHandle;
let drop: () => Promise<void>;
let merchantId = 0;
const rnd = seededRandom(0x51a7e);
const periods: Period[] = [
  { kind: 1, start: '2001-03-06' },
  { kind: 1, start: '2001-03-07' },
  { kind: 1, start: '2001-03-08' },
  { kind: 2, start: '2001-03-12' },
];
const MEMBERS = 3000;
type Row = { member: number; bets: number; stake: number; payout: number; deposits: number; withdrawals: number; bonus: number };
const rows: Row[] = [];
const cols = ['bets', 'stake', 'payout', 'deposits', 'withdrawals', 'bonus'] as const;

beforeAll(async () => {
  ({ handle, drop } = await createTestDb('seeded'));
  const db = handle.db;
  merchantId = Number(rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM merchants WHERE code = 'DEMO'`))[0]?.id);
  const lo = Number(
    rowsOf<{ id: string }>(
      await db.execute(sql`INSERT INTO members (merchant_id, account, type)
        SELECT ${merchantId}, 'mr' || g, 0 FROM generate_series(1, ${MEMBERS}) g RETURNING id::text AS id`),
    ).reduce((m, r) => Math.min(m, Number(r.id)), Number.POSITIVE_INFINITY),
  );
  const values: string[] = [];
  for (const p of periods)
    for (let i = 0; i < MEMBERS; i++) {
      const steady = i < 20;
      if (!steady && rnd(4) === 0) continue; // absent from this period
      // Members 0..19 lose a steady 1,000-odd every period: about the 120th in each period's ranking, first over the
      // range (the first round's lists, 100 deep, do not show them). The others mostly win or lose a little, and
      // one time in sixteen lose big (1,100 to 1,500), which ranks them first in that period.
      const big = rnd(16) === 0;
      const ggr = steady ? 1000 + i : big ? 1100 + 100 * rnd(5) : 100 * rnd(7) - 300;
      const stake = 3000 + 100 * rnd(50);
      const r: Row = {
        member: lo + i,
        bets: 1 + rnd(9),
        stake,
        payout: stake - ggr,
        deposits: rnd(5000),
        withdrawals: rnd(3000),
        bonus: rnd(200),
      };
      rows.push(r);
      values.push(
        `(${merchantId}, ${p.kind}, '${p.start}', ${r.member}, ${r.bets}, ${r.stake}, ${r.payout}, ${r.deposits}, ${r.withdrawals}, ${r.bonus})`,
      );
    }
  await db.execute(
    sql.raw(`INSERT INTO report_member_periods (merchant_id, kind, period_start, member_id, bets, stake, payout, deposits, withdrawals, bonus)
      VALUES ${values.join(', ')}`),
  );
  // The periods' totals rows, as the consumer keeps them.
  await db.execute(sql`INSERT INTO report_member_period_totals (merchant_id, kind, period_start, members, bets, stake, payout, deposits, withdrawals, bonus)
    SELECT merchant_id, kind, period_start, count(*), sum(bets), sum(stake), sum(payout), sum(deposits), sum(withdrawals), sum(bonus)
    FROM report_member_periods WHERE merchant_id = ${merchantId} AND period_start BETWEEN '2001-03-06' AND '2001-03-18' GROUP BY 1, 2, 3`);
});
afterAll(async () => drop?.());

/** The whole ranking as the plain grouping answers it: GGR (stake less payout) highest first, then member id. */
const expected = () => {
  type Sums = Record<(typeof cols)[number], number>;
  const by = new Map<number, Sums>();
  for (const r of rows) {
    const s = by.get(r.member) ?? { bets: 0, stake: 0, payout: 0, deposits: 0, withdrawals: 0, bonus: 0 };
    for (const c of cols) s[c] += r[c];
    by.set(r.member, s);
  }
  return [...by.entries()]
    .map(([member, s]) => ({ key: String(member), ...s, ggr: s.stake - s.payout }))
    .sort((a, b) => b.ggr - a.ggr || Number(a.key) - Number(b.key));
};

describe('the players’ ranking over several periods (threshold algorithm)', () => {
  it('every page equals the full grouping, with the range’s totals and member count', async () => {
    const ranking = createMemberRanking(handle.db);
    const all = expected();
    // Ties at the page's edge: the order falls back to the member id.
    expect(new Set(all.map((r) => r.ggr)).size).toBeLessThan(all.length);
    for (const [limit, offset] of [
      [10, 0],
      [20, 0],
      [25, 50],
      [50, 400],
      [200, 0],
      [30, all.length - 10],
    ] as const) {
      const got = await ranking.page(merchantId, periods, { limit, offset });
      expect(got.grouped, `limit ${limit} offset ${offset}: read by the lists, not grouped`).toBe(false);
      const want = all.slice(offset, offset + limit);
      expect(
        got.rows.map((r) => ({ key: r.key, ggr: Number(r.ggr), stake: Number(r.stake), bonus: Number(r.bonus) })),
        `limit ${limit} offset ${offset}`,
      ).toEqual(want.map((r) => ({ key: r.key, ggr: r.ggr, stake: r.stake, bonus: r.bonus })));
      for (const r of got.rows) {
        expect(r.total).toBe(String(all.length));
        expect(r['all.stake']).toBe(String(all.reduce((s, x) => s + x.stake, 0)));
        expect(r['all.ggr']).toBe(String(all.reduce((s, x) => s + x.ggr, 0)));
      }
    }
    // The steady members rank first over the range though no first-round list shows them: a deeper round found them.
    const top = await ranking.page(merchantId, periods, { limit: 10, offset: 0 });
    expect(all.slice(0, 10).filter((r) => Number(r.key) - Number(all[0]?.key) < 100).length).toBeGreaterThan(0);
    expect(top.rows.map((r) => r.key)).toEqual(all.slice(0, 10).map((r) => r.key));
    expect(top.rounds).toBeGreaterThan(1);
  });

  it('where every member plays one day of seven, alike, the bound stays far above the page: every member is grouped, same ranking', async () => {
    const db = handle.db;
    const days: Period[] = Array.from({ length: 7 }, (_, i) => ({ kind: 1, start: `2002-05-0${i + 1}` }));
    const members = rowsOf<{ id: string }>(
      await db.execute(sql`SELECT id::text AS id FROM members WHERE merchant_id = ${merchantId} AND account LIKE 'mr%' ORDER BY id`),
    ).map((r) => Number(r.id));
    const flat = members.map((member, i) => ({ member, day: days[i % 7] as Period, ggr: 100 * rnd(200) }));
    await db.execute(
      sql.raw(`INSERT INTO report_member_periods (merchant_id, kind, period_start, member_id, bets, stake, payout, deposits, withdrawals, bonus)
        VALUES ${flat.map((f) => `(${merchantId}, 1, '${f.day.start}', ${f.member}, 1, ${f.ggr + 500}, 500, 0, 0, 0)`).join(', ')}`),
    );
    const want = flat.map((f) => ({ key: String(f.member), ggr: f.ggr })).sort((a, b) => b.ggr - a.ggr || Number(a.key) - Number(b.key));
    const ranking = createMemberRanking(db);
    for (const offset of [0, 20]) {
      const got = await ranking.page(merchantId, days, { limit: 20, offset });
      expect(got).toMatchObject({ rounds: 1, grouped: true });
      expect(got.rows.map((r) => ({ key: r.key, ggr: Number(r.ggr) }))).toEqual(want.slice(offset, offset + 20));
      expect(got.rows[0]?.total).toBe(String(members.length));
    }
  });

  it('a page past the end is empty; no page (an export) groups every member', async () => {
    const ranking = createMemberRanking(handle.db);
    const all = expected();
    expect((await ranking.page(merchantId, periods, { limit: 10, offset: all.length + 5 })).rows).toEqual([]);
    const every = await ranking.page(merchantId, periods, {});
    expect(every).toMatchObject({ rounds: 0, grouped: true });
    expect(every.rows.map((r) => r.key)).toEqual(all.map((r) => r.key));
    expect((await ranking.page(merchantId, [{ kind: 1, start: '1999-01-01' }], { limit: 10 })).rows).toEqual([]);
  });
});
