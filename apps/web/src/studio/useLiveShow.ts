import { LIVE_CARD_PACE, LIVE_FIGHT_PACE, liveShowAt } from '@wl/game-ui';
import type { TableState } from '@wl/studio/api';
import { useEffect, useState } from 'react';

/** Live tables whose round is shown in the open (dealt or fought step by step) rather than all at once. */
export const SHOWN_LIVE = ['baccarat', 'cockfight'];

type Show = { round: number; result: Record<string, unknown>; startedAt: number };

/**
 * The round a live table is showing: its result is dealt (baccarat) or fought (cockfight) from the moment it reaches
 * the page, at game-ui's live pace, and stays on the table through the next betting window until the next result
 * comes, so the player sees it even when the result phase is short.
 */
export const useLiveShow = (table: string, state: TableState | null, reduced: boolean) => {
  const [show, setShow] = useState<Show | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (state?.phase === 'RESULT' && state.result && show?.round !== state.round)
      setShow({ round: state.round, result: state.result, startedAt: performance.now() });
  }, [state, show?.round]);
  const r = show?.result;
  const steps = !r ? 0 : table === 'baccarat' ? ((r.player as number[]).length ?? 0) + ((r.banker as number[]).length ?? 0) : 1;
  const at = show
    ? liveShowAt(
        { startedAt: show.startedAt, steps, pace: table === 'baccarat' ? LIVE_CARD_PACE : LIVE_FIGHT_PACE, reduced },
        performance.now(),
      )
    : null;
  const next = at?.nextAt ?? null;
  useEffect(() => {
    if (next === null) return;
    const id = setTimeout(() => setTick((x) => x + 1), Math.max(0, next - performance.now()));
    return () => clearTimeout(id);
  }, [next]);
  return { round: show?.round ?? null, result: r ?? null, shown: at?.shown ?? 0, done: at?.done ?? false };
};
export type LiveShowState = ReturnType<typeof useLiveShow>;
