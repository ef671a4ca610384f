/**
 * A calendar day the server already worked out in the merchant's zone (`2026-11-29`), in words in the interface
 * language. Read as that day at UTC midnight and written at UTC, so no zone moves it to the day before or after.
 */
export const formatDay = (day: string, locale: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
};
