import { type ReportKind, reportColumnsOf } from '@wl/contracts';

/** A text cell quoted as RFC 4180 asks; one a spreadsheet would run as a formula gets a leading apostrophe. */
const textCell = (v: string) => {
  const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
/** Whole numbers (amounts in minor units, counts) go out as they are, signs included. */
const cell = (v: string) => (/^-?\d+$/.test(v) ? v : textCell(v));

/** A report as CSV: a header, a line per row, and the totals as the last line (key TOTAL). */
export const reportCsv = (
  report: ReportKind,
  meta: { tz: string; from: string; to: string },
  rows: { key: string; label: string; values: Record<string, string> }[],
  totals: Record<string, string>,
) => {
  const cols = Object.keys(reportColumnsOf[report]);
  const line = (key: string, label: string, v: Record<string, string>) => [key, label, ...cols.map((c) => v[c] ?? '0')].map(cell).join(',');
  return `${[
    ['key', 'label', ...cols].join(','),
    ...rows.map((r) => line(r.key, r.label, r.values)),
    line('TOTAL', `${meta.from}..${meta.to} ${meta.tz}`, totals),
  ].join('\r\n')}\r\n`;
};
