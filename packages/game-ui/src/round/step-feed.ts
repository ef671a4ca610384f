import { useSyncExternalStore } from 'react';

/**
 * How many steps of a round are on screen, as a value that can be followed without rendering: a presentation that
 * moves by itself (reels stopping) subscribes and acts on the DOM, so a step costs no React render of the page.
 */
export interface StepFeed {
  /** Steps on screen now (0 while waiting). */
  readonly count: number;
  /** Called with the new count on every change; returns the unsubscribe. */
  subscribe(listener: (count: number) => void): () => void;
}

/**
 * The count as state, for a presentation drawn step by step (cards dealt, a table's reveal): the component that calls
 * it renders at each step. The slot's reels subscribe instead and render nothing.
 */
export const useStepCount = (feed: StepFeed) =>
  useSyncExternalStore(
    feed.subscribe,
    () => feed.count,
    () => feed.count,
  );

export interface StepSource extends StepFeed {
  publish(count: number): void;
}

export function createStepFeed(): StepSource {
  const listeners = new Set<(count: number) => void>();
  let count = 0;
  return {
    get count() {
      return count;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    publish(next) {
      if (next === count) return;
      count = next;
      for (const l of [...listeners]) l(next);
    },
  };
}
