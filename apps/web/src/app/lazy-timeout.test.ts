import { describe, expect, it } from 'vitest';
import { enFlat, urFlat } from '../i18n/flat-packs.test-helpers';
import { LAZY_TIMEOUT_MS, LazyTimeoutError, type Timers, withTimeout } from './lazy-timeout';

/** A timer the test fires itself: the time-out runs when the test says the time has come, never on the wall clock. */
const manualTimers = () => {
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  const timers: Timers = {
    set: (fn, ms) => {
      pending.set(next, { fn, ms });
      return next++;
    },
    clear: (h) => pending.delete(h as number),
  };
  const fire = () => {
    for (const [h, t] of pending) {
      pending.delete(h);
      t.fn();
    }
  };
  return { timers, pending, fire };
};

describe('lazy screens give up after 120 seconds (spec section 7)', () => {
  it('a screen still loading at 120 s fails with the time-out the error page reads as "took longer time to load"', async () => {
    const m = manualTimers();
    const load = withTimeout(() => new Promise<never>(() => {}), LAZY_TIMEOUT_MS, m.timers);
    const result = load().then(
      () => 'loaded',
      (e: unknown) => e,
    );
    expect([...m.pending.values()].map((t) => t.ms)).toEqual([120_000]);
    m.fire();
    const error = await result;
    expect(error).toBeInstanceOf(LazyTimeoutError);
    expect((error as LazyTimeoutError).ms).toBe(120_000);
    expect(enFlat['app.pageLoadFailed']).toBe('The page took longer time to load, please check your network connectivity.');
    expect(urFlat['app.pageLoadFailed']).toBeTruthy();
    expect(enFlat['app.retry']).toBeTruthy();
  });

  it('a screen that arrives in time is answered and its timer dropped; a failed fetch fails as it is', async () => {
    const m = manualTimers();
    const screen = { default: 'Screen' };
    await expect(withTimeout(() => Promise.resolve(screen), LAZY_TIMEOUT_MS, m.timers)()).resolves.toBe(screen);
    expect(m.pending.size).toBe(0);
    const broken = new TypeError('Failed to fetch dynamically imported module');
    await expect(withTimeout(() => Promise.reject(broken), LAZY_TIMEOUT_MS, m.timers)()).rejects.toBe(broken);
    expect(m.pending.size).toBe(0);
  });
});
