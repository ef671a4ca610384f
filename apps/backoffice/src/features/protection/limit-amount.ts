import type { LimitKind } from '@wl/contracts';

const MONEY = /^\d{1,13}(\.\d{1,2})?$/;
const MAX_MINUTES = 1440;

/**
 * A limit as the form takes it ("5,000.50" of money, "90" minutes of a session) in the server's terms: minor units or
 * whole minutes, as digits; null when the text is not a limit above zero.
 */
export const limitAmountOf = (kind: LimitKind, text: string): string | null => {
  const plain = text.replace(/[,\s]/g, '');
  if (kind === 'session') {
    if (!/^\d{1,4}$/.test(plain)) return null;
    const minutes = Number(plain);
    return minutes >= 1 && minutes <= MAX_MINUTES ? String(minutes) : null;
  }
  if (!MONEY.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minor > 0n ? minor.toString() : null;
};

/** Whether staff may put this limit in place: none is in force, or the new one is no higher (staff never raise one). */
export const staffMaySet = (inForce: string | null, next: string): boolean => inForce === null || BigInt(next) <= BigInt(inForce);

/** Whole hours within the profile's time-out bounds, or null. */
export const timeoutHoursOf = (text: string, bounds: { min: number; max: number }): number | null => {
  const plain = text.replace(/[,\s]/g, '');
  if (!/^\d{1,5}$/.test(plain)) return null;
  const hours = Number(plain);
  return hours >= bounds.min && hours <= bounds.max ? hours : null;
};
