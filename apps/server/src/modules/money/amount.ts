import { formatMinor, parseToMinor } from '@wl/contracts';
import { AppError } from '../../core/app-error';

/** The largest single amount the site accepts (10^13 minor units); larger is bad input, not a bigger transfer. */
export const MAX_MINOR = 10n ** 13n;

/**
 * Parses what a person typed into minor units exactly: negative, zero, non-numeric, enormous or finer than the
 * currency's minor unit (10.001 with two decimals) are refused with wallet.amount_invalid.
 */
export const parseAmount = (input: string | number, decimals: number): bigint => {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input;
  const v = /e/i.test(text) ? null : parseToMinor(text, decimals);
  if (v === null || v <= 0n || v > MAX_MINOR) throw new AppError('wallet.amount_invalid');
  return v;
};

/** A limit (per channel, per withdrawal, per transfer) refuses with both bounds, formatted for the message. */
export const checkRange = (v: bigint, min: bigint, max: bigint, decimals: number) => {
  if (v < min || v > max) {
    throw new AppError('wallet.amount_out_of_range', {
      params: { min: formatMinor(min, decimals), max: formatMinor(max, decimals) },
      value: { min: min.toString(), max: max.toString() },
    });
  }
};
