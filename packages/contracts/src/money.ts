/**
 * Money is integer minor units (bigint on the server, string on the wire). Formatting: two decimals and
 * thousands separators; no floats are ever used for arithmetic.
 */
export const formatMinor = (minor: bigint | number | string, decimals = 2, symbol = ''): string => {
  let v = BigInt(minor);
  const neg = v < 0n;
  if (neg) v = -v;
  const base = 10n ** BigInt(decimals);
  const whole = (v / base).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = decimals > 0 ? `.${(v % base).toString().padStart(decimals, '0')}` : '';
  return `${neg ? '-' : ''}${symbol}${whole}${frac}`;
};

/**
 * Parses a decimal string ("1234.5") into minor units; null when it is not an exact, unambiguous amount: digits,
 * at most one decimal point with digits after it and at most `decimals` of them, no thousands separators (in
 * "0,01" or "10,50" a comma may be a decimal comma, so it is never guessed away).
 */
export const parseToMinor = (text: string, decimals = 2): bigint | null => {
  const m = /^(-)?(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const frac = m[3] ?? '';
  if (frac.length > decimals) return null;
  const v = BigInt(m[2] as string) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
  return m[1] ? -v : v;
};

export const maskedBalance = '******';

/** Which way an amount moves a balance: in (credit), out (debit), or neither (zero). */
export type MoneyTone = 'credit' | 'debit';
export const moneyTone = (minor: bigint | number | string | null | undefined): MoneyTone | null => {
  if (minor === null || minor === undefined || minor === '') return null;
  const v = BigInt(minor);
  return v > 0n ? 'credit' : v < 0n ? 'debit' : null;
};
