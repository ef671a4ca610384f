import type { ReportRowsValue } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { addDays, dayStart } from './range';
import { type DetailRow, type RowsWindow, createReportsRows } from './reports-rows.repo';
import type { ReportAsk, ReportsService } from './reports.service';

type Kind = 'count' | 'money' | 'text';
const bets: [string, Kind][] = [
  ['vendor', 'text'],
  ['category', 'text'],
  ['game', 'text'],
  ['round', 'text'],
  ['stake', 'money'],
  ['payout', 'money'],
  ['ggr', 'money'],
];

/** Drill-down (decision 028): the raw rows under one key of a report, over the same range and zone, a page at a time. */
export const createReportRows = (deps: { db: Db; reports: ReportsService }) => {
  const q = createReportsRows(deps.db);
  return async (merchantId: number, ask: ReportAsk & { key: string }): Promise<ReportRowsValue> => {
    const { by, range } = await deps.reports.scopeOf(merchantId, ask);
    const base: RowsWindow = { merchantId, start: range.start, end: range.end, limit: ask.pageSize, offset: (ask.page - 1) * ask.pageSize };
    const key = ask.key;
    // A day key narrows the window to that day of the range.
    const dayWindow = (): RowsWindow => {
      if (!range.days.includes(key)) throw new AppError('reports.range_invalid');
      return { ...base, start: dayStart(key, range.tz), end: dayStart(addDays(key, 1), range.tz) };
    };
    let columns: [string, Kind][];
    let rows: DetailRow[];
    switch (ask.report) {
      case 'ggr':
        columns = bets;
        rows =
          by === 'day'
            ? await q.bets(dayWindow(), {})
            : await q.bets(base, by === 'vendor' ? { vendor: key } : by === 'category' ? { category: key } : { game: key });
        break;
      case 'players':
        columns = bets;
        rows = await q.bets(base, { memberId: /^\d+$/.test(key) ? key : '0' });
        break;
      case 'payments':
        columns = [
          ['kind', 'text'],
          ['method', 'text'],
          ['amount', 'money'],
        ];
        rows = by === 'day' ? await q.payments(dayWindow()) : await q.payments(base, key);
        break;
      case 'ftd':
        columns = [
          ['amount', 'money'],
          ['registeredDay', 'text'],
        ];
        rows = await q.firstDeposits(dayWindow());
        break;
      case 'retention':
        columns = [
          ['registeredDay', 'text'],
          ['lastBetDay', 'text'],
          ['firstDeposit', 'money'],
        ];
        if (!range.days.includes(key)) throw new AppError('reports.range_invalid');
        rows = await q.cohort(base, key);
        break;
      case 'agents':
        columns = [
          ['stake', 'money'],
          ['payout', 'money'],
          ['ggr', 'money'],
          ['deposits', 'money'],
          ['withdrawals', 'money'],
        ];
        rows = await q.agentPlayers(base, /^\d+$/.test(key) ? key : '0');
        break;
      case 'promotions': {
        const [source = '', id = '0'] = key.split(':');
        if (source === 'REBATE') {
          columns = [
            ['category', 'text'],
            ['validBet', 'money'],
            ['amount', 'money'],
            ['mode', 'text'],
          ];
          rows = await q.rebates(base);
        } else {
          columns = [
            ['source', 'text'],
            ['amount', 'money'],
            ['forfeited', 'money'],
            ['status', 'text'],
          ];
          rows = await q.grants(base, source, /^\d+$/.test(id) ? Number(id) : -1);
        }
        break;
      }
    }
    return {
      report: ask.report,
      key,
      tz: range.tz,
      columns: columns.map(([k, kind]) => ({ key: k, kind })),
      rows: rows.map((r) => ({
        id: r.id,
        at: new Date(r.at as string).toISOString(),
        account: r.account,
        fields: Object.fromEntries(columns.map(([k]) => [k, String(r[k] ?? '')])),
      })),
      total: Number(rows[0]?.total ?? 0),
      page: ask.page,
      pageSize: ask.pageSize,
    };
  };
};
