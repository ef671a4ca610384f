import { opsMerchantCode } from '@wl/contracts';
import { useSyncExternalStore } from 'react';
import { useMe } from './me';

/** The merchant platform staff last worked on, remembered across visits (merchant staff never use it). */
const KEY = 'bo.merchant';
const listeners = new Set<() => void>();

const read = (): string | null => {
  try {
    return localStorage.getItem(KEY) || null;
  } catch {
    return null;
  }
};

/** Normalises a typed code (trimmed, upper case); null when it is not a merchant code at all. */
export const parseMerchantCode = (text: string): string | null => {
  const code = text.trim().toUpperCase();
  return opsMerchantCode.safeParse(code).success ? code : null;
};

export const chooseMerchant = (code: string | null) => {
  try {
    if (code) localStorage.setItem(KEY, code);
    else localStorage.removeItem(KEY);
  } catch {
    // private mode: the choice lasts for this page only
  }
  for (const l of listeners) l();
};

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
};

export const useChosenMerchant = () => useSyncExternalStore(subscribe, read, () => null);

/** The merchant the pages act on: the staff member's own, or (platform staff) the one picked in the header. */
export const useMerchantCode = (): string | null => {
  const me = useMe();
  const chosen = useChosenMerchant();
  return me.merchant?.code ?? chosen;
};

/** The merchant of a page that needs one (the page gate asks platform staff to pick it before the page shows). */
export const useActiveMerchant = (): string => {
  const code = useMerchantCode();
  if (!code) throw new Error('a merchant page without a merchant');
  return code;
};
