import type { PlayerRow } from '@wl/contracts';

const columns: (keyof PlayerRow)[] = [
  'id',
  'account',
  'nickname',
  'status',
  'type',
  'mobile',
  'email',
  'agent',
  'createdAt',
  'lastLoginAt',
];

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; a cell a spreadsheet would read as a
 * formula (= + - @, tab, carriage return first) gets a leading apostrophe, so an export opened in a spreadsheet runs
 * nothing a player typed into their name.
 */
export const csvCell = (v: unknown) => {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The rows of a player search as CSV (RFC 4180 line ends), with a header of the field names. */
export const playersCsv = (rows: PlayerRow[]) =>
  `${[columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))].join('\r\n')}\r\n`;
