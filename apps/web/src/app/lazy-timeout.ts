/** Lazy screens are fetched with a 120-second time-out (spec section 7); past it the page says it took too long. */
export const LAZY_TIMEOUT_MS = 120_000;

/** A lazy screen that did not arrive in time (RouteError shows the spec's "The page took longer time to load"). */
export class LazyTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`lazy screen not loaded within ${ms} ms`);
    this.name = 'LazyTimeoutError';
  }
}

/** The timer the time-out runs on (tests pass one they fire themselves). */
export type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * The same load, given up after `ms`: it answers the screen when it arrives in time, else fails with
 * LazyTimeoutError (a late arrival is ignored: the error page is already shown, and its retry loads the page again).
 */
export const withTimeout =
  <T>(load: () => Promise<T>, ms = LAZY_TIMEOUT_MS, timers: Timers = realTimers) =>
  (): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const handle = timers.set(() => reject(new LazyTimeoutError(ms)), ms);
      load().then(
        (v) => {
          timers.clear(handle);
          resolve(v);
        },
        (e: unknown) => {
          timers.clear(handle);
          reject(e);
        },
      );
    });
