import { formatMinor, maskedBalance } from '@wl/contracts';
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

export const Money = ({ minor, sign }: { minor: string | null | undefined; sign?: boolean }) => {
  const fmt = useMoney();
  return <bdi className="money">{fmt(minor, { sign })}</bdi>;
};
