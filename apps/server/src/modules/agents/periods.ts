import type { ContractKind, DividendCycle } from '../../db/schema';
import { rememberedPerZoneSecond } from '../../core/zone-second';
import { AppError } from '../../core/app-error';

/**
 * Periods in the merchant's time zone. Grains of the read model: D (day, YYYY-MM-DD), H (hour, YYYY-MM-DDTHH) and
 * R (five minutes, YYYY-MM-DDTHH:MM). Settlement periods: daily salary = a day, hourly = an hour, real-time = five
 * minutes; a dividend's period is its cycle's: D:day, W:monday, S:YYYY-MM-01 or -16 (semimonthly), M:YYYY-MM.
 */
export type Grain = 'D' | 'H' | 'R';
export const grains: Grain[] = ['D', 'H', 'R'];

type Parts = { y: number; mo: number; d: number; h: number; mi: number };
const formats = new Map<string, Intl.DateTimeFormat>();
const formatParts = (at: Date, timeZone: string): Parts => {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { y: Number(p.year), mo: Number(p.month), d: Number(p.day), h: Number(p.hour) % 24, mi: Number(p.minute) };
};
/** A moment's wall-clock parts in a zone, remembered per UTC second (the consumer asks three grains of each event). */
const partsIn = rememberedPerZoneSecond(formatParts);
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The UTC instant of a wall time in a zone (two passes settle the zone's offset at that time). */
export const zonedToUtc = (p: Parts, timeZone: string) => {
  const wall = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi);
  let at = wall;
  for (let i = 0; i < 2; i++) {
    const q = partsIn(new Date(at), timeZone);
    const shown = Date.UTC(q.y, q.mo - 1, q.d, q.h, q.mi);
    at += wall - shown;
  }
  return new Date(at);
};

export const dayKey = (at: Date, tz: string) => {
  const p = partsIn(at, tz);
  return `${p.y}-${pad(p.mo)}-${pad(p.d)}`;
};
export const grainKey = (grain: Grain, at: Date, tz: string) => {
  const p = partsIn(at, tz);
  const d = `${p.y}-${pad(p.mo)}-${pad(p.d)}`;
  if (grain === 'D') return d;
  if (grain === 'H') return `${d}T${pad(p.h)}`;
  return `${d}T${pad(p.h)}:${pad(Math.floor(p.mi / 5) * 5)}`;
};

const parseDay = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (!m) throw new AppError('request_param_err');
  return { y: Number(m[1]), mo: Number(m[2]), d: Number(m[3]) };
};
/** Calendar arithmetic on YYYY-MM-DD (no zone involved). */
export const addDays = (day: string, n: number) => {
  const { y, mo, d } = parseDay(day);
  return new Date(Date.UTC(y, mo - 1, d + n)).toISOString().slice(0, 10);
};
export const daysBetween = (from: string, to: string) => {
  const a = parseDay(from);
  const b = parseDay(to);
  return Math.round((Date.UTC(b.y, b.mo - 1, b.d) - Date.UTC(a.y, a.mo - 1, a.d)) / 86_400_000);
};
const weekday = (day: string) => {
  const { y, mo, d } = parseDay(day);
  return (new Date(Date.UTC(y, mo - 1, d)).getUTCDay() + 6) % 7; // Monday 0
};
export const mondayOf = (day: string) => addDays(day, -weekday(day));
const lastDayOfMonth = (y: number, mo: number) => new Date(Date.UTC(y, mo, 0)).getUTCDate();

/** Which grain of the read model a contract kind is paid on. */
export const grainOfKind = (kind: ContractKind): Grain => (kind === 'HOURLY' ? 'H' : kind === 'REALTIME' ? 'R' : 'D');

/** The settlement period of a kind (and dividend cycle) containing a moment. */
export const periodKey = (kind: ContractKind, cycle: DividendCycle | null, at: Date, tz: string): string => {
  if (kind !== 'DIVIDEND') return grainKey(grainOfKind(kind), at, tz);
  const day = dayKey(at, tz);
  const { y, mo, d } = parseDay(day);
  switch (cycle ?? 'DAILY') {
    case 'DAILY':
      return `D:${day}`;
    case 'WEEKLY':
      return `W:${mondayOf(day)}`;
    case 'SEMIMONTHLY':
      return `S:${y}-${pad(mo)}-${d <= 15 ? '01' : '16'}`;
    default:
      return `M:${y}-${pad(mo)}`;
  }
};

/** First and last day (inclusive) of a dividend period, or the single day / the day of an hour or five minutes. */
export const periodDays = (key: string): { from: string; to: string } => {
  const [tag, rest] = key.includes(':') && /^[DWSM]:/.test(key) ? [key[0], key.slice(2)] : ['G', key];
  if (tag === 'G' || tag === 'D') return { from: rest.slice(0, 10), to: rest.slice(0, 10) };
  if (tag === 'W') return { from: rest, to: addDays(rest, 6) };
  if (tag === 'S') {
    const { y, mo, d } = parseDay(rest);
    return d === 1 ? { from: rest, to: `${y}-${pad(mo)}-15` } : { from: rest, to: `${y}-${pad(mo)}-${pad(lastDayOfMonth(y, mo))}` };
  }
  const [y, mo] = rest.split('-').map(Number) as [number, number];
  return { from: `${rest}-01`, to: `${rest}-${pad(lastDayOfMonth(y, mo))}` };
};

/** Start (inclusive) and end (exclusive) of a settlement period as UTC instants. */
export const periodBounds = (key: string, tz: string): { start: Date; end: Date } => {
  if (/^[DWSM]:/.test(key)) {
    const { from, to } = periodDays(key);
    const a = parseDay(from);
    const b = parseDay(addDays(to, 1));
    return { start: zonedToUtc({ ...a, h: 0, mi: 0 }, tz), end: zonedToUtc({ ...b, h: 0, mi: 0 }, tz) };
  }
  const { y, mo, d } = parseDay(key);
  if (key.length === 10) {
    const next = parseDay(addDays(key, 1));
    return { start: zonedToUtc({ y, mo, d, h: 0, mi: 0 }, tz), end: zonedToUtc({ ...next, h: 0, mi: 0 }, tz) };
  }
  const h = Number(key.slice(11, 13));
  const mi = key.length > 13 ? Number(key.slice(14, 16)) : 0;
  const start = zonedToUtc({ y, mo, d, h, mi }, tz);
  return { start, end: new Date(start.getTime() + (key.length > 13 ? 5 : 60) * 60_000) };
};

/** Whether a string is a well-formed period of the kind (operator input). */
export const validPeriod = (kind: ContractKind, key: string) =>
  kind === 'DAILY'
    ? /^\d{4}-\d{2}-\d{2}$/.test(key)
    : kind === 'HOURLY'
      ? /^\d{4}-\d{2}-\d{2}T\d{2}$/.test(key)
      : kind === 'REALTIME'
        ? /^\d{4}-\d{2}-\d{2}T\d{2}:[0-5][05]$/.test(key)
        : /^(D:\d{4}-\d{2}-\d{2}|W:\d{4}-\d{2}-\d{2}|S:\d{4}-\d{2}-(01|16)|M:\d{4}-\d{2})$/.test(key);

/** The period before one (of the same kind and cycle). */
export const previousPeriod = (kind: ContractKind, cycle: DividendCycle | null, key: string, tz: string) =>
  periodKey(kind, cycle, new Date(periodBounds(key, tz).start.getTime() - 1), tz);

/** The grain keys a settlement period covers (a dividend: its days). */
export const grainKeysOf = (kind: ContractKind, key: string): { grain: Grain; keys: string[] } => {
  if (kind !== 'DIVIDEND') return { grain: grainOfKind(kind), keys: [key] };
  const { from, to } = periodDays(key);
  const keys: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) keys.push(d);
  return { grain: 'D', keys };
};
