/**
 * Numbers of the reports in the interface language through Intl: money from integer minor units (hundredths) with the
 * merchant's currency, exact to the last digit (Intl formats the decimal text, not a float); compact money for chart
 * axes; counts, shares and the change against the previous period.
 */
import { momentOptions } from '@wl/contracts';

/** Minor units (an integer as text) as exact decimal text with two places: "-5" → "-0.05". */
export const minorToDecimal = (minor: string | number | bigint): string => {
  const v = BigInt(minor);
  const abs = v < 0n ? -v : v;
  const whole = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${v < 0n ? '-' : ''}${whole}.${cents}`;
};

/** Minor units as a float of major units, for drawing only (a chart's pixel does not need the last cent). */
export const minorToPlot = (minor: string | number | bigint): number => Number(minorToDecimal(minor));

/** The change from the previous period as a ratio (0.25 = 25 % up); null when the previous period had nothing. */
export const changeOf = (current: string | number, previous: string | number | null | undefined): number | null => {
  if (previous === null || previous === undefined) return null;
  const cur = Number(current);
  const prev = Number(previous);
  if (!Number.isFinite(cur) || !Number.isFinite(prev) || prev === 0) return null;
  return (cur - prev) / Math.abs(prev);
};

const currencyOptions = (currency: string | null): Intl.NumberFormatOptions =>
  currency ? { style: 'currency', currency, currencyDisplay: 'symbol' } : {};

/** A known ISO currency for Intl; anything else formats as a plain number (never a thrown error on screen). */
const usableCurrency = (currency: string | null): string | null => {
  if (!currency) return null;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency });
    return currency;
  } catch {
    return null;
  }
};

export type ReportFormat = ReturnType<typeof reportFormat>;

/** A zone this browser knows, else UTC (a wrong name would throw on every moment). */
const knownZone = (zone: string | undefined): string => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone ?? 'UTC';
  } catch {
    return 'UTC';
  }
};

/** The report's formatters for a language (the i18n tag, `en` or `ur`), the merchant's currency and the report's zone. */
export const reportFormat = (language: string, rawCurrency: string | null, zone?: string) => {
  const currency = usableCurrency(rawCurrency);
  const money = new Intl.NumberFormat(language, { ...currencyOptions(currency), minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const compact = new Intl.NumberFormat(language, { ...currencyOptions(currency), notation: 'compact', maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const compactCount = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const share = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const change = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(language, { ...momentOptions(language), timeZone: knownZone(zone) });
  // A calendar date is a day, not a moment: noon UTC names the same date in every language.
  const at = (date: string) => new Date(`${date}T12:00:00Z`);
  const safeDay = (f: Intl.DateTimeFormat) => (date: string) => {
    const d = at(date);
    return Number.isNaN(d.getTime()) ? date : f.format(d);
  };
  return {
    currency,
    /** Minor units, exact, with the currency. */
    money: (minor: string | number | bigint) => money.format(minorToDecimal(minor) as unknown as number),
    /** Major units, short (an axis tick: "Rs 12.3K", "Rs 12 لاکھ"). */
    moneyCompact: (major: number) => compact.format(major),
    count: (n: number) => count.format(n),
    countCompact: (n: number) => compactCount.format(n),
    /** A share 0…1 as a percentage. */
    share: (ratio: number) => share.format(ratio),
    /** A change ratio, signed ("+12.5%"), or a dash when there is nothing to compare with. */
    change: (ratio: number | null) => (ratio === null ? '—' : change.format(ratio)),
    day: safeDay(day),
    shortDay: safeDay(shortDay),
    /** A moment (ISO) in the report's zone. */
    moment: (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : moment.format(d);
    },
  };
};

/**
 * The zone as staff read it beside a range: its IANA name and its offset from UTC at that moment
 * ("Asia/Karachi · GMT+05:00"); the name alone when the browser does not know the zone.
 */
export const zoneLabel = (zone: string, at: number): string => {
  try {
    const parts = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at);
    const offset = parts.find((p) => p.type === 'timeZoneName')?.value;
    return offset ? `${zone} · ${offset}` : zone;
  } catch {
    return zone;
  }
};
