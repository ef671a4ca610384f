/**
 * Red Tiger's money on the wire: decimal strings in the currency's major unit ("10.50"). The ledger keeps bigint minor
 * units; the conversion is exact (string and bigint arithmetic, never a float) and refuses a value it cannot hold
 * exactly: more significant decimals than the currency's minor unit, a JSON number, an exponent, a thousands separator.
 */

/**
 * A Red Tiger amount in minor units, or null when it is not an exact decimal string with at most `decimals`
 * significant decimals (trailing zeros beyond them are exact and accepted: "10.000000" is 10.00). The sign is kept:
 * the caller refuses negatives with Red Tiger's own code.
 */
export const toMinor = (value: unknown, decimals: number): bigint | null => {
  if (typeof value !== 'string') return null;
  const m = /^(-)?(\d{1,15})(?:\.(\d{1,18}))?$/.exec(value);
  if (!m) return null;
  const frac = (m[3] ?? '').replace(/0+$/, '');
  if (frac.length > decimals) return null;
  const minor = BigInt(m[2] as string) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
  return m[1] ? -minor : minor;
};

/** Minor units as Red Tiger's decimal string with exactly the currency's decimals ("1000.00"). */
export const toDecimal = (minor: bigint, decimals: number): string => {
  const neg = minor < 0n;
  const v = neg ? -minor : minor;
  const base = 10n ** BigInt(decimals);
  const whole = (v / base).toString();
  const frac = decimals > 0 ? `.${(v % base).toString().padStart(decimals, '0')}` : '';
  return `${neg ? '-' : ''}${whole}${frac}`;
};
