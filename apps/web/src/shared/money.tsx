import { formatMinor, maskedBalance, moneyTone } from '@wl/contracts';
import { useSyncExternalStore } from 'react';
import { useSystem } from './system';

const KEY = 'hideBalance';
const listeners = new Set<() => void>();
const isHidden = () => sessionStorage.getItem(KEY) === '1';
/** One hide switch for every balance on the page (header and member info panel), kept for the session. */
export const useBalanceHidden = (): [boolean, () => void] => {
  const hidden = useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    isHidden,
    () => false,
  );
  const toggle = () => {
    sessionStorage.setItem(KEY, isHidden() ? '0' : '1');
    for (const l of listeners) l();
  };
  return [hidden, toggle];
};

/** Minor units as text: currency symbol, two decimals, thousands separators (formatMinor from the contracts). */
export const useMoney = () => {
  const { brand } = useSystem();
  const decimals = brand?.currency.decimals ?? 2;
  const symbol = brand?.currency.symbol ?? '';
  return (minor: string | bigint | number | null | undefined, opts: { hidden?: boolean; sign?: boolean } = {}) => {
    if (minor === null || minor === undefined) return '';
    if (opts.hidden) return `${symbol} ${maskedBalance}`;
    const v = BigInt(minor);
    const text = formatMinor(v < 0n ? -v : v, decimals, '');
    return `${v < 0n ? '-' : opts.sign && v > 0n ? '+' : ''}${symbol} ${text}`;
  };
};

/** The class that colours an amount (or its row, or a result) by the way it moves money: in, out, or none for zero. */
export const toneClass = (minor: string | bigint | null | undefined): string | undefined => {
  const tone = moneyTone(minor);
  return tone ? `money--${tone}` : undefined;
};

/**
 * An amount. `sign`: a movement, shown with its sign and coloured by it, so credits and debits never look alike (an
 * amount that is always money in, a prize, takes the class `money--credit` where it is shown).
 */
export const Money = ({ minor, sign }: { minor: string | null | undefined; sign?: boolean }) => {
  const fmt = useMoney();
  const tone = sign ? moneyTone(minor) : null;
  return <bdi className={tone ? `money money--${tone}` : 'money'}>{fmt(minor, { sign })}</bdi>;
};
