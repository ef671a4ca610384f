import type { MerchantFacts } from './regulator.repo';

/** A decimal text ("1.10") as a fraction of whole numbers; null when it is not one. */
const fractionOf = (text: string): { num: bigint; den: bigint } | null => {
  const m = /^(\d{1,12})(?:\.(\d{1,12}))?$/.exec(text.trim());
  if (!m) return null;
  const frac = m[2] ?? '';
  return { num: BigInt(`${m[1]}${frac}`), den: 10n ** BigInt(frac.length) };
};

/**
 * The jurisdiction profile's large-transaction threshold in the merchant's currency (minor units): as it is when the
 * profile names no currency or the merchant's own, else converted at the profile's rate for the merchant's currency,
 * rounded down (a converted threshold never lets a transaction at the profile's amount slip under it). Null when the
 * profile sets no threshold or no rate for the merchant's currency.
 */
export const defaultThreshold = (f: MerchantFacts) => {
  if (f.large_amount === null) return { amount: null, source: null };
  const amount = BigInt(f.large_amount);
  if (f.profile_currency === null || f.profile_currency === f.currency)
    return { amount, source: f.profile_currency ? { amount: f.large_amount, currency: f.profile_currency, rate: null } : null };
  const rateText = f.rates?.[f.currency];
  const rate = rateText ? fractionOf(rateText) : null;
  const source = { amount: f.large_amount, currency: f.profile_currency, rate: rateText ?? null };
  if (!rate || rate.num === 0n) return { amount: null, source };
  const scaleUp = 10n ** BigInt(Math.max(0, f.decimals - (f.profile_decimals ?? 2)));
  const scaleDown = 10n ** BigInt(Math.max(0, (f.profile_decimals ?? 2) - f.decimals));
  return { amount: (amount * rate.num * scaleUp) / (rate.den * scaleDown), source };
};
