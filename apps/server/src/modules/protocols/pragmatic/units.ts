/**
 * Pragmatic Play speaks money as decimals in the player's currency (`amount=12.50`; `cash: 1234.56` in answers); the
 * ledger keeps bigint minor units. Both directions are string arithmetic, never floating point.
 */

/**
 * A decimal amount as Pragmatic sends it, in minor units: digits with an optional fraction, never negative, no sign,
 * exponent or separators. A fraction longer than the currency's minor unit is accepted only when the extra digits are
 * zeros ("1.500" is 150 cents); "1.005" is refused (null), never rounded.
 */
export const decimalToMinor = (text: string, digits: number): bigint | null => {
  const m = /^(\d{1,15})(?:\.(\d{1,12}))?$/.exec(text);
  if (!m) return null;
  const frac = m[2] ?? '';
  if (/[^0]/.test(frac.slice(digits))) return null;
  const kept = frac.slice(0, digits).padEnd(digits, '0');
  return BigInt(m[1] as string) * 10n ** BigInt(digits) + BigInt(kept || '0');
};

/** Minor units as a decimal with exactly the currency's digits ("1234.50"); an answer's `cash`. */
export const minorToDecimal = (minor: bigint, digits: number) => {
  const neg = minor < 0n;
  const v = (neg ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = v.slice(0, v.length - digits);
  const frac = digits > 0 ? `.${v.slice(v.length - digits)}` : '';
  return `${neg ? '-' : ''}${whole}${frac}`;
};
