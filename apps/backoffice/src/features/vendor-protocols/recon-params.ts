import { fillPath, type ReconciliationDay, type ReconciliationValue, reconciliationColumns, vendorProtocolsApi } from '@wl/contracts';

/** Days on one page of the reconciliation table (a month fits). */
export const RECON_PAGE_SIZE = 31;

export type DayRange = { from: string; to: string };
/** What the panel asks for: a range (null: the server's default, the last 7 days), a zone (null: the merchant's), a page. */
export type ReconView = { range: DayRange | null; tz: string | null; page: number };

export const reconQueryOf = (v: ReconView) => ({
  ...(v.range ? { from: v.range.from, to: v.range.to } : {}),
  ...(v.tz ? { tz: v.tz } : {}),
  page: v.page,
  pageSize: RECON_PAGE_SIZE,
});

const isDate = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

/** A date typed into the range: the new range when it still is one (real dates, in order, not after today), else null. */
export const typedRange = (current: DayRange, patch: Partial<DayRange>, today: string): DayRange | null => {
  const r = { from: patch.from ?? current.from, to: patch.to ?? current.to };
  return isDate(r.from) && isDate(r.to) && r.from <= r.to && r.to <= today ? r : null;
};

/** Whether the answer has days after its page. */
export const hasNextPage = (v: Pick<ReconciliationValue, 'page' | 'pageSize' | 'totalDays'>) => v.page * v.pageSize < v.totalDays;

/** The sums of a page's days (what went through; the open figures are a state at each day's end, never summed). */
export const totalsOf = (days: readonly ReconciliationDay[]) => {
  const keys = (Object.keys(reconciliationColumns) as (keyof typeof reconciliationColumns)[]).filter(
    (k) => k !== 'openRounds' && k !== 'openStake',
  );
  return Object.fromEntries(keys.map((k) => [k, days.reduce((s, d) => s + BigInt(d[k]), 0n).toString()])) as Record<
    Exclude<keyof typeof reconciliationColumns, 'openRounds' | 'openStake'>,
    string
  >;
};

/** The export's address: the answered range and zone (every day, no paging) and the reason for the audit record. */
export const reconExportUrl = (merchant: string, vendor: string, v: Pick<ReconciliationValue, 'from' | 'to' | 'tz'>, reason: string) => {
  const q = new URLSearchParams({ from: v.from, to: v.to, tz: v.tz, reason: reason.trim() });
  return `${fillPath(vendorProtocolsApi.reconciliationExport.path, { code: merchant, vassalage: vendor })}?${q.toString()}`;
};
