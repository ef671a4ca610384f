/**
 * The in-page scripts of the per-category game-feel bench (gamefeel-categories.ts): run inside the game's own frame
 * (a studio game) or page (a house game), they mark a window with performance.mark and wait on the game's own
 * attributes with a MutationObserver, never by polling.
 */
import type { Frame } from '@playwright/test';

/** How a category's round ends: game-ui's shell shows the result, a live table turns to RESULT, a bet is receipted. */
export type RoundKind = 'shell' | 'table' | 'book';

/** The longest a round may take before the bench gives up on it (a live table at the fast pace turns in about 7 s). */
const ROUND_LIMIT_MS = 60_000;

/**
 * The scripts below are sent as source text, not as functions: tsx (esbuild, keepNames) wraps every named function
 * of this file in a `__name(...)` call that does not exist in the page.
 */
const run = <T>(frame: Frame, source: string, arg: unknown) => frame.evaluate(`(${source})(${JSON.stringify(arg)})`) as Promise<T>;

/**
 * One round window: `<label>-start` at the play click, `<label>-result` when the result is on screen, `<label>-end`
 * `tail` ms later. Shell: the GameShell's data-phase leaves `shown`/`idle` and comes back to `shown` (a blackjack hand
 * left open is stood as soon as its Stand button is there). Table: the live table's data-phase turns to RESULT (the
 * bet went in during BETTING). Book: the bet receipt appears. Resolves false when the round failed (a studio problem
 * shown, odds changed, the betting window closed under the click), so the caller tries again.
 */
const PLAY = `([l, k, t, limit]) => new Promise((resolve) => {
  const q = (s) => document.querySelector(s);
  const button = q('[data-testid="house-play"]');
  if (!button || button.disabled) return resolve(false);
  const problemBefore = q('[data-testid="studio-problem"]');
  let busy = false;
  let stood = false;
  let over = false;
  let limitTimer = 0;
  const finish = (ok) => {
    if (over) return;
    over = true;
    obs.disconnect();
    clearTimeout(limitTimer);
    if (!ok) return resolve(false);
    performance.mark(l + '-result');
    setTimeout(() => {
      performance.mark(l + '-end');
      resolve(true);
    }, t);
  };
  const check = () => {
    const problem = q('[data-testid="studio-problem"]');
    if (problem && problem !== problemBefore && problem.textContent) return finish(false);
    if (k === 'book') {
      if (q('[data-testid="bet-receipt"]')) finish(true);
      return;
    }
    if (k === 'table') {
      if (q('[data-testid="studio-live"]')?.dataset.phase === 'RESULT') finish(true);
      return;
    }
    const stand = q('[data-testid="bj-stand"]');
    if (stand && !stand.disabled && !stood) {
      stood = true;
      stand.click();
    }
    const phase = q('[data-testid="game-shell"]')?.dataset.phase;
    if (phase !== 'shown') busy = true;
    else if (busy) finish(true);
  };
  const obs = new MutationObserver(check);
  limitTimer = setTimeout(() => finish(false), limit);
  obs.observe(document.body, { attributes: true, childList: true, subtree: true, attributeFilter: ['data-phase', 'disabled', 'data-state'] });
  performance.mark(l + '-start');
  button.click();
})`;

export const playWindow = (frame: Frame, label: string, kind: RoundKind, tail = 1500) =>
  run<boolean>(frame, PLAY, [label, kind, tail, ROUND_LIMIT_MS]);

const IDLE = `([l, d]) => new Promise((resolve) => {
  performance.mark(l + '-start');
  setTimeout(() => {
    performance.mark(l + '-end');
    resolve();
  }, d);
})`;

/** An idle window of `ms` on the game at rest, marked `<label>-start` / `<label>-end`. */
export const idleWindow = (frame: Frame, label: string, ms: number) => run<void>(frame, IDLE, [label, ms]);

const WAIT = `([sel, a, lim]) => new Promise((resolve, reject) => {
  const ready = () => {
    const el = document.querySelector(sel);
    if (!el) return false;
    if (a) return el.getAttribute(a[0]) === a[1];
    return !el.disabled;
  };
  if (ready()) return resolve();
  const obs = new MutationObserver(() => {
    if (!ready()) return;
    obs.disconnect();
    clearTimeout(timer);
    resolve();
  });
  const timer = setTimeout(() => {
    obs.disconnect();
    reject(new Error(sel + ' ' + (a ? a.join('=') : 'enabled') + ' not reached in ' + lim + ' ms'));
  }, lim);
  obs.observe(document.documentElement, { attributes: true, childList: true, subtree: true });
})`;

/**
 * Resolves when the selector's element is there and, for a button, enabled; or (with `attr`) when the element's
 * attribute has the value. An in-page promise on the game's own DOM; rejects after `limit` ms.
 */
export const waitIn = (frame: Frame, selector: string, attr?: [string, string], limit = 60_000) =>
  run<void>(frame, WAIT, [selector, attr ?? null, limit]);
