import {
  type ReportGrouping,
  type ReportKind,
  type ReportRow,
  type ReportValue,
  dayInZone,
  reportColumnsOf,
  reportGroupingsOf,
} from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { costSums, groupedOf, isPaged } from './report-defs';
import { type ReportRange, nextOf, periodOf, periodsOf, previousOf, reportRange } from './range';
import { createMemberRanking } from './member-ranking.repo';
import { createMemberWindows } from './member-windows.repo';
import { type Grouped, type SumRow, createReportsRead } from './reports-read.repo';

export type ReportAsk = {
  report: ReportKind;
  from: string;
  to: string;
  tz?: string;
  groupBy?: ReportGrouping;
  page: number;
  pageSize: number;
};
const sumText = (rows: Record<string, string | undefined>[], k: string) => rows.reduce((s, r) => s + BigInt(r[k] ?? '0'), 0n).toString();
const zeroOf = (report: ReportKind) => Object.fromEntries(Object.keys(reportColumnsOf[report]).map((k) => [k, '0']));
const retentionOffsets = { cohort: 0, d1: 1, d7: 7, d14: 14, d30: 30 } as const;

/**
 * Tables kept by the merchant's day as well as by hour: a range of the merchant's own days reads the day rows. GGR's
 * day rows have no game (by day, vendor, category and every total); GGR by game reads the game's standard periods.
 */
const dayTables: Record<string, string> = {
  report_agent_hours: 'report_agent_days',
  report_game_hours: 'report_ggr_days',
  report_cost_hours: 'report_cost_days',
};
const byMerchantDays = (g: Grouped, range: ReportRange, merchantTz: string, byGame?: { today: string }): Grouped => {
  if (range.tz !== merchantTz) return g;
  if (g.table === 'report_game_hours' && byGame) {
    const periods = periodsOf(range, merchantTz, byGame.today);
    return periods ? { ...g, table: 'report_game_periods', periods } : g;
  }
  const table = dayTables[g.table];
  return table ? { ...g, table, days: { from: range.from, to: range.to } } : g;
};

/** The reports (decision 028): every figure a sum of the hourly aggregates; nothing scans the raw tables. */
export const createReportsService = (deps: { db: Db; now: () => Date }) => {
  const read = createReportsRead(deps.db);
  const ranking = createMemberRanking(deps.db);
  const windows = createMemberWindows(deps.db);

  const groupingOf = (report: ReportKind, by?: ReportGrouping) => {
    const offered = reportGroupingsOf[report];
    if (by === undefined) return offered[0] ?? null;
    if (!offered.includes(by)) throw new AppError('reports.grouping_invalid');
    return by;
  };

  /** The values of a report over a range as rows (all pages when `page` is null) and its totals. */
  const figures = async (
    merchantId: number,
    report: ReportKind,
    by: ReportGrouping | null,
    range: ReportRange,
    page: { limit: number; offset: number } | null,
    merchantTz: string,
  ) => {
    const w = { merchantId, start: range.start, end: range.end, tz: range.tz };
    const zero = zeroOf(report);
    if (report === 'retention') {
      const byDay = new Map<string, Record<string, string>>();
      for (const r of await read.retention(merchantId, range.from, range.to)) {
        const row = byDay.get(r.key) ?? { ...zero };
        for (const [name, off] of Object.entries(retentionOffsets)) if (off === Number(r.offset)) row[name] = r.players;
        byDay.set(r.key, row);
      }
      const rows = range.days.map((d) => ({ key: d, label: d, values: byDay.get(d) ?? { ...zero } }));
      return { rows, totals: await totalsOf(merchantId, report, by, range, merchantTz), total: rows.length };
    }
    const today = dayInZone(merchantTz, deps.now());
    const g = byMerchantDays(groupedOf(report, by), range, merchantTz, report === 'ggr' && by === 'game' ? { today } : undefined);
    const byDay = by === 'day' || report === 'ftd';
    const paged = isPaged(report, by) && page !== null;
    // The players' ranking of a standard period is kept ranked (a page by its index); any other range of the merchant's
    // days adds up the rows of the periods it is made of (a rolling 30 days: a month and a day); another zone groups the hours.
    // A rolling 7 or 30 days up to today is a window kept as a period of its own (member-windows.repo.ts) once built.
    const period =
      report === 'players'
        ? (periodOf(range, merchantTz, today) ??
          (range.tz === merchantTz && range.to === today ? await windows.windowOf(merchantId, range.from, range.to) : null))
        : null;
    const periods = report === 'players' && !period ? periodsOf(range, merchantTz, today) : null;
    const large = report === 'players' || report === 'agents' || g.table === 'report_game_hours';
    // NGR's bonus cost and rebates (by day, or their totals) are read beside the play: no order between the reads.
    const costSpan = byMerchantDays({ ...costSums, key: '', order: '1' }, range, merchantTz);
    // The promotions' titles are read beside the sums (a merchant's promotions are a few hundred rows at most): no
    // round trip after them.
    const [raw, costDays, costTotals, titles] = await Promise.all([
      period
        ? read.memberPeriod(merchantId, period, paged ? page : {})
        : periods
          ? ranking.page(merchantId, periods, paged ? page : {}).then((r) => r.rows)
          : read.grouped(g, w, { byDay, large, ...(paged ? page : {}) }),
      report === 'ggr' && byDay ? read.grouped(costSpan, w, { byDay: true }) : null,
      report === 'ggr' && !byDay ? read.totals(costSpan, w) : null,
      report === 'promotions' ? read.promotionTitles(merchantId) : null,
    ]);
    const cost = costDays ? { bonus: sumText(costDays, 'bonus'), rebate: sumText(costDays, 'rebate') } : (costTotals ?? undefined);
    const totals = await totalsOf(merchantId, report, by, range, merchantTz, raw[0], cost);
    const values = (r: SumRow) => {
      const v: Record<string, string> = { ...zero };
      for (const k of Object.keys(zero)) if (r[k] !== undefined) v[k] = r[k] as string;
      return v;
    };
    let rows: ReportRow[] = raw.map((r) => ({ key: r.key, label: r.key, values: values(r) }));
    let total = Number(raw[0]?.total ?? 0);
    if (report === 'ggr') {
      // NGR: bonus cost and rebates are attributed by day; the totals carry them whatever the grouping.
      if (costDays) {
        const costs = new Map(costDays.map((c) => [c.key, c]));
        for (const r of rows) {
          const c = costs.get(r.key);
          r.values.bonus = c?.bonus ?? '0';
          r.values.rebate = c?.rebate ?? '0';
        }
        // Days with costs and no play still count.
        for (const [day, c] of costs)
          if (!rows.some((r) => r.key === day))
            rows.push({ key: day, label: day, values: { ...zero, bonus: c.bonus ?? '0', rebate: c.rebate ?? '0' } });
        for (const r of rows)
          r.values.ngr = (BigInt(r.values.ggr ?? '0') - BigInt(r.values.bonus ?? '0') - BigInt(r.values.rebate ?? '0')).toString();
      }
    }
    if (byDay) {
      // Every day of the range, in order, empty days as zeros.
      const have = new Map(rows.map((r) => [r.key, r]));
      rows = range.days.map((d) => have.get(d) ?? { key: d, label: d, values: { ...zero } });
      total = rows.length;
    } else if (!paged) total = rows.length;
    return { rows: await labelled(merchantId, report, by, rows, titles), totals, total };
  };

  /** A report's sums over the whole range (no grouping): the totals line, and the previous period's. */
  const totalsOf = async (
    merchantId: number,
    report: ReportKind,
    by: ReportGrouping | null,
    range: ReportRange,
    merchantTz: string,
    grouped?: SumRow,
    /** NGR's bonus cost and rebates over the range when the caller read them already. */
    costRead?: Record<string, string>,
  ) => {
    const zero = zeroOf(report);
    const w = { merchantId, start: range.start, end: range.end, tz: range.tz };
    if (report === 'retention') {
      const totals = { ...zero };
      for (const r of await read.retention(merchantId, range.from, range.to))
        for (const [name, off] of Object.entries(retentionOffsets))
          if (off === Number(r.offset)) totals[name] = (BigInt(totals[name] ?? '0') + BigInt(r.players)).toString();
      return totals;
    }
    const g = byMerchantDays(groupedOf(report, by), range, merchantTz);
    // The grouped read's window sums when it found rows; a read of the totals alone otherwise.
    // The players' totals over the merchant's own days are its days' totals added up (one row a day).
    const costSpan = byMerchantDays({ ...costSums, key: '', order: '1' }, range, merchantTz);
    const [base, cost] = await Promise.all([
      grouped
        ? Object.fromEntries(Object.keys(g.sums).map((k) => [k, grouped[`all.${k}`] ?? '0']))
        : report === 'players' && range.tz === merchantTz
          ? read.memberDayTotals(merchantId, range.from, range.to)
          : read.totals(g, w),
      // NGR: bonus cost and rebates are attributed by day; the totals carry them whatever the grouping.
      report === 'ggr' ? (costRead ?? read.totals(costSpan, w)) : null,
    ]);
    const totals: Record<string, string> = { ...zero, ...base };
    if (cost) {
      totals.bonus = cost.bonus ?? '0';
      totals.rebate = cost.rebate ?? '0';
      totals.ngr = (BigInt(totals.ggr ?? '0') - BigInt(totals.bonus) - BigInt(totals.rebate)).toString();
    }
    return totals;
  };

  const labelled = async (
    merchantId: number,
    report: ReportKind,
    by: ReportGrouping | null,
    rows: ReportRow[],
    /** The merchant's promotions' titles by id, read beside the sums. */
    titles: Map<string, string> | null,
  ) => {
    let names = new Map<string, string>();
    if (report === 'players' || report === 'agents')
      names = await read.accounts(
        merchantId,
        rows.map((r) => Number(r.key)),
      );
    if (report === 'ggr' && by === 'game')
      names = await read.gameNames(
        merchantId,
        rows.map((r) => r.key),
      );
    if (report === 'promotions' && titles)
      names = new Map(rows.map((r) => [r.key, titles.get(r.key.split(':')[1] ?? '') ?? (r.key.split(':')[0] as string)]));
    return rows.map((r) => ({ ...r, label: names.get(r.key) ?? r.label }));
  };

  /** The merchant's zone and currency: as the caller read them with the merchant, else read here. */
  type Merchant = { time_zone: string; currency_code: string };
  const scopeOf = async (merchantId: number, ask: Omit<ReportAsk, 'page' | 'pageSize'>, known?: Merchant) => {
    const m = known ?? (await read.merchantById(merchantId));
    if (!m) throw new AppError('resource.not_found');
    // Retention's cohorts are the merchant's own days, fixed when the activity is counted.
    const tz = ask.report === 'retention' ? m.time_zone : (ask.tz ?? m.time_zone);
    return { m, by: groupingOf(ask.report, ask.groupBy), range: reportRange(ask.from, ask.to, tz) };
  };

  return {
    scopeOf,
    report: async (merchantId: number, ask: ReportAsk, known?: Merchant): Promise<ReportValue> => {
      const { m, by, range } = await scopeOf(merchantId, ask, known);
      const page = { limit: ask.pageSize, offset: (ask.page - 1) * ask.pageSize };
      const prev = previousOf(range);
      // The range's figures and the period before it are read at once (two connections, no order between them).
      const [now, before] = await Promise.all([
        figures(merchantId, ask.report, by, range, page, m.time_zone),
        totalsOf(merchantId, ask.report, by, prev, m.time_zone),
      ]);
      return {
        report: ask.report,
        groupBy: by,
        tz: range.tz,
        currency: m.currency_code,
        from: range.from,
        to: range.to,
        columns: Object.entries(reportColumnsOf[ask.report]).map(([key, kind]) => ({ key, kind })),
        rows: now.rows,
        total: now.total,
        page: ask.page,
        pageSize: ask.pageSize,
        totals: now.totals,
        previous: { from: prev.from, to: prev.to, totals: before },
        next: nextOf(range, dayInZone(range.tz, deps.now())),
      };
    },
    /** Every row (at most 100,000) and the totals, for the CSV export. */
    all: async (merchantId: number, ask: Omit<ReportAsk, 'page' | 'pageSize'>) => {
      const { m, by, range } = await scopeOf(merchantId, ask);
      const out = await figures(merchantId, ask.report, by, range, { limit: 100_000, offset: 0 }, m.time_zone);
      return { ...out, range, by };
    },
  };
};
export type ReportsService = ReturnType<typeof createReportsService>;
