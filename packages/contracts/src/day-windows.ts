/**
 * The spec's date ranges (section 9): the next or the previous 7 and 30 days. A window is counted in the merchant's
 * calendar days with today in it: "previous 7 days" are the six days before today and today, "next 7 days" today and
 * the six after. Lists of things that lie ahead (upcoming draws, scheduled promotions) offer the next ones; the server
 * bounds a window at the moment it answers, so a past window ends now and a future one starts now.
 */
export const dayWindows = ['previous30', 'previous7', 'next7', 'next30'] as const;
export type DayWindow = (typeof dayWindows)[number];
export const pastWindows = ['previous30', 'previous7'] as const satisfies readonly DayWindow[];

export const isFutureWindow = (w: DayWindow) => w === 'next7' || w === 'next30';
export const windowLength = (w: DayWindow) => (w === 'previous30' || w === 'next30' ? 30 : 7);

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (YYYY-MM-DD) moved by whole days; the date itself when it is not one. */
export const shiftDay = (date: string, days: number): string => {
  const m = DATE.exec(date);
  if (!m) return date;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + days * DAY_MS).toISOString().slice(0, 10);
};

/** The first and last day of a window (both included), from today's date in the merchant's zone. */
export const windowDays = (w: DayWindow, today: string): { from: string; to: string } => {
  const n = windowLength(w);
  return isFutureWindow(w) ? { from: today, to: shiftDay(today, n - 1) } : { from: shiftDay(today, -(n - 1)), to: today };
};

/** One date formatter per zone, kept: building an Intl.DateTimeFormat costs far more than formatting with one. */
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();
/** The calendar date in an IANA zone at a moment (UTC when the zone is unknown to this runtime). */
export const dayInZone = (zone: string, at: number | Date): string => {
  let f = dayFormats.get(zone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      f = null;
    }
    dayFormats.set(zone, f);
  }
  return f ? f.format(at) : new Date(at).toISOString().slice(0, 10);
};

/** One wall-clock formatter per zone, kept: building an Intl.DateTimeFormat costs far more than formatting with one. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
const wallClockOf = (zone: string | undefined) => {
  const key = zone ?? '';
  let f = wallClocks.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(key, f);
  }
  return f;
};

/**
 * How far a zone's wall clock is ahead of UTC at an instant, in ms (whole seconds); no zone reads as the runtime's own.
 * An unknown zone throws, as Intl does.
 */
export const zoneOffsetMs = (at: number, zone: string | undefined): number => {
  const parts = wallClockOf(zone).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(at / 1000) * 1000;
};

/** The moment a calendar day starts in a zone (asked twice, so a day that starts on a clock change is right). */
export const dayStartInZone = (date: string, zone: string): Date => {
  const m = DATE.exec(date);
  const wall = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  let at = wall - zoneOffsetMs(wall, zone);
  at = wall - zoneOffsetMs(at, zone);
  return new Date(at);
};

/**
 * A window as the instants a list is read over, `[start, end)`, at `now` in the merchant's zone: a previous window
 * from the start of its first day until now, a next one from now until the end of its last day.
 */
export const windowBounds = (w: DayWindow, now: Date, zone: string): { start: Date; end: Date } => {
  let tz = zone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    tz = 'UTC';
  }
  const { from, to } = windowDays(w, dayInZone(tz, now));
  return isFutureWindow(w) ? { start: now, end: dayStartInZone(shiftDay(to, 1), tz) } : { start: dayStartInZone(from, tz), end: now };
};
