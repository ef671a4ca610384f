/**
 * The staff session token lives in sessionStorage (one tab, gone when the tab closes). A tiny store so React can
 * subscribe: the shell leaves for the sign-in page the moment the token goes.
 */
const KEY = 'bo.token';
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
