export type AgeUnit = 'minute' | 'hour' | 'day';
export type Age = { value: number; unit: AgeUnit };

const MINUTE = 60_000;

/**
 * How long an item has waited, in the one unit a glance needs: minutes under an hour, hours under two days, then
 * days (rounded down; a clock a little ahead of the server's reads as no time at all).
 */
export const ageOf = (createdAt: string, now: number): Age => {
  const minutes = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / MINUTE));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { value: hours, unit: 'hour' };
  return { value: Math.floor(hours / 24), unit: 'day' };
};

/** An age as short text through Intl ("5 min", "3 hr", "2 days", or the language's own words). */
export const formatAge = (age: Age, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: age.unit, unitDisplay: 'short' }).format(age.value);
