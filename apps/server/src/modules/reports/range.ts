import { reportMaxDays, zoneOffsetMs } from '@wl/contracts';
import { AppError } from '../../core/app-error';

/**
 * A report's range: days `from`..`to` (inclusive) in a time zone, as the UTC instants `[start, end)` the hourly
 * aggregates are read over. A zone must be a whole number of hours from UTC at every day boundary of the range (the
 * aggregates are hourly), else the range is refused as `reports.zone_unsupported`.
 */
export type ReportRange = { from: string; to: string; tz: string; start: Date; end: Date; days: string[] };

const DAY_MS = 86_400_000;
const dayRe = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The date as a UTC midnight, or null when it is no real date. */
const dayUtc = (day: string): number | null => {
  const m = dayRe.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
};
export const addDays = (day: string, n: number) => new Date((dayUtc(day) ?? 0) + n * DAY_MS).toISOString().slice(0, 10);

/** Minutes the zone is ahead of UTC at an instant. */
export const offsetMinutes = (at: Date, tz: string) => Math.round(zoneOffsetMs(at.getTime(), tz) / 60_000);

/** Each day boundary worked out once (a few hundred days a zone; dropped whole past 20,000 entries). */
const boundaries = new Map<string, { start: number; whole: boolean }>();
const boundaryOf = (day: string, tz: string) => {
  const key = `${tz}|${day}`;
  let b = boundaries.get(key);
  if (!b) {
    const midnight = dayUtc(day) ?? 0;
    let guess = midnight - offsetMinutes(new Date(midnight), tz) * 60_000;
    // Once more with the offset at the guess (the offset may differ across the day's own change).
    guess = midnight - offsetMinutes(new Date(guess), tz) * 60_000;
    b = { start: guess, whole: offsetMinutes(new Date(guess), tz) % 60 === 0 };
    if (boundaries.size >= 20_000) boundaries.clear();
    boundaries.set(key, b);
  }
  return b;
};

/** The instant a day starts in a zone (midnight there; the first instant of the day across a DST change). */
export const dayStart = (day: string, tz: string) => new Date(boundaryOf(day, tz).start);

export const validZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const reportRange = (from: string, to: string, tz: string): ReportRange => {
  const a = dayUtc(from);
  const b = dayUtc(to);
  if (a === null || b === null || b < a) throw new AppError('reports.range_invalid');
  const count = (b - a) / DAY_MS + 1;
  if (count > reportMaxDays) throw new AppError('reports.range_invalid');
  if (!validZone(tz)) throw new AppError('reports.range_invalid');
  const days = Array.from({ length: count }, (_, i) => addDays(from, i));
  for (const d of [...days, addDays(to, 1)]) {
    if (!boundaryOf(d, tz).whole) throw new AppError('reports.zone_unsupported');
  }
  return { from, to, tz, start: dayStart(from, tz), end: dayStart(addDays(to, 1), tz), days };
};

/** The same-length periods just before and after. */
export const previousOf = (r: ReportRange) => {
  const n = r.days.length;
  return reportRange(addDays(r.from, -n), addDays(r.from, -1), r.tz);
};
export const nextOf = (r: ReportRange, today: string) => {
  const n = r.days.length;
  const from = addDays(r.to, 1);
  return from > today ? null : { from, to: addDays(r.to, n) };
};

/** The standard periods rankings are kept for (report_member_periods.kind). */
export const periodKinds = { day: 1, week: 2, month: 3 } as const;

/**
 * The standard period a range is, if it is one: a day, an ISO week (Monday to Sunday) or a month, whole or up to
 * today (the days after today have nothing yet) — counted in the merchant's own zone, the zone the periods are kept in.
 */
export const periodOf = (r: ReportRange, merchantTz: string, today: string): { kind: number; start: string } | null => {
  if (r.tz !== merchantTz) return null;
  const upTo = (end: string) => r.to === end || (r.to === today && r.to < end);
  if (r.from === r.to) return { kind: periodKinds.day, start: r.from };
  const weekday = new Date(`${r.from}T00:00:00Z`).getUTCDay();
  if (weekday === 1 && upTo(addDays(r.from, 6))) return { kind: periodKinds.week, start: r.from };
  if (r.from.endsWith('-01')) {
    const [y, m] = r.from.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    if (upTo(last)) return { kind: periodKinds.month, start: r.from };
  }
  return null;
};

/**
 * Any range of the merchant's days as standard periods, largest first from each day: a whole month (or the month up to
 * today when the range ends today), a whole Monday-to-Sunday week (or up to today), else a day. The players' sums over
 * the range are the sums of those periods' rows — a rolling 30 days is a month and a day or two, not 720 hours. Null in
 * another zone than the merchant's (the periods are kept in its zone).
 */
export const periodsOf = (r: ReportRange, merchantTz: string, today: string): { kind: number; start: string }[] | null => {
  if (r.tz !== merchantTz) return null;
  // A period may run past the range's end only where the range ends today (the days after today have nothing).
  const fits = (end: string) => end <= r.to || (r.to === today && today < end);
  const out: { kind: number; start: string }[] = [];
  for (let d = r.from; d <= r.to; ) {
    const [y, m] = d.split('-').map(Number) as [number, number];
    const monthEnd = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    const weekEnd = addDays(d, 6);
    if (d.endsWith('-01') && fits(monthEnd)) {
      out.push({ kind: periodKinds.month, start: d });
      d = addDays(monthEnd, 1);
    } else if (new Date(`${d}T00:00:00Z`).getUTCDay() === 1 && fits(weekEnd)) {
      out.push({ kind: periodKinds.week, start: d });
      d = addDays(weekEnd, 1);
    } else {
      out.push({ kind: periodKinds.day, start: d });
      d = addDays(d, 1);
    }
  }
  return out;
};
