import { type DayWindow, dayInZone, dayWindows, type LotteryGame, pastWindows, windowDays } from '@wl/contracts';

/**
 * The windows a game's draws can be listed by (spec section 9: the next or previous 7 and 30 days). A game drawn on
 * a daily or weekly schedule offers the next ones too, its draws ahead; a fast game draws every few minutes, where a
 * schedule of days ahead tells a player nothing, so it offers the previous ones only.
 */
export const drawWindowsOf = (game: Pick<LotteryGame, 'intervalMinutes'>): readonly DayWindow[] =>
  game.intervalMinutes === null ? dayWindows : pastWindows;

/** The first and last day of a window as the merchant counts them, at `now` (ms) in its zone. */
export const windowDaysAt = (w: DayWindow, now: number, zone: string) => windowDays(w, dayInZone(zone, now));

/** A calendar day (YYYY-MM-DD) in the interface language: the day itself, whatever the reader's zone. */
export const formatDay = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));
