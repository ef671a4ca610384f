import type { ReportView } from './report-params';

/** Query keys of the reports: a merchant's reports under one prefix, each view and each drill-down by what it asks. */
export const reportKeys = {
  all: (merchant: string) => ['reports', merchant] as const,
  view: (merchant: string, v: ReportView) =>
    ['reports', merchant, v.report, v.range.from, v.range.to, v.tz ?? '', v.groupBy ?? '', v.page] as const,
  rows: (merchant: string, v: ReportView, key: string, page: number) =>
    ['reports', merchant, v.report, v.range.from, v.range.to, v.tz ?? '', v.groupBy ?? '', 'rows', key, page] as const,
};
