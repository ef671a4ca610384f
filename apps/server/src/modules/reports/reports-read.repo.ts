import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

/** One grouping of an aggregate table: its key expression and the sums it answers (name → expression). */
export type Grouped = {
  table: string;
  key: string;
  sums: Record<string, string>;
  /** ORDER BY of the grouped rows (over the sums' names and `key`). */
  order: string;
  /** A table kept by the merchant's day (rows with `day`, not `hour`): the merchant's days `from`..`to` to read. */
  days?: { from: string; to: string };
  /** A table kept by standard period of the merchant's zone (`kind`, `period_start`): the periods a range is cut into. */
  periods?: { kind: number; start: string }[];
};
export type Window = { merchantId: number; start: Date; end: Date; tz: string };

/** The standard periods' rows (report_member_periods, report_game_periods): one condition per period. */
const periodList = (periods: { kind: number; start: string }[]) =>
  sql.join(
    periods.map((p) => sql`(kind = ${p.kind} AND period_start = ${p.start}::date)`),
    sql` OR `,
  );
/** The rows of a window: its hours, its merchant days for a table kept by day, or its periods for one kept by period. */
const spanOf = (g: Pick<Grouped, 'days' | 'periods'>, w: Window) =>
  g.periods
    ? sql`merchant_id = ${w.merchantId} AND (${periodList(g.periods)})`
    : g.days
      ? sql`merchant_id = ${w.merchantId} AND day BETWEEN ${g.days.from}::date AND ${g.days.to}::date`
      : sql`merchant_id = ${w.merchantId} AND hour >= ${w.start.toISOString()} AND hour < ${w.end.toISOString()}`;
export type SumRow = { key: string; total?: string } & Record<string, string>;

/** Each sum as text, named `<prefix><name>` (a ranking's totals read `all.<name>`). */
export const sumList = (sums: Record<string, string>, prefix = '') =>
  sql.raw(
    Object.entries(sums)
      .map(([name, expr]) => `coalesce(sum(${expr}), 0)::text AS "${prefix}${name}"`)
      .join(', '),
  );
/** The sums over every group (window sums over the grouped rows, before the page is cut), as `all.<name>`. */
const allList = (sums: Record<string, string>) =>
  sql.raw(
    Object.entries(sums)
      .map(([name, expr]) => `coalesce(sum(sum(${expr})) OVER (), 0)::text AS "all.${name}"`)
      .join(', '),
  );

/** Day of an hour's row in the report's zone. */
export const dayKey = (tz: string) => sql`((hour AT TIME ZONE ${tz})::date)::text`;

/** The reads of the reports: sums of the hourly aggregates over a range, grouped or as totals (decision 028). */
export const createReportsRead = (db: Db) => ({
  merchantById: async (id: number) =>
    rowsOf<{ id: number; time_zone: string; currency_code: string }>(
      await db.execute(sql`SELECT id, time_zone, currency_code FROM merchants WHERE id = ${id}`),
    )[0] ?? null,

  /**
   * Grouped sums, paged when `limit` is given; every row also carries `total` (the groups in all pages) and `all.<sum>`
   * (the sums over all of them), so the totals cost no second read.
   */
  grouped: async (g: Grouped, w: Window, o: { byDay: boolean; limit?: number; offset?: number; large?: boolean }) => {
    const read = (x: Db) =>
      x.execute(sql`SELECT (${o.byDay ? (g.days ? sql`day` : dayKey(w.tz)) : sql.raw(g.key)})::text AS key, ${sumList(g.sums)}, ${allList(g.sums)},
            count(*) OVER ()::text AS total
          FROM ${sql.raw(g.table)} WHERE ${spanOf(g, w)}
          GROUP BY ${o.byDay ? sql`1` : sql.raw(g.key)} ORDER BY ${sql.raw(g.order)}
          ${o.limit === undefined ? sql`` : sql`LIMIT ${o.limit} OFFSET ${o.offset ?? 0}`}`);
    // A few hundred rows (a range of days or periods) are one statement: the transaction below costs three round trips more.
    if (!o.large) return rowsOf<SumRow>(await read(db));
    // A range of a busy merchant groups a few hundred thousand rows (players, agents, hours): room to hash them in
    // memory, and no JIT compilation, which costs more than it saves on reads of this size.
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`);
      return rowsOf<SumRow>(await read(tx));
    });
  },

  /**
   * A page of a period's players' ranking (report_member_periods by its rank index), each row carrying what `grouped`
   * carries: `total` (the period's members) and `all.<sum>` (its totals), read from the period's totals row.
   */
  memberPeriod: async (merchantId: number, p: { kind: number; start: string }, page: { limit?: number; offset?: number }) =>
    rowsOf<SumRow>(
      await db.execute(sql`SELECT r.member_id::text AS key, r.bets::text AS bets, r.stake::text AS stake, r.payout::text AS payout,
          (r.stake - r.payout)::text AS ggr, r.deposits::text AS deposits, r.withdrawals::text AS withdrawals, r.bonus::text AS bonus,
          t.members::text AS total, t.bets::text AS "all.bets", t.stake::text AS "all.stake", t.payout::text AS "all.payout",
          (t.stake - t.payout)::text AS "all.ggr", t.deposits::text AS "all.deposits", t.withdrawals::text AS "all.withdrawals",
          t.bonus::text AS "all.bonus"
        FROM report_member_periods r
        JOIN report_member_period_totals t ON t.merchant_id = r.merchant_id AND t.kind = r.kind AND t.period_start = r.period_start
        WHERE r.merchant_id = ${merchantId} AND r.kind = ${p.kind} AND r.period_start = ${p.start}::date
        ORDER BY (r.stake - r.payout) DESC, r.member_id
        ${page.limit === undefined ? sql`` : sql`LIMIT ${page.limit} OFFSET ${page.offset ?? 0}`}`),
    ),

  /** The players' totals over the merchant's days `from`..`to`: the days' totals rows added up (any range, one per day). */
  memberDayTotals: async (merchantId: number, from: string, to: string) =>
    rowsOf<Record<string, string>>(
      await db.execute(sql`SELECT coalesce(sum(bets), 0)::text AS bets, coalesce(sum(stake), 0)::text AS stake,
          coalesce(sum(payout), 0)::text AS payout, coalesce(sum(stake - payout), 0)::text AS ggr,
          coalesce(sum(deposits), 0)::text AS deposits, coalesce(sum(withdrawals), 0)::text AS withdrawals,
          coalesce(sum(bonus), 0)::text AS bonus
        FROM report_member_period_totals
        WHERE merchant_id = ${merchantId} AND kind = 1 AND period_start BETWEEN ${from}::date AND ${to}::date`),
    )[0] ?? {},

  totals: async (g: Pick<Grouped, 'table' | 'sums' | 'days' | 'periods'>, w: Window) =>
    rowsOf<Record<string, string>>(await db.execute(sql`SELECT ${sumList(g.sums)} FROM ${sql.raw(g.table)} WHERE ${spanOf(g, w)}`))[0] ??
    {},

  /** Cohorts registered on the days `from`..`to` (the merchant's days) and their retained counts by offset. */
  retention: async (merchantId: number, from: string, to: string) =>
    rowsOf<{ key: string; offset: number; players: string }>(
      await db.execute(sql`SELECT cohort_day::text AS key, "offset", players::text AS players FROM report_retention
        WHERE merchant_id = ${merchantId} AND cohort_day BETWEEN ${from}::date AND ${to}::date AND "offset" IN (0, 1, 7, 14, 30)
        ORDER BY 1, 2`),
    ),

  accounts: async (merchantId: number, ids: number[]) =>
    ids.length === 0
      ? new Map<string, string>()
      : new Map(
          rowsOf<{ id: string; account: string }>(
            await db.execute(
              sql`SELECT id::text AS id, account FROM members WHERE merchant_id = ${merchantId} AND id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
            ),
          ).map((r) => [r.id, r.account]),
        ),
  memberByAccount: async (merchantId: number, account: string) =>
    rowsOf<{ id: string }>(
      await db.execute(sql`SELECT id::text AS id FROM members WHERE merchant_id = ${merchantId} AND account = ${account}`),
    )[0]?.id ?? null,
  gameNames: async (merchantId: number, codes: string[]) =>
    codes.length === 0
      ? new Map<string, string>()
      : new Map(
          rowsOf<{ game_code: string; name: string }>(
            await db.execute(sql`SELECT DISTINCT ON (game_code) game_code, coalesce(display_name->>'EN', game_name) AS name FROM games
              WHERE merchant_id = ${merchantId} AND game_code = ANY(${`{${codes.map((c) => JSON.stringify(c)).join(',')}}`}::text[])
              ORDER BY game_code, id`),
          ).map((r) => [r.game_code, r.name]),
        ),
  /** Every promotion's title of the merchant, by id (EN, else its code). */
  promotionTitles: async (merchantId: number) =>
    new Map(
      rowsOf<{ id: string; title: string }>(
        await db.execute(
          sql`SELECT id::text AS id, coalesce(title->>'EN', code) AS title FROM promotions WHERE merchant_id = ${merchantId}`,
        ),
      ).map((r) => [r.id, r.title]),
    ),
});
export type ReportsRead = ReturnType<typeof createReportsRead>;
