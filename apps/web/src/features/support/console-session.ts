/** The support console's sign-in, kept for the browser tab (sessionStorage). */
export type ConsoleSession = { token: string; chatUrl: string; name: string };

const STORE = 'supportConsole';

/** The tab's signed-in session, or null. */
export const loadConsoleSession = (): ConsoleSession | null => {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? 'null');
  } catch {
    return null;
  }
};

/** Keeps the session for the tab, or forgets it (null). */
export const storeConsoleSession = (s: ConsoleSession | null) => {
  if (s) sessionStorage.setItem(STORE, JSON.stringify(s));
  else sessionStorage.removeItem(STORE);
};
