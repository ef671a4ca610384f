/**
 * Amounts and rates as form fields hold them: money in major units with up to two decimals ("1,250.50"), percentages
 * and multiples in hundredths ("12.5" → 1250). The server takes minor units as digit strings and hundredths as
 * integers; these convert both ways without floating point.
 */
const MAJOR = /^\d{1,13}(\.\d{1,2})?$/;
const DECIMAL = /^\d{1,5}(\.\d{1,2})?$/;

/** Minor units ("1250") as the major-unit text a field shows ("12.50"). */
export const majorOf = (minor: string | number | bigint) => {
  const v = BigInt(minor);
  return `${v / 100n}.${(v % 100n).toString().padStart(2, '0')}`;
};

/** A major-unit text ("1,250.5") as minor units ("125050"), or null when it is not an amount with up to two decimals. */
export const minorOfText = (text: string): string | null => {
  const plain = text.replace(/[,\s]/g, '');
  if (!MAJOR.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return (BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))).toString();
};

/** "12.5" (a percentage or a multiple) in hundredths (1250), or null. */
export const hundredthsOf = (text: string): number | null => {
  const plain = text.trim();
  if (!DECIMAL.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Hundredths (1250) as the shortest text ("12.5" is shown "12.50", 1000 as "10"). */
export const decimalOf = (hundredths: number) => (hundredths % 100 === 0 ? String(hundredths / 100) : (hundredths / 100).toFixed(2));

/** A whole number within [min, max] from a field, or null. */
export const wholeOf = (text: string, min: number, max: number): number | null => {
  const plain = text.trim();
  if (!/^\d{1,12}$/.test(plain)) return null;
  const n = Number(plain);
  return n >= min && n <= max ? n : null;
};
