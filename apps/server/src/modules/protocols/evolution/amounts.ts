/**
 * Evolution's money on the wire: JSON numbers in the currency's major unit (`"amount": 1.55`, answers such as
 * `"balance": 999.00`). The ledger keeps bigint minor units. Numbers are read as their exact text (wire.ts never lets
 * one become a float), and converted with bigint arithmetic here.
 */

/**
 * An Evolution amount (the exact text of a JSON number) in minor units, or null when it is not a plain non-negative
 * decimal or carries more precision than the minor unit. Zeros past the minor unit are exact and accepted: Evolution's
 * own tools write six decimals ("10.000000" is 10.00), "10.005" in a two-decimal currency is refused. `decimals` is the
 * ledger's minor unit: the merchant's currency decimals (ProtocolConfig.minorDigits).
 */
export const toMinor = (text: string, decimals: number): bigint | null => {
  const m = /^(\d{1,15})(?:\.(\d{1,18}))?$/.exec(text);
  if (!m) return null;
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  return BigInt(m[1] as string) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
};

/** Minor units as the text of a JSON number with exactly the minor unit's decimals (99900n, 2 → "999.00"). */
export const toDecimal = (minor: bigint, decimals: number): string => {
  const sign = minor < 0n ? '-' : '';
  const v = minor < 0n ? -minor : minor;
  const base = 10n ** BigInt(decimals);
  const fraction = decimals > 0 ? `.${(v % base).toString().padStart(decimals, '0')}` : '';
  return `${sign}${(v / base).toString()}${fraction}`;
};
