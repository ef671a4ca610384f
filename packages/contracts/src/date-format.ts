/**
 * Dates and times as people read them, through Intl: in the interface language and in the merchant's time zone (its
 * players' "today"), whatever the browser's own zone. The player site, the agent centre, the support console and the
 * back office all format through these, so one moment reads the same everywhere.
 */

/** A zone name this runtime knows, else undefined (the runtime's own zone): a wrong name would throw on every date. */
export const zoneOrLocal = (zone: string | null | undefined): string | undefined => {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
};

/**
 * Languages whose 12-hour clock reads with their own words for the time of day. CLDR gives Urdu the Latin "AM"/"PM",
 * which inside right-to-left text lands before the time ("PM 8:04:18"); its flexible day periods are Urdu words
 * (صبح، دوپہر، سہ پہر، شام، رات) that read in place after the time.
 */
const ownDayPeriods = new Set(['ur']);
const usesOwnDayPeriods = (language: string) => ownDayPeriods.has(language.toLowerCase().split('-')[0] ?? '');

/** Options of a moment: the date with the time (to the second when `seconds`). */
export const momentOptions = (language: string, { seconds = true } = {}): Intl.DateTimeFormatOptions =>
  usesOwnDayPeriods(language)
    ? {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' as const } : {}),
        dayPeriod: 'short',
      }
    : { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short' };

/** Options of a time of day alone (a chat message's time). */
export const timeOptions = (language: string): Intl.DateTimeFormatOptions =>
  usesOwnDayPeriods(language) ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' } : { timeStyle: 'short' };

/** Options of a calendar day. */
export const dayOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** Options of a running clock: 24 hours to the second, the same digits in every language. */
export const clockOptions: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };

/** The formatters of one language and zone (build once per language and zone; formatting is then cheap). */
export const dateFormatters = (language: string, zone: string | null | undefined) => {
  const timeZone = zoneOrLocal(zone);
  const make = (options: Intl.DateTimeFormatOptions) => {
    const f = new Intl.DateTimeFormat(language, { ...options, timeZone });
    return (at: string | number | Date) => f.format(new Date(at));
  };
  return {
    timeZone,
    /** A moment to the second: a record, a message, a payment. */
    dateTime: make(momentOptions(language)),
    /** A moment to the minute: schedules and windows. */
    dateTimeShort: make(momentOptions(language, { seconds: false })),
    /** A calendar day. */
    date: make(dayOptions),
    /** A time of day alone. */
    time: make(timeOptions(language)),
    /** A running clock's face. */
    clock: make(clockOptions),
  };
};
export type DateFormatters = ReturnType<typeof dateFormatters>;

/** The zone's offset from UTC at a moment, as "GMT+05:00" ("GMT+00:00" for UTC itself; the runtime's zone without one). */
export const gmtOffset = (at: Date, zone: string | null | undefined): string => {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zoneOrLocal(zone), timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  // ICU may write the minus as U+2212; an ASCII hyphen reads the same and searches the same.
  const offset = name.replace('GMT', '').replace('\u2212', '-');
  return `GMT${offset === '' ? '+00:00' : offset}`;
};
