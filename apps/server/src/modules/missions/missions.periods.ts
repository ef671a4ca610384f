import type { MissionPeriod } from '@wl/contracts';
import { dayIn } from '../activity';

// ─── Periods of the merchant's calendar ───────────────────────────────────────────────────────────────────────────
export const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** The period a merchant day falls in: the day itself, or the week from its Monday. */
export const periodStart = (period: MissionPeriod, day: string) =>
  period === 'DAILY' ? day : addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
export const periodEndDay = (period: MissionPeriod, start: string) => addDays(start, period === 'DAILY' ? 1 : 7);
const dayStarts = new Map<string, Date>();
/**
 * The UTC instant a merchant day begins (two passes settle the zone's offset). Remembered per (day, zone): the
 * growth consumer asks it for every completed mission of a batch, and each pass formats the time in the zone.
 */
export const dayStartsAt = (day: string, timeZone: string) => {
  const k = `${timeZone}|${day}`;
  const known = dayStarts.get(k);
  if (known) return new Date(known);
  if (dayStarts.size >= 4096) dayStarts.clear();
  const at = zoneDayStart(day, timeZone);
  dayStarts.set(k, at);
  return new Date(at);
};
const zoneDayStart = (day: string, timeZone: string) => {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let at = wall;
  for (let i = 0; i < 2; i++) {
    const shown = Date.parse(
      `${dayIn(new Date(at), timeZone)}T${new Date(at).toLocaleTimeString('en-GB', { timeZone, hourCycle: 'h23' })}Z`,
    );
    at += wall - shown;
  }
  return new Date(at);
};
