/**
 * The session token lives in sessionStorage under `token` (facts.md). A tiny store so React can subscribe;
 * logout clears only the token, never the build's merchant code.
 */
const KEY = 'token';
const listeners = new Set<() => void>();

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A page inside a frame; a cross-origin parent that refuses the comparison counts as one too. */
export const isFramed = (win: Window): boolean => {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
};

const memoryStorage = (): TokenStorage => {
  const values = new Map<string, string>();
  return {
    getItem: (k) => values.get(k) ?? null,
    setItem: (k, v) => {
      values.set(k, v);
    },
    removeItem: (k) => {
      values.delete(k);
    },
  };
};

// A frame's own token store, for as long as the page lives.
const framedStore = memoryStorage();

/**
 * Where this page keeps its token. A frame of the same site shares the tab's sessionStorage with the page around
 * it, and a vendor's game address may be served by this site (its ?token= is the vendor's game token): adopting or
 * clearing that token in the frame logged the player out of the page around it. A framed page therefore keeps its
 * own token in memory and never writes the shared one.
 */
export const tokenStorageFor = (win: Window | undefined): TokenStorage | null => {
  if (win && isFramed(win)) return framedStore;
  const tab = win ? win.sessionStorage : typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  return tab ?? null;
};

const storage = () => tokenStorageFor(typeof window === 'undefined' ? undefined : window);

export const getToken = (): string | null => storage()?.getItem(KEY) || null;

const emit = () => {
  for (const l of listeners) l();
};

export const setToken = (token: string) => {
  storage()?.setItem(KEY, token);
  emit();
};

export const clearToken = () => {
  if (getToken() === null) return;
  storage()?.removeItem(KEY);
  emit();
};

export const subscribeToken = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * A token handed over in the URL (?token=…) is stored, then removed from the address bar. Not on the house game
 * page: its ?token= is the game session token the launch answered, which the page needs and which is no login.
 */
export const adoptTokenFromUrl = (win: Window = window) => {
  const url = new URL(win.location.href);
  if (url.pathname.startsWith('/house/')) return;
  const token = url.searchParams.get(KEY);
  if (!token) return;
  setToken(token);
  url.searchParams.delete(KEY);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};
