/**
 * Session-storage caches with the spec's keys (section 4): HOT_GAMES (reloaded when the refresh flag is set),
 * gameVendor (kept per language, so a language change refreshes it) and merchantWallet. Each entry remembers when
 * it was written so a long-open tab still refreshes now and then.
 */
export const CACHE_KEYS = {
  hotGames: 'HOT_GAMES',
  gameVendor: 'gameVendor',
  merchantWallet: 'merchantWallet',
  hotRefresh: 'HOT_GAMES_REFRESH',
} as const;
const MAX_AGE_MS = 10 * 60 * 1000;

type Entry<T> = { at: number; tag: string; value: T };

const store = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

export const readCache = <T>(key: string, tag: string): T | undefined => {
  const raw = store()?.getItem(key);
  if (!raw) return undefined;
  try {
    const e = JSON.parse(raw) as Entry<T>;
    if (e.tag !== tag || Date.now() - e.at > MAX_AGE_MS) return undefined;
    if (key === CACHE_KEYS.hotGames && store()?.getItem(CACHE_KEYS.hotRefresh)) return undefined;
    return e.value;
  } catch {
    return undefined;
  }
};

export const writeCache = <T>(key: string, tag: string, value: T) => {
  try {
    store()?.setItem(key, JSON.stringify({ at: Date.now(), tag, value } satisfies Entry<T>));
    if (key === CACHE_KEYS.hotGames) store()?.removeItem(CACHE_KEYS.hotRefresh);
  } catch {
    // storage full or disabled: the data is simply fetched again next time
  }
};

/** Asks for fresh hot games on the next read (e.g. after a refresh action). */
export const flagHotRefresh = () => store()?.setItem(CACHE_KEYS.hotRefresh, '1');

/** Announcement pop-ups closed in this browser session, kept apart for logged-in and anonymous visitors. */
const popupKey = (loggedIn: boolean) => `popupClosed:${loggedIn ? 'in' : 'out'}`;
export const closedPopups = (loggedIn: boolean): number[] => {
  try {
    return JSON.parse(store()?.getItem(popupKey(loggedIn)) ?? '[]') as number[];
  } catch {
    return [];
  }
};
export const closePopups = (loggedIn: boolean, ids: number[]) => {
  const all = new Set([...closedPopups(loggedIn), ...ids]);
  store()?.setItem(popupKey(loggedIn), JSON.stringify([...all]));
};
