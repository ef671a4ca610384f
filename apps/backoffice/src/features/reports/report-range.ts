/**
 * A report's range: two calendar dates of the merchant (YYYY-MM-DD, both days included), never moments. The presets
 * start from "today" in the report's time zone: standard periods (a day, a week, a month) and rolling ones (the last
 * 7, 30 or 90 days); any other two dates make a custom range. The previous and next periods are the server's (same
 * length as the range, beside it).
 */
export type DayRange = { from: string; to: string };

export const rangePresets = ['today', 'yesterday', 'last7', 'last30', 'last90', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** The longest range the picker asks for (a year and a day, so a whole leap year fits). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date's day number since 1970-01-01; NaN for anything that is not a real calendar date. */
export const dayNumber = (date: string): number => {
  const m = DATE.exec(date);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return Number.NaN;
  return ms / DAY_MS;
};

export const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => dateOf(dayNumber(date) + days);

const monthStart = (date: string) => `${date.slice(0, 8)}01`;
/** The Monday of the date's week (weeks run Monday to Sunday, as the server keeps its weekly rankings). */
const weekStart = (date: string) => addDays(date, -((new Date(dayNumber(date) * DAY_MS).getUTCDay() + 6) % 7));
/** The first day of the month `months` away from the date's month. */
const addMonths = (date: string, months: number): string => {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  return dateOf(Date.UTC(y, m, 1) / DAY_MS);
};
const monthEnd = (date: string) => addDays(addMonths(date, 1), -1);

/** The merchant's calendar date at a moment, in its IANA zone (UTC when the browser does not know the zone). */
export const todayIn = (zone: string, now: number): string => {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  } catch {
    return new Date(now).toISOString().slice(0, 10);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

export const presetRange = (preset: RangePreset, today: string): DayRange => {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'thisWeek':
      return { from: weekStart(today), to: today };
    case 'lastWeek': {
      const from = addDays(weekStart(today), -7);
      return { from, to: addDays(from, 6) };
    }
    // Rolling ranges: the last n days up to today; previous and next move by n days.
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const from = addMonths(today, -1);
      return { from, to: monthEnd(from) };
    }
  }
};

/**
 * The preset a range is (to mark its button), or null for a range of the staff member's own. Where two presets give the
 * same days (on a Sunday the last 7 days are this week), the first in `rangePresets` is marked: the default, last 7.
 */
export const presetOf = (range: DayRange, today: string): RangePreset | null =>
  rangePresets.find((p) => {
    const r = presetRange(p, today);
    return r.from === range.from && r.to === range.to;
  }) ?? null;

export const rangeDays = (range: DayRange): number => dayNumber(range.to) - dayNumber(range.from) + 1;

/** A period the server offers (the next one may run past today) stops at today: the future has no rows. */
export const clipToToday = (range: DayRange, today: string): DayRange =>
  dayNumber(range.to) > dayNumber(today) ? { from: range.from, to: today } : range;

/** A range typed or read from the address: real dates, in order, not in the future, at most MAX_RANGE_DAYS long. */
export const validRange = (range: DayRange, today: string): boolean => {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  return Number.isFinite(from) && Number.isFinite(to) && from <= to && to <= dayNumber(today) && to - from + 1 <= MAX_RANGE_DAYS;
};

/** Every date of the range in order (the day axis of a chart, with days that had nothing). */
export const datesOf = (range: DayRange): string[] => {
  const from = dayNumber(range.from);
  const n = Math.min(rangeDays(range), MAX_RANGE_DAYS);
  return Array.from({ length: Math.max(n, 0) }, (_, i) => dateOf(from + i));
};
