/**
 * Lottery draw schedules (pure): fast games draw every `intervalMinutes` on the UTC clock; the others draw once on each
 * of their weekdays at `drawTime` (UTC "HH:MM"). Betting on a draw opens when the previous draw of the game is made
 * and closes `cutoffSeconds` before its draw time.
 */
export type Schedule = { intervalMinutes: number | null; weekdays: number[]; drawTime: string; cutoffSeconds: number };
export type ScheduledDraw = { numero: string; opensAt: Date; closesAt: Date; drawAt: Date };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');

/** The numero players read: yyyymmdd for daily draws, yyyymmdd-NNNN (the draw of the UTC day) for fast games. */
export const numeroOf = (s: Schedule, drawAt: Date): string => {
  if (!s.intervalMinutes) return ymd(drawAt);
  const dayStart = Math.floor(drawAt.getTime() / DAY) * DAY;
  const seq = Math.round((drawAt.getTime() - dayStart) / (s.intervalMinutes * MINUTE));
  return `${ymd(drawAt)}-${String(seq).padStart(4, '0')}`;
};

/** Draw times strictly after `after`, in order. */
export function* drawTimesAfter(s: Schedule, after: Date): Generator<Date> {
  if (s.intervalMinutes) {
    const step = s.intervalMinutes * MINUTE;
    let t = Math.floor(after.getTime() / step) * step + step;
    for (;;) {
      yield new Date(t);
      t += step;
    }
  }
  const [hh, mm] = s.drawTime.split(':').map(Number) as [number, number];
  let day = Math.floor(after.getTime() / DAY) * DAY;
  for (let guard = 0; guard < 10_000; guard++, day += DAY) {
    const at = day + (hh * 60 + mm) * MINUTE;
    if (at > after.getTime() && s.weekdays.includes(new Date(day).getUTCDay())) yield new Date(at);
  }
}

/** The previous draw time at or before `at` (where betting on the draw after it opens). */
export const previousDrawTime = (s: Schedule, at: Date): Date => {
  if (s.intervalMinutes) return new Date(at.getTime() - s.intervalMinutes * MINUTE);
  const gen = drawTimesAfter(s, new Date(at.getTime() - 8 * DAY));
  let prev = new Date(at.getTime() - 7 * DAY);
  for (const t of gen) {
    if (t.getTime() >= at.getTime()) break;
    prev = t;
  }
  return prev;
};

/** The next `count` draws after `after`, with their betting window. */
export const nextDraws = (s: Schedule, after: Date, count: number): ScheduledDraw[] => {
  const out: ScheduledDraw[] = [];
  for (const drawAt of drawTimesAfter(s, after)) {
    if (out.length >= count) break;
    out.push({
      numero: numeroOf(s, drawAt),
      opensAt: previousDrawTime(s, drawAt),
      closesAt: new Date(drawAt.getTime() - s.cutoffSeconds * 1000),
      drawAt,
    });
  }
  return out;
};
