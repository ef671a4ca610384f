import {
  type ReconciliationColumn,
  type ReconciliationDay,
  type ReconciliationValue,
  dayInZone,
  reconciliationColumnKeys,
  reconciliationMaxDays,
} from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { addDays, dayStart } from '../reports';
import { type FlowRow, type OpenEdge, createReconciliationRepo } from './reconciliation.repo';

type Ask = { from?: string; to?: string; tz?: string };
const DEFAULT_DAYS = 7;
const FLOW_COLUMNS = ['rounds', 'bets', 'stake', 'wins', 'payout', 'rollbacks', 'refunded', 'credits', 'credited'] as const;

/** A real calendar date written YYYY-MM-DD. */
const isDay = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
const knownZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Per end i (1-based), how much started before it and how much ended before it: open = started − ended. */
const openAt = (edges: OpenEdge[], n: number) => {
  const before = (k: OpenEdge['k'], i: number, f: (e: OpenEdge) => bigint) =>
    edges.filter((e) => e.k === k && e.b <= i - 1).reduce((s, e) => s + f(e), 0n);
  const count = (e: OpenEdge) => BigInt(e.n);
  const amount = (e: OpenEdge) => BigInt(e.m);
  return Array.from({ length: n }, (_, j) => ({
    openRounds: before('ra', j + 1, count) - before('rz', j + 1, count),
    openStake: before('ba', j + 1, amount) - before('bz', j + 1, amount),
  }));
};

const dayOf = (day: string, f: FlowRow | undefined, open: { openRounds: bigint; openStake: bigint }): ReconciliationDay => {
  const v = (k: (typeof FLOW_COLUMNS)[number]) => BigInt(f?.[k] ?? '0');
  const net = v('stake') - v('payout') - v('refunded') - v('credited');
  return {
    day,
    ...(Object.fromEntries(FLOW_COLUMNS.map((k) => [k, v(k).toString()])) as Record<(typeof FLOW_COLUMNS)[number], string>),
    net: net.toString(),
    openRounds: open.openRounds.toString(),
    openStake: open.openStake.toString(),
  };
};

/**
 * A vendor's reconciliation per day (issue 34): what a finance team compares with the vendor's statement, read from
 * the seamless journal of the vendor's calls (whatever path they came by: a protocol, the studio, the gateway). Days
 * are counted in the merchant's zone unless the caller names another.
 */
export const createVendorReconciliation = (deps: { db: Db; now?: () => Date }) => {
  const repo = createReconciliationRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  /** The checked range: its days oldest first, the zone, today there, and the merchant's currency. */
  const rangeOf = async (merchantId: number, vendor: string, ask: Ask) => {
    const m = await repo.merchant(merchantId);
    if (!m) throw new AppError('resource.not_found');
    if (!(await repo.knowsVendor(merchantId, vendor))) throw new AppError('game.vendor_unknown');
    const tz = ask.tz ?? m.tz;
    if (!knownZone(tz)) throw new AppError('vendors.range_invalid');
    const today = dayInZone(tz, now());
    if ((ask.from === undefined) !== (ask.to === undefined)) throw new AppError('vendors.range_invalid');
    const to = ask.to ?? today;
    const from = ask.from ?? addDays(today, 1 - DEFAULT_DAYS);
    if (!isDay(from) || !isDay(to) || from > to || to > today) throw new AppError('vendors.range_invalid');
    const n = dayCount(from, to);
    if (n > reconciliationMaxDays) throw new AppError('vendors.range_invalid');
    return { tz, today, from, to, currency: m.currency, days: Array.from({ length: n }, (_, i) => addDays(from, i)) };
  };

  /** The figures of some consecutive days of the range. */
  const figures = async (merchantId: number, vendor: string, tz: string, days: string[]): Promise<ReconciliationDay[]> => {
    if (days.length === 0) return [];
    const starts = days.map((d) => dayStart(d, tz));
    const ends = [...starts.slice(1), dayStart(addDays(days[days.length - 1]!, 1), tz)];
    const [flows, edges] = await Promise.all([
      repo.flows(merchantId, vendor, starts, ends[ends.length - 1]!),
      repo.openEdges(merchantId, vendor, ends),
    ]);
    const open = openAt(edges, days.length);
    return days.map((d, i) =>
      dayOf(
        d,
        flows.find((f) => f.d === i + 1),
        open[i]!,
      ),
    );
  };

  return {
    report: async (merchantId: number, vendor: string, ask: Ask & { page: number; pageSize: number }): Promise<ReconciliationValue> => {
      const r = await rangeOf(merchantId, vendor, ask);
      const n = r.days.length;
      const page = r.days.slice((ask.page - 1) * ask.pageSize, ask.page * ask.pageSize);
      const next = addDays(r.to, 1);
      return {
        vendor,
        currency: r.currency,
        tz: r.tz,
        today: r.today,
        from: r.from,
        to: r.to,
        totalDays: n,
        page: ask.page,
        pageSize: ask.pageSize,
        days: await figures(merchantId, vendor, r.tz, page),
        previous: { from: addDays(r.from, -n), to: addDays(r.from, -1) },
        next: next > r.today ? null : { from: next, to: addDays(r.to, n) },
      };
    },

    /** The whole range as CSV: a header, a line a day, and the flows' totals (open figures are not summed). */
    csv: async (merchantId: number, vendor: string, ask: Required<Pick<Ask, 'from' | 'to'>> & Ask) => {
      const r = await rangeOf(merchantId, vendor, ask);
      const days = await figures(merchantId, vendor, r.tz, r.days);
      const total = (k: ReconciliationColumn) =>
        k === 'openRounds' || k === 'openStake' ? '' : days.reduce((s, d) => s + BigInt(d[k]), 0n).toString();
      const lines = [
        ['day', ...reconciliationColumnKeys].join(','),
        ...days.map((d) => [d.day, ...reconciliationColumnKeys.map((k) => d[k])].join(',')),
        ['TOTAL', ...reconciliationColumnKeys.map(total)].join(','),
      ];
      return { text: `${lines.join('\r\n')}\r\n`, days: days.length, tz: r.tz, currency: r.currency };
    },
  };
};
export type VendorReconciliation = ReturnType<typeof createVendorReconciliation>;
