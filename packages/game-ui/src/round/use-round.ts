import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { type PacingConfig, planReveal, revealedAt } from './reveal-plan';
import { createStepFeed, type StepFeed } from './step-feed';

/**
 * The life of one round on screen:
 *   idle → waiting (the stake is sent at once; the reels spin, nothing of the outcome is shown)
 *        → revealing (the server answered; the steps are shown on the paced schedule)
 *        → shown (the result, the win and the server's balance) → the next stake starts over.
 * The request is never held back by the animation, and nothing of the outcome appears before the answer. A failed
 * request goes back to idle with its error and shows nothing.
 */
export type RoundPhase = 'idle' | 'waiting' | 'revealing' | 'shown';

export interface RoundView<T> {
  phase: RoundPhase;
  /** The answer being revealed or shown (null while waiting or before the first round). */
  answer: T | null;
  /**
   * How many steps of the answer are on screen, followed without rendering (a stable object for the hook's life): a
   * step renders only what reads it with `useStepCount(steps)`, or nothing when the presentation subscribes itself.
   */
  steps: StepFeed;
  error: unknown;
  /** Sends the stake now and presents the answer when it comes. Ignored while a round is in play. */
  play: (request: () => Promise<T>) => void;
  /** Brings the presentation forward (never under the floor, never before the answer). */
  quickStop: () => void;
  quickRequested: boolean;
  busy: boolean;
}

export interface RoundOptions<T> {
  pacing: (answer: T) => PacingConfig;
  reducedMotion: boolean;
  /** The result is on screen: the moment the server's balance and the session figures may change. */
  onShown?: (answer: T) => void;
  now?: () => number;
}

const clock = () => performance.now();

export function useRoundPresenter<T>(opts: RoundOptions<T>): RoundView<T> {
  const [phase, setPhase] = useState<RoundPhase>('idle');
  const [answer, setAnswer] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [quickRequested, setQuick] = useState(false);
  const [feed] = useState(createStepFeed);
  // Times of the round in play, on the page clock; refs so timers read the latest without re-rendering.
  const round = useRef<{ stakeAt: number; answerAt: number | null; quickAt: number | null; answer: T | null; shown: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const now = opts.now ?? clock;

  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const tick = useCallback(() => {
    const r = round.current;
    if (!r || r.answerAt === null || r.answer === null) return;
    const o = optsRef.current;
    const pacing = o.pacing(r.answer);
    const times = planReveal(pacing, { stakeAt: r.stakeAt, answerAt: r.answerAt, quickAt: r.quickAt, reduced: o.reducedMotion });
    const t = (o.now ?? clock)();
    const count = revealedAt(times, t);
    if (count !== r.shown) {
      r.shown = count;
      feed.publish(count);
    }
    clear();
    if (count >= times.length) {
      const done = r.answer;
      round.current = null;
      // The result's presentation (win lines, result line, the host's balance and session figures) renders as a
      // transition: React works on it in slices between frames instead of one long task while the last reel lands.
      startTransition(() => {
        setPhase('shown');
        o.onShown?.(done);
      });
      return;
    }
    timer.current = setTimeout(tick, Math.max(0, times[count]! - t));
  }, [clear, feed]);

  const play = useCallback(
    (request: () => Promise<T>) => {
      if (round.current) return;
      const r = { stakeAt: now(), answerAt: null as number | null, quickAt: null as number | null, answer: null as T | null, shown: 0 };
      round.current = r;
      setPhase('waiting');
      setAnswer(null);
      feed.publish(0);
      setError(null);
      setQuick(false);
      request().then(
        (value) => {
          if (round.current !== r) return;
          r.answerAt = now();
          r.answer = value;
          setAnswer(value);
          setPhase('revealing');
          tick();
        },
        (err: unknown) => {
          if (round.current !== r) return;
          round.current = null;
          setError(err);
          setPhase('idle');
        },
      );
    },
    [now, tick, feed],
  );

  const quickStop = useCallback(() => {
    const r = round.current;
    if (!r || r.quickAt !== null) return;
    r.quickAt = now();
    setQuick(true);
    tick();
  }, [now, tick]);

  useEffect(
    () => () => {
      clear();
      // A round still being revealed when the page goes is settled on the server already: tell the host.
      const r = round.current;
      if (r?.answer) optsRef.current.onShown?.(r.answer);
      round.current = null;
    },
    [clear],
  );

  return {
    phase,
    answer,
    steps: feed,
    error,
    play,
    quickStop,
    quickRequested,
    busy: phase === 'waiting' || phase === 'revealing',
  };
}
