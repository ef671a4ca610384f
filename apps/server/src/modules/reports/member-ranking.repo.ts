import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { playerSums } from './report-defs';
import { type SumRow, sumList } from './reports-read.repo';

/** A standard period of the merchant's zone (report_member_periods.kind, period_start). */
export type Period = { kind: number; start: string };
/** The players' sums a ranking row carries (the players' report's: report_member_periods' columns). */
const memberSums = Object.keys(playerSums);
/** The first depth read of each period's ranking, as a multiple of the rows asked for (at least FIRST_DEPTH). */
const FIRST_DEPTH = 100;
/** Past this depth a ranking is read by grouping every member's rows (a merchant whose top players differ each day). */
const MAX_DEPTH = 20_000;

const periodValues = (periods: Period[]) =>
  sql.join(
    periods.map((p) => sql`(${p.kind}::int, ${p.start}::date)`),
    sql`, `,
  );
/**
 * Each period's rows (of the members in the array `members` when given), read per period by a lateral subquery so the
 * read uses the whole key (merchant, kind, period, and the members by ScalarArrayOp); OFFSET 0 keeps the planner from
 * flattening it into a join that scans every row of the periods and filters the members after.
 */
const periodRows = (merchantId: number, members?: SQL) =>
  sql`p CROSS JOIN LATERAL (SELECT r.* FROM report_member_periods r
    WHERE r.merchant_id = ${merchantId} AND r.kind = p.kind AND r.period_start = p.start
    ${members ? sql`AND r.member_id = ANY(${members})` : sql``} OFFSET 0) r`;
const sumColumns = (prefix: string) => sumList(playerSums, prefix);

/**
 * The players' ranking (by GGR, highest first, then member id) over a range made of several standard periods (a rolling
 * 7 days: six days and a week up to today), without grouping every member who played in them.
 *
 * Each period is kept ranked (report_member_periods_rank). A round reads the first `depth` rows of each period's
 * ranking; the members seen there are the candidates, and their sums over all the periods are read by key. A member
 * seen in no list has, in each period, at most that list's last value (or nothing, counted as 0, when the list held
 * every row of its period), so at most the sum of those bounds over the periods (the threshold algorithm). When the
 * `k`-th candidate's GGR is above that bound, no one unseen can rank in the first `k` and the page is exact; else the
 * next round reads four times deeper. Past MAX_DEPTH, when the bound is far above the page (more than four times its
 * last GGR: the next rounds would near it only slowly), or with no page (an export of every row), every member's rows
 * are grouped. The page's `total` (members who played in the range) and `all.<sum>` (the range's totals) are read beside it.
 */
export const createMemberRanking = (db: Db) => {
  /**
   * Every member's rows of the periods grouped: the ranking whatever the data, at the cost of reading them all. A page
   * ranks on GGR alone (one sum, not seven, over a few hundred thousand members), then reads its members' sums by key;
   * an export (no page) groups every sum.
   */
  const grouped = (merchantId: number, periods: Period[], page: { limit?: number; offset?: number }) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`);
      if (page.limit === undefined)
        return rowsOf<Record<string, string>>(
          await tx.execute(sql`WITH p(kind, start) AS (VALUES ${periodValues(periods)})
            SELECT r.member_id::text AS key, ${sumColumns('')} FROM ${periodRows(merchantId)}
            GROUP BY r.member_id ORDER BY sum(r.stake - r.payout) DESC, r.member_id`),
        );
      const each = sql.join(
        periods.map(
          (p) => sql`SELECT member_id, stake - payout AS g FROM report_member_periods
            WHERE merchant_id = ${merchantId} AND kind = ${p.kind} AND period_start = ${p.start}::date`,
        ),
        sql` UNION ALL `,
      );
      const ids = rowsOf<{ id: string }>(
        await tx.execute(sql`SELECT member_id::text AS id FROM (${each}) u
          GROUP BY member_id ORDER BY sum(g) DESC, member_id LIMIT ${page.limit} OFFSET ${page.offset ?? 0}`),
      ).map((r) => r.id);
      if (ids.length === 0) return [];
      return rowsOf<Record<string, string>>(
        await tx.execute(sql`WITH p(kind, start) AS (VALUES ${periodValues(periods)})
          SELECT r.member_id::text AS key, ${sumColumns('')}
          FROM (SELECT ${`{${ids.join(',')}}`}::bigint[] AS ids) c CROSS JOIN ${periodRows(merchantId, sql`c.ids`)}
          GROUP BY r.member_id ORDER BY sum(r.stake - r.payout) DESC, r.member_id`),
      );
    });

  /** One round: the first `k` candidates by their sums over the periods, the threshold, and whether every list ran out. */
  const round = async (merchantId: number, periods: Period[], depth: number, k: number) => {
    const lists: SQL = sql`SELECT p.kind, p.start, x.member_id, x.ggr FROM p CROSS JOIN LATERAL (
        SELECT r.member_id, r.stake - r.payout AS ggr FROM report_member_periods r
        WHERE r.merchant_id = ${merchantId} AND r.kind = p.kind AND r.period_start = p.start
        ORDER BY r.stake - r.payout DESC, r.member_id LIMIT ${depth}) x`;
    const rows = rowsOf<Record<string, string> & { key: string; threshold: string | null; exhausted: boolean | null }>(
      await db.execute(sql`WITH p(kind, start) AS (VALUES ${periodValues(periods)}),
        lists AS (${lists}),
        heads AS (SELECT kind, start, count(*) AS n, min(ggr) AS last FROM lists GROUP BY 1, 2),
        bound AS (SELECT coalesce(sum(CASE WHEN n < ${depth} THEN 0 ELSE greatest(last, 0) END), 0)::text AS threshold,
            coalesce(bool_and(n < ${depth}), true) AS exhausted FROM heads),
        ranked AS (
          SELECT r.member_id::text AS key, ${sumColumns('')}, sum(r.stake - r.payout) AS rank_ggr
          FROM (SELECT array_agg(DISTINCT member_id) AS ids FROM lists) c CROSS JOIN ${periodRows(merchantId, sql`c.ids`)}
          GROUP BY r.member_id ORDER BY sum(r.stake - r.payout) DESC, r.member_id LIMIT ${k})
        SELECT ranked.*, bound.threshold, bound.exhausted FROM bound LEFT JOIN ranked ON true
        ORDER BY ranked.rank_ggr DESC, ranked.key::bigint`),
    );
    const head = rows[0];
    const ranked = head?.key == null ? [] : rows;
    const exhausted = head?.exhausted !== false;
    const last = ranked[k - 1];
    const threshold = BigInt(head?.threshold ?? '0');
    const kth = last === undefined ? null : BigInt(last.ggr ?? '0');
    const exact = exhausted || (kth !== null && kth > threshold);
    // Hopeless: the bound is more than four times the page's last GGR (or that is not above zero), as when each member
    // plays one day of the seven and every day's leaders are alike; deeper rounds would near the bound only slowly.
    const hopeless = !exact && (kth === null || kth <= 0n || threshold > 4n * kth);
    return { ranked, exact, hopeless };
  };

  /** How many members played in the periods, and the periods' totals (report_member_period_totals). */
  const summary = async (merchantId: number, periods: Period[]) => {
    const [members, totals] = await Promise.all([
      db.execute(sql`WITH p(kind, start) AS (VALUES ${periodValues(periods)})
        SELECT count(DISTINCT r.member_id)::text AS total FROM ${periodRows(merchantId)}`),
      db.execute(sql`WITH p(kind, start) AS (VALUES ${periodValues(periods)})
        SELECT ${sumColumns('all.')} FROM report_member_period_totals t JOIN p ON t.kind = p.kind AND t.period_start = p.start
        WHERE t.merchant_id = ${merchantId}`),
    ]);
    return { total: rowsOf<{ total: string }>(members)[0]?.total ?? '0', all: rowsOf<Record<string, string>>(totals)[0] ?? {} };
  };

  return {
    /**
     * A page of the ranking over `periods`, each row with `total` and `all.<sum>` as the grouped reads carry them;
     * `rounds` is how many rounds of the threshold algorithm it read, and `grouped` whether it then grouped every member.
     */
    page: async (merchantId: number, periods: Period[], page: { limit?: number; offset?: number }) => {
      if (periods.length === 0) return { rows: [] as SumRow[], rounds: 0, grouped: false };
      const sums = summary(merchantId, periods);
      // Awaited below; a round that fails first must not leave its rejection unhandled.
      sums.catch(() => undefined);
      let rounds = 0;
      const withSums = async (rows: Record<string, string>[], all: boolean) => {
        const { total, all: totals } = await sums;
        return {
          rows: rows.map((x) => {
            const row: SumRow = { key: x.key as string, total, ...totals };
            for (const s of memberSums) row[s] = x[s] ?? '0';
            return row;
          }),
          rounds,
          grouped: all,
        };
      };
      const offset = page.offset ?? 0;
      if (page.limit !== undefined) {
        const k = offset + page.limit;
        for (let depth = Math.max(FIRST_DEPTH, 2 * k); depth <= MAX_DEPTH; depth *= 4) {
          rounds++;
          const r = await round(merchantId, periods, depth, k);
          if (r.exact) return withSums(r.ranked.slice(offset), false);
          if (r.hopeless) break;
        }
      }
      return withSums(await grouped(merchantId, periods, page), true);
    },
  };
};
export type MemberRanking = ReturnType<typeof createMemberRanking>;
