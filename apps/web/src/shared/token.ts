/**
 * The session token lives in sessionStorage under `token` (facts.md). A tiny store so React can subscribe;
 * logout clears only the token, never the build's merchant code.
 */
const KEY = 'token';
const listeners = new Set<() => void>();

const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

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
