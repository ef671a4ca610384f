import { formatMinor } from '@wl/contracts';

/** Money in the back office always shows two decimals (minor units are hundredths). */
const DECIMALS = 2;

/** Minor units as text: currency, two decimals, thousands separators (formatMinor from the contracts), signed. */
export const formatMoney = (minor: string | bigint | number, currency: string | null): string => {
  const v = BigInt(minor);
  const text = formatMinor(v < 0n ? -v : v, DECIMALS, '');
  return `${v < 0n ? '-' : ''}${currency ? `${currency} ` : ''}${text}`;
};
