import { fillPath, type ReportGrouping, type ReportKind, reportGroupingsOf, reportKinds, reportsOpsApi } from '@wl/contracts';
import { type DayRange, presetRange, validRange } from './report-range';

/**
 * The report on screen, kept in the address so a link or a reload shows the same one:
 * `?report=ggr&from=2026-03-01&to=2026-03-07&tz=UTC&group=vendor&page=2`. Anything missing or wrong falls back to
 * GGR by day over the last seven days in the merchant's zone, page 1.
 */
export type ReportView = {
  report: ReportKind;
  range: DayRange;
  /** The zone asked for; null = the merchant's. */
  tz: string | null;
  groupBy: ReportGrouping | null;
  page: number;
};

/** Rows per page of the paged reports and of a drill-down. */
export const REPORT_PAGE_SIZE = 50;
export const DETAIL_PAGE_SIZE = 20;

/** The zones staff can pick beside the merchant's own (a whole number of hours from UTC, as the server asks). */
export const OTHER_ZONES = ['UTC'] as const;

const isKind = (v: string | null): v is ReportKind => (reportKinds as readonly string[]).includes(v ?? '');

export const viewFromParams = (params: URLSearchParams, today: string): ReportView => {
  const report = isKind(params.get('report')) ? (params.get('report') as ReportKind) : 'ggr';
  const groupings = reportGroupingsOf[report];
  const asked = params.get('group');
  const groupBy = groupings.find((g) => g === asked) ?? groupings[0] ?? null;
  const range = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const page = Number(params.get('page'));
  const tz = params.get('tz');
  return {
    report,
    range: validRange(range, today) ? range : presetRange('last7', today),
    // Retention's cohorts are the merchant's own days: it has no other zone.
    tz: report !== 'retention' && tz && (OTHER_ZONES as readonly string[]).includes(tz) ? tz : null,
    groupBy,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
};

/** The address of a view (defaults left out, so the plain page is `/reports`). */
export const paramsOfView = (v: ReportView, today: string): Record<string, string> => {
  const out: Record<string, string> = {};
  if (v.report !== 'ggr') out.report = v.report;
  const last7 = presetRange('last7', today);
  if (v.range.from !== last7.from || v.range.to !== last7.to) {
    out.from = v.range.from;
    out.to = v.range.to;
  }
  if (v.tz) out.tz = v.tz;
  if (v.groupBy && v.groupBy !== reportGroupingsOf[v.report][0]) out.group = v.groupBy;
  if (v.page > 1) out.page = String(v.page);
  return out;
};

/** The report's call: its range, zone and grouping (the first grouping is the server's default, sent all the same). */
export const reportQueryOf = (v: ReportView) => ({
  from: v.range.from,
  to: v.range.to,
  ...(v.tz ? { tz: v.tz } : {}),
  ...(v.groupBy ? { groupBy: v.groupBy } : {}),
});

/** Reports whose rows come in pages (the others answer every row at once). */
export const isPaged = (v: Pick<ReportView, 'report' | 'groupBy'>): boolean =>
  v.report === 'players' || v.report === 'agents' || v.report === 'promotions' || (v.report === 'ggr' && v.groupBy === 'game');

/** The export's address: the report's range, zone and grouping (every row, no paging) and the reason for the record. */
export const reportExportUrl = (merchant: string, view: ReportView, reason: string) => {
  const q = new URLSearchParams({ ...reportQueryOf(view), reason: reason.trim() });
  return `${fillPath(reportsOpsApi.export.path, { code: merchant, report: view.report })}?${q.toString()}`;
};
