import { type HarmIndicator, harmIndicators } from '@wl/contracts';

export type IndicatorRow = { key: string; known: boolean; value: number };

const isKnown = (key: string): key is HarmIndicator => (harmIndicators as readonly string[]).includes(key);

/** The label key of an indicator (`protection.indicators.nightPlay`); an indicator the contracts do not name has none. */
export const indicatorLabelKey = (key: string): string | null => (isKnown(key) ? `protection.indicators.${key}` : null);

/**
 * Indicators as rows in the contracts' order, then any the server added since (by name). `all`: every known indicator
 * shows, a missing one as 0 (the markers' counts start at nothing); otherwise only those given (a case's triggers).
 */
export const indicatorRows = (values: Record<string, number>, all = false): IndicatorRow[] => {
  const known = harmIndicators.filter((k) => all || k in values).map((key) => ({ key, known: true, value: values[key] ?? 0 }));
  const extra = Object.keys(values)
    .filter((k) => !isKnown(k))
    .sort()
    .map((key) => ({ key, known: false, value: values[key] ?? 0 }));
  return [...known, ...extra];
};

/** Indicators counted as a share of the player's play (per cent) rather than as a number of times. */
export const isShareIndicator = (key: string) => key === 'nightPlay';
