import { type LimitKind, type LimitPeriod, type LimitView, limitKinds, parseToMinor, periodsOf } from '@wl/contracts';

/** One row of "My limits": every kind and period the profile takes, whether a limit is set on it or not. */
export type LimitRow = { kind: LimitKind; period: LimitPeriod; view: LimitView };

const empty = (kind: LimitKind, period: LimitPeriod): LimitView => ({
  kind,
  period,
  amount: null,
  used: null,
  resetsAt: null,
  pending: null,
});

/** Deposit, loss, wager (each per day, week and month) and the session time, in that order. */
export const limitRows = (limits: readonly LimitView[]): LimitRow[] =>
  limitKinds.flatMap((kind) =>
    periodsOf(kind).map((period) => ({
      kind,
      period,
      view: limits.find((l) => l.kind === kind && l.period === period) ?? empty(kind, period),
    })),
  );

/** The rows with a limit in force or a change pending (shown in full), and the others (named in one line). */
export const partitionRows = (rows: readonly LimitRow[]) => ({
  set: rows.filter((r) => r.view.amount !== null || r.view.pending !== null),
  unset: rows.filter((r) => r.view.amount === null && r.view.pending === null),
});

/**
 * What is left of a money limit in its current period (minor units, never below zero); null without a limit or for
 * the session limit. A loss limit's net loss may be negative (the player is ahead): that leaves the whole limit, not
 * more than it.
 */
export const leftOf = (view: LimitView): bigint | null => {
  if (view.amount === null || view.kind === 'session') return null;
  const used = view.used === null ? 0n : BigInt(view.used);
  const left = BigInt(view.amount) - (used > 0n ? used : 0n);
  return left > 0n ? left : 0n;
};

/**
 * What saving `next` (null = remove) would do to the limit in force: a decrease (or a first limit) applies at once;
 * an increase or a removal waits for the cooling-off; the same amount changes nothing.
 */
export type LimitChange = 'now' | 'later' | 'same';
export const changeOf = (current: string | null, next: string | null): LimitChange => {
  if (current === next) return 'same';
  if (next === null) return 'later';
  if (current === null) return 'now';
  return BigInt(next) < BigInt(current) ? 'now' : 'later';
};

/** The longest session limit the contract takes, in minutes (one day). */
export const MAX_SESSION_MINUTES = 1440;

/**
 * The amount typed in the limit form as the contract sends it: a money limit in minor units (the player types the
 * amount in the currency, e.g. "150" or "150.50"), a session limit in whole minutes. Null when it is not valid.
 */
export const limitAmountOf = (kind: LimitKind, text: string, decimals: number): string | null => {
  const trimmed = text.trim();
  if (kind === 'session') {
    if (!/^\d{1,4}$/.test(trimmed)) return null;
    const minutes = Number(trimmed);
    return minutes >= 1 && minutes <= MAX_SESSION_MINUTES ? String(minutes) : null;
  }
  const minor = parseToMinor(trimmed, decimals);
  return minor !== null && minor > 0n ? minor.toString() : null;
};

/** The time-outs offered (hours): 24 h, 72 h, one week, six weeks, as far as the profile allows. */
export const timeoutPresets = [24, 72, 168, 1008];
/** The self-exclusions offered (months): 6 months, 1, 2 and 5 years, as far as the profile allows. */
export const exclusionPresets = [6, 12, 24, 60];

/** The presets within the profile's range; the range's own ends when none of them fits. */
export const choicesWithin = (presets: readonly number[], range: { min: number; max: number }): number[] => {
  const fit = presets.filter((p) => p >= range.min && p <= range.max);
  if (fit.length > 0) return fit;
  return range.min === range.max ? [range.min] : [range.min, range.max];
};

/** The reality-check intervals offered (minutes): off only where the profile does not make them mandatory. */
export const realityPresets = [15, 30, 45, 60, 90, 120];
export const realityChoices = (mandatory: boolean, current: number | null, profileDefault: number): (number | null)[] => {
  const set = new Set([...realityPresets, profileDefault, ...(current === null ? [] : [current])]);
  const minutes = [...set].filter((m) => m >= 5 && m <= 240).sort((a, b) => a - b);
  return mandatory ? minutes : [null, ...minutes];
};

/** A duration in hours as the largest whole unit: weeks, days or hours (for "1 week", "3 days", "24 hours"). */
export const hoursAs = (hours: number): { unit: 'weeks' | 'days' | 'hours'; count: number } => {
  if (hours % 168 === 0) return { unit: 'weeks', count: hours / 168 };
  if (hours % 24 === 0 && hours > 24) return { unit: 'days', count: hours / 24 };
  return { unit: 'hours', count: hours };
};

/** Minutes as hours and minutes (for "2 h 05 min"). */
export const hoursMinutes = (minutes: number) => ({ h: Math.floor(minutes / 60), m: minutes % 60 });
