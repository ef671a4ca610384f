import { useSyncExternalStore } from 'react';

/** Which account pop-up is open; shared by the header, side menu, guard and the /login and /register routes. */
export type AuthDialog = 'login' | 'register' | 'needRealAccount' | 'logout' | 'forgot' | 'changePassword' | 'forceChange' | null;

let current: AuthDialog = null;
const listeners = new Set<() => void>();

export const openAuthDialog = (dialog: AuthDialog) => {
  current = dialog;
  for (const l of listeners) l();
};
export const closeAuthDialog = () => openAuthDialog(null);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export const useAuthDialog = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
