/** @module-tag pglite */
import { dayInZone, shiftDay } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createMemberWindows, jsonSource, reportRange, reportsWrite } from '../src/modules/reports';
import { createMemberRanking } from '../src/modules/reports/member-ranking.repo';
import { periodsOf } from '../src/modules/reports/range';
import { memberColumns } from '../src/modules/reports/reports-write.repo';
import { OPS, appForFile, testDbKind } from './harness';
import { seededRandom } from './report-helpers';

/**
 * Issue 32, decision 028 ("Rolling windows"): the players' ranking over the last 7 and the last 30 days up to today is
 * kept as a period of its own, built each merchant day from the day rows and added to by every later batch of the
 * consumer. The report of such a range reads it, and equals the sums of the periods the range is made of.
 */
const t = appForFile();
const KARACHI = 'Asia/Karachi';
const HOUR = 3_600_000;
const rnd = seededRandom(0x7d1a);
const q = async <T>(s: ReturnType<typeof sql>) => rowsOf<T>(await t.dbHandle.db.execute(s));
let demo = 0;
const merchant = async () => {
  if (!demo) demo = Number((await q<{ id: number }>(sql`SELECT id FROM merchants WHERE code = 'DEMO'`))[0]?.id);
  return demo;
};

/** Members of the demo merchant made for this file (`n` more each call). */
let made = 0;
const members = async (n: number) => {
  const m = await merchant();
  const rows = await q<{ id: string }>(sql`INSERT INTO members (merchant_id, account, type)
    SELECT ${m}, 'wn' || (${made} + g), 0 FROM generate_series(1, ${n}) g RETURNING id::text AS id`);
  made += n;
  return rows.map((r) => Number(r.id));
};
/** One batch of member hours as the consumer writes it: `at` instants, random play. */
const batch = async (ids: number[], at: () => Date, tx = t.dbHandle.db) => {
  // The merchant read before any transaction is open: a batch's own holds its connection.
  const m = demo || (await merchant());
  const rows = ids.map((id) => {
    const stake = 100 * (1 + rnd(90));
    return {
      merchant_id: m,
      hour: new Date(Math.floor(at().getTime() / HOUR) * HOUR).toISOString(),
      member_id: id,
      bets: 1 + rnd(5),
      stake,
      payout: rnd(3) === 0 ? stake * 2 : rnd(stake),
      deposits: rnd(2) * 5000,
      withdrawals: 0,
      bonus: rnd(4) === 0 ? 300 : 0,
    };
  });
  await reportsWrite.memberPeriods(tx, jsonSource(rows, memberColumns));
};
const report = async (from: string, to: string, page = 1) => {
  const r = await t.app.inject({
    url: `/ops/v1/merchants/DEMO/reports/players?from=${from}&to=${to}&pageSize=25&page=${page}`,
    headers: OPS,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().value as { rows: { key: string; values: Record<string, string> }[]; total: number };
};
/** The same page added up from the day, week and month rows the range is made of (not the window). */
const fromPeriods = async (from: string, to: string, page = 1) => {
  const today = dayInZone(KARACHI, new Date());
  const periods = periodsOf(reportRange(from, to, KARACHI), KARACHI, today) ?? [];
  const got = await createMemberRanking(t.dbHandle.db).page(await merchant(), periods, { limit: 25, offset: (page - 1) * 25 });
  return {
    rows: got.rows.map((r) => ({ key: r.key, ggr: r.ggr, stake: r.stake, bonus: r.bonus, deposits: r.deposits })),
    total: Number(got.rows[0]?.total ?? 0),
  };
};
const same = async (from: string, to: string, page = 1) => {
  const r = await report(from, to, page);
  const want = await fromPeriods(from, to, page);
  expect(
    r.rows.map((x) => ({ key: x.key, ggr: x.values.ggr, stake: x.values.stake, bonus: x.values.bonus, deposits: x.values.deposits })),
    `${from}..${to} page ${page}`,
  ).toEqual(want.rows);
  expect(r.total).toBe(want.total);
  return r;
};

/** Members whose window row (`kind` under `key`) differs from their day rows of `from`..`to`, and whether its totals row
 * holds its members' count and sums. */
const windowVsDays = async (m: number, kind: number, key: string, from: string, to: string) => {
  const [d] = await q<{ n: string }>(sql`SELECT count(*)::text AS n FROM (
    (SELECT member_id, stake, payout, bets, deposits, bonus FROM report_member_periods WHERE merchant_id = ${m} AND kind = ${kind} AND period_start = ${key}::date
     EXCEPT
     SELECT member_id, sum(stake), sum(payout), sum(bets), sum(deposits), sum(bonus) FROM report_member_periods
       WHERE merchant_id = ${m} AND kind = 1 AND period_start BETWEEN ${from}::date AND ${to}::date GROUP BY member_id)
    UNION ALL
    (SELECT member_id, sum(stake), sum(payout), sum(bets), sum(deposits), sum(bonus) FROM report_member_periods
       WHERE merchant_id = ${m} AND kind = 1 AND period_start BETWEEN ${from}::date AND ${to}::date GROUP BY member_id
     EXCEPT
     SELECT member_id, stake, payout, bets, deposits, bonus FROM report_member_periods WHERE merchant_id = ${m} AND kind = ${kind} AND period_start = ${key}::date)) x`);
  const [tot] = await q<{ right: boolean }>(sql`SELECT (t.members, t.bets, t.stake, t.payout, t.deposits, t.bonus) =
      (SELECT count(*), sum(bets), sum(stake), sum(payout), sum(deposits), sum(bonus) FROM report_member_periods
        WHERE merchant_id = ${m} AND kind = ${kind} AND period_start = ${key}::date) AS right
    FROM report_member_period_totals t WHERE t.merchant_id = ${m} AND t.kind = ${kind} AND t.period_start = ${key}::date`);
  return { differ: Number(d?.n), totalsRight: tot?.right ?? false };
};

describe('rolling windows of the players’ ranking', () => {
  const today = dayInZone(KARACHI, new Date());
  const last7 = shiftDay(today, -6);
  const last30 = shiftDay(today, -29);
  const daysAgo = (d: number) => () => new Date(Date.now() - d * 86_400_000 - rnd(12) * HOUR);

  it('built from the day rows, read by the report, and added to by every later batch', async () => {
    const ids = await members(400);
    // Play over the last 40 days: some inside both windows, some only in the 30 days, some before both.
    for (const d of [0, 1, 3, 6, 9, 20, 35])
      await batch(
        ids.filter(() => rnd(3) === 0),
        daysAgo(d),
      );
    const windows = createMemberWindows(t.dbHandle.db);
    expect((await windows.keep(new Date())).built).toBeGreaterThanOrEqual(2);
    expect((await windows.keep(new Date())).built).toBe(0);
    const m = await merchant();
    expect(await windows.windowOf(m, last7, today)).toEqual({ kind: 4, start: last7 });
    expect(await windows.windowOf(m, last30, today)).toEqual({ kind: 5, start: last30 });
    await same(last7, today);
    await same(last7, today, 3);
    await same(last30, today);

    // Later batches: today, inside the 7 days, inside the 30 only; members new to the windows among them.
    const more = [...ids.slice(0, 50), ...(await members(30))];
    for (const d of [0, 2, 12]) await batch(more, daysAgo(d));
    await same(last7, today);
    await same(last30, today);
    await same(last30, today, 2);

    // The report reads the window: a change made to its row alone shows.
    const [top] = (await report(last7, today)).rows;
    await t.dbHandle.db.execute(sql`UPDATE report_member_periods SET stake = stake + 9000000
      WHERE merchant_id = ${m} AND kind = 4 AND period_start = ${last7}::date AND member_id = ${Number(ids[399])}`);
    const changed = await report(last7, today);
    expect(changed.rows[0]?.key).toBe(String(ids[399]));
    expect(changed.rows[0]?.key).not.toBe(top?.key);
    await t.dbHandle.db.execute(sql`UPDATE report_member_periods SET stake = stake - 9000000
      WHERE merchant_id = ${m} AND kind = 4 AND period_start = ${last7}::date AND member_id = ${Number(ids[399])}`);
    // Another range (not ending today, or of another length) is not a window: read from the periods.
    expect(await windows.windowOf(m, shiftDay(last7, -1), shiftDay(today, -1))).toBeNull();
    expect(await windows.windowOf(m, shiftDay(today, -9), today)).toBeNull();
    await same(shiftDay(today, -9), today);
  });

  it('the next day the windows slide: the day that left taken off, members left with nothing dropped', async () => {
    const windows = createMemberWindows(t.dbHandle.db);
    const m = await merchant();
    const next = shiftDay(today, 1);
    // Members who played only on the day that leaves the 7 days (and the 30): the slide must drop them.
    const gone = await members(5);
    await batch(gone, () => new Date(`${last7}T12:00:00+05:00`));
    await batch(gone.slice(0, 2), () => new Date(`${last30}T12:00:00+05:00`));
    expect(await windows.keep(new Date())).toMatchObject({ built: 0, slid: 0 });
    const tomorrow = new Date(Date.now() + 86_400_000);
    const moved = await windows.keep(tomorrow);
    expect(moved.built).toBe(0);
    expect(moved.slid).toBeGreaterThanOrEqual(2);
    // The rows keep the key they were built under; the window now covers the days up to tomorrow.
    expect(await windows.windowOf(m, shiftDay(next, -6), next)).toEqual({ kind: 4, start: last7 });
    expect(await windows.windowOf(m, shiftDay(next, -29), next)).toEqual({ kind: 5, start: last30 });
    expect(await windows.windowOf(m, last7, today)).toBeNull();
    expect(await windowVsDays(m, 4, last7, shiftDay(next, -6), next)).toEqual({ differ: 0, totalsRight: true });
    expect(await windowVsDays(m, 5, last30, shiftDay(next, -29), next)).toEqual({ differ: 0, totalsRight: true });
    const left = await q<{ n: string }>(sql`SELECT count(*)::text AS n FROM report_member_periods
      WHERE merchant_id = ${m} AND kind = 4 AND member_id IN (${sql.join(
        gone.map((g) => sql`${g}`),
        sql`, `,
      )})`);
    expect(left[0]?.n).toBe('0');
    // A batch of tomorrow goes to the moved windows.
    await batch(gone.slice(0, 1), () => new Date(tomorrow.getTime()));
    expect(await windowVsDays(m, 4, last7, shiftDay(next, -6), next)).toEqual({ differ: 0, totalsRight: true });
    const kept = await q<{ kind: number; starts: string }>(sql`SELECT kind, count(DISTINCT period_start)::text AS starts
      FROM report_member_periods WHERE merchant_id = ${m} AND kind IN (4, 5) GROUP BY kind ORDER BY kind`);
    expect(kept).toEqual([
      { kind: 4, starts: '1' },
      { kind: 5, starts: '1' },
    ]);
    // A window ahead of today (a clock put back) is built again, for the file's other readers.
    expect((await windows.keep(new Date())).built).toBeGreaterThanOrEqual(2);
    expect(await windowVsDays(m, 4, last7, last7, today)).toEqual({ differ: 0, totalsRight: true });
  });

  it.runIf(testDbKind === 'postgres')(
    '20 batches in a row while a window is built: the window holds every batch exactly once',
    async () => {
      const windows = createMemberWindows(t.dbHandle.db);
      const m = await merchant();
      const ids = await members(60);
      // The consumer writes its batches one after another (one reader of the stream); the job builds beside them.
      const batches = (async () => {
        for (let i = 0; i < 20; i++)
          await t.dbHandle.db.transaction((tx) => batch(ids.slice((i * 3) % 60, ((i * 3) % 60) + 20), daysAgo(i % 5), tx));
      })();
      const builds = (async () => {
        for (let i = 0; i < 4; i++) await windows.build(m, 4, last7, today);
      })();
      await Promise.all([batches, builds]);
      expect(await windowVsDays(m, 4, last7, last7, today)).toEqual({ differ: 0, totalsRight: true });
    },
  );
});
