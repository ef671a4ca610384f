import { type DayWindow, dayInZone, windowDays } from '@wl/contracts';

/**
 * The days a window of the promotions list covers (spec section 9: the previous or next 7 and 30 days), in the
 * merchant's calendar at `now`, written in the interface language: "the promotions running between these days".
 */
export const windowDayRange = (w: DayWindow, now: number, zone: string | undefined, lang: string): { from: string; to: string } => {
  const { from, to } = windowDays(w, dayInZone(zone ?? 'UTC', now));
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  return { from: day.format(Date.parse(`${from}T00:00:00Z`)), to: day.format(Date.parse(`${to}T00:00:00Z`)) };
};
