import { MAX_RATE_BP } from '@wl/contracts';

/** One row of the tier editor as typed: from a base (money, major units), from a number of active members, a rate in %. */
export type TierRow = { min: string; active: string; rate: string };
export type Tier = { min: string; active: number; rateBp: number };

/** A rate in basis points as a percentage: 150 → "1.5%". */
export const percent = (bp: number) => `${(bp / 100).toLocaleString('en', { maximumFractionDigits: 2 })}%`;

/** Major units typed (up to two decimals, thousands separators allowed) as minor units; null when not an amount. */
export const minorOf = (text: string): string | null => {
  const v = text.trim().replace(/,/g, '');
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(v);
  if (!m) return null;
  return (BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0'))).toString();
};

/** Minor units as the editor shows them (major, no separators): "150000" → "1500". */
export const majorOf = (minor: string) => {
  const v = BigInt(minor);
  const cents = v % 100n;
  return cents === 0n ? (v / 100n).toString() : `${v / 100n}.${cents.toString().padStart(2, '0')}`;
};

/** The editor's rows as the server's tiers, or the index of the first row that is not valid. */
export const tiersOf = (rows: TierRow[]): { tiers: Tier[] } | { bad: number } => {
  const tiers: Tier[] = [];
  for (const [i, r] of rows.entries()) {
    const min = minorOf(r.min);
    const active = /^\d{1,7}$/.test(r.active.trim()) ? Number(r.active.trim()) : Number.NaN;
    const rate = /^\d{1,2}(\.\d{1,2})?$/.test(r.rate.trim()) ? Math.round(Number(r.rate.trim()) * 100) : Number.NaN;
    if (min === null || Number.isNaN(active) || Number.isNaN(rate) || rate > MAX_RATE_BP) return { bad: i };
    tiers.push({ min, active, rateBp: rate });
  }
  return rows.length === 0 ? { bad: 0 } : { tiers };
};

/** Server tiers as editor rows (a template's, to start an offer from). */
export const rowsOf = (tiers: readonly Tier[]): TierRow[] =>
  tiers.map((t) => ({ min: majorOf(t.min), active: String(t.active), rate: String(t.rateBp / 100) }));

/** A short summary of a rate table: "0.4% → 1.2%" (lowest and highest rate), or the one rate. */
export const rateRange = (tiers: readonly { rateBp: number }[]) => {
  const rates = tiers.map((t) => t.rateBp);
  if (rates.length === 0) return '';
  const lo = Math.min(...rates);
  const hi = Math.max(...rates);
  return lo === hi ? percent(lo) : `${percent(lo)} → ${percent(hi)}`;
};
