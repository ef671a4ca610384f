import type { ReportColumn, ReportRow, ReportValue } from '@wl/contracts';

/** GGR's columns that are attributed by day only (the server sends "0" for them in the other groupings). */
const BY_DAY_ONLY = ['bonus', 'rebate', 'ngr'];

/**
 * The value columns a report's table shows: all of them, except GGR's bonus, rebates and NGR when grouped by
 * anything but the day (they hold no figures there; the totals above carry them).
 */
export const tableColumnsOf = (value: Pick<ReportValue, 'report' | 'groupBy' | 'columns'>): ReportColumn[] =>
  value.report === 'ggr' && value.groupBy !== 'day' ? value.columns.filter((c) => !BY_DAY_ONLY.includes(c.key)) : value.columns;

/**
 * What staff read for a row's key: its label, with its code beside it when the two differ for a vendor, category or
 * game (two games can share a name); a row with neither gets `unnamed`.
 */
export const rowNameOf = (row: Pick<ReportRow, 'key' | 'label'>, groupBy: ReportValue['groupBy'], unnamed: string) => {
  const name = row.label.trim() || row.key.trim() || unnamed;
  const code = groupBy === 'vendor' || groupBy === 'category' || groupBy === 'game' ? row.key.trim() : '';
  return { name, code: code && code !== name ? code : null };
};
