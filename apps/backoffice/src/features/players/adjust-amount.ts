/** A balance adjustment as the form takes it: a direction and a positive amount in major units ("2,500.00"). */
export type Direction = 'credit' | 'debit';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** The amount as plain digits ("2,500.5" → "2500.5"), or null when it is not a positive amount with up to two decimals. */
export const cleanAmount = (text: string): string | null => {
  const plain = text.replace(/[,\s]/g, '');
  if (!AMOUNT.test(plain)) return null;
  return /[1-9]/.test(plain) ? plain : null;
};

/** The signed major-unit text the server takes ("2500.00", "-50.00"); null for an amount the form refuses. */
export const signedAmount = (direction: Direction, text: string): string | null => {
  const plain = cleanAmount(text);
  if (plain === null) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  const fixed = `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
  return direction === 'debit' ? `-${fixed}` : fixed;
};

/** The same amount in minor units (for showing it back with the merchant's currency). */
export const minorOfMajor = (signed: string): bigint => {
  const negative = signed.startsWith('-');
  const [whole = '0', fraction = ''] = signed.replace('-', '').split('.');
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
  return negative ? -minor : minor;
};

/** A new request id for each submit (8–64 characters of [A-Za-z0-9._:-]): a retried click never adjusts twice. */
export const newRequestId = (random: () => string = () => crypto.randomUUID()) => `bo-adjust-${random()}`.slice(0, 64);
