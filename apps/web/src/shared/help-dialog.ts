import { useSyncExternalStore } from 'react';

/** Whether the help-centre modal is open (side menu and footer open it; /help stays a page of its own). */
let open = false;
const listeners = new Set<() => void>();
const set = (v: boolean) => {
  open = v;
  for (const l of listeners) l();
};
export const openHelpDialog = () => set(true);
export const closeHelpDialog = () => set(false);
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};
export const useHelpDialog = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
