import {
  dayInZone,
  dayStartInZone,
  type historyRanges,
  historyTypeOfKind,
  historyTypes,
  type LedgerKind,
  ledgerKinds,
  shiftDay,
} from '@wl/contracts';

type HistoryType = (typeof historyTypes)[number];

/** Which ledger transfer kinds each history filter shows (contracts' `historyTypeOfKind`; "All" shows every kind). */
export const kindsOf = Object.fromEntries(
  historyTypes.map((t) => [t, t === 'ALL' ? null : ledgerKinds.filter((k) => historyTypeOfKind[k] === t)]),
) as Record<HistoryType, string[] | null>;

/** A vendor's display name ({ EN, UR, … }) in the asked language, English when that one is missing. */
export const nameIn = (names: unknown, language: string): string | null => {
  if (!names || typeof names !== 'object') return null;
  const n = names as Record<string, string | undefined>;
  return n[language] ?? n.EN ?? null;
};

export const typeOfKind = (kind: string): HistoryType => historyTypeOfKind[kind as LedgerKind] ?? 'ALL';

/** A zone name the runtime knows; anything else reads as UTC rather than failing every history call. */
export const knownZone = (timeZone: string): string => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
};

/**
 * Date filters in the merchant's days (its time zone): today, yesterday, and the last 7 or 30 days including today.
 * Calendar days are counted on the calendar, so a day with a clock change is still one day.
 */
export const rangeOf = (range: (typeof historyRanges)[number], now: Date, timeZone = 'UTC'): { from: Date; to: Date } => {
  const zone = knownZone(timeZone);
  const today = dayInZone(zone, now);
  const daysBack = (n: number) => dayStartInZone(shiftDay(today, -n), zone);
  const end = new Date(now.getTime() + 1000);
  if (range === 'today') return { from: daysBack(0), to: end };
  if (range === 'yesterday') return { from: daysBack(1), to: daysBack(0) };
  return { from: daysBack(range === '7d' ? 6 : 29), to: end };
};
