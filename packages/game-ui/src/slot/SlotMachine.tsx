import { useEffect, useMemo, useRef, useState } from 'react';
import { BigWin } from '../celebrate/BigWin';
import { RoundResult } from '../celebrate/RoundResult';
import { useGameUi } from '../context';
import { classifyReturn } from '../round/outcome';
import type { StepFeed } from '../round/step-feed';
import type { RoundView } from '../round/use-round';
import { SlotReels } from './SlotReels';
import { type ShownWin, WinLines } from './WinLines';
import '../styles/slot.css';

/** A slot round as the machine shows it; the host maps its engine's answer to this. */
export interface SlotOutcome {
  /** [reel][row] symbol indices. */
  window: number[][];
  stake: bigint;
  payout: bigint;
  wins: SlotWin[];
}

export type SlotWin =
  | { kind: 'line'; line: number; path: readonly number[]; count: number; symbol: number; payout: bigint }
  | { kind: 'scatter'; cells: [number, number][]; count: number; symbol: number; payout: bigint };

type Props = {
  symbols: readonly string[];
  symbolLabel: (symbol: number) => string;
  /** Per reel, the symbols that pass while it spins (the reel strips). */
  filler: readonly (readonly number[])[];
  /** What the reels show before the first round. */
  idleWindow: number[][];
  /** The round presenter's view; the reels follow `steps` and stop without a render. */
  round: Pick<RoundView<SlotOutcome>, 'phase' | 'answer'> & { steps?: StepFeed };
};

const cellsOf = (w: SlotWin): [number, number][] =>
  w.kind === 'scatter' ? w.cells : Array.from({ length: w.count }, (_, reel) => [reel, w.path[reel] ?? 0] as [number, number]);

/**
 * Reels, win lines, the result line and the big-win moment, driven by a round presenter: the reels spin while the
 * server is asked, stop one by one on the answer's schedule (followed on the step feed: a stop renders nothing),
 * then the wins are drawn over the winning symbols.
 */
export const SlotMachine = ({ symbols, symbolLabel, filler, idleWindow, round }: Props) => {
  const { text, money, reducedMotion, sound } = useGameUi();
  const { phase, answer, steps } = round;
  const [dismissed, setDismissed] = useState<SlotOutcome | null>(null);
  const [focus, setFocus] = useState<ShownWin | null>(null);
  const machine = useRef<HTMLDivElement>(null);
  const reels = idleWindow.length;
  const rows = idleWindow[0]?.length ?? 3;
  const busy = phase === 'waiting' || phase === 'revealing';
  const shown = phase === 'shown' ? answer : null;

  // What the reels showed before this round: the last result shown, else the attract window. Kept as it is rendered
  // (the same value for the same phase and answer), so the next spin starts from it without a render of its own.
  const restRef = useRef<readonly (readonly number[])[]>(idleWindow);
  if (shown) restRef.current = shown.window;
  const rest = restRef.current;
  // Where the reels land. With motion, the answer as soon as it is in: it sits out of sight while every reel spins,
  // and a stop only moves the strip. Without motion there is no spin to hide it: it waits for the result.
  const top = answer && (shown || !reducedMotion) ? answer.window : rest;

  const info = shown ? classifyReturn(shown.stake, shown.payout) : null;

  // Sounds follow the round; a reel's stop is heard from the feed (and marked for tests), with no render.
  useEffect(() => {
    if (phase === 'waiting') sound.play('spin');
  }, [phase, sound]);
  useEffect(() => {
    if (!steps) return;
    return steps.subscribe((count) => {
      machine.current?.setAttribute('data-revealed', String(count));
      if (count > 0) sound.play('reelStop');
    });
  }, [steps, sound]);
  useEffect(() => {
    if (!shown) return;
    const r = classifyReturn(shown.stake, shown.payout);
    if (r.celebrate && r.tier === 0) sound.play('win');
  }, [shown, sound]);

  const wins: ShownWin[] = useMemo(
    () =>
      (shown?.wins ?? []).map((w, i) => ({
        key: `${w.kind}-${w.kind === 'line' ? w.line : i}`,
        kind: w.kind,
        line: w.kind === 'line' ? w.line : undefined,
        path: w.kind === 'line' ? w.path : undefined,
        cells: cellsOf(w),
        amount: money(w.payout),
        description:
          w.kind === 'line'
            ? text('slot.lineWin', { line: w.line, count: w.count, symbol: symbolLabel(w.symbol), amount: money(w.payout) })
            : text('slot.scatterWin', { count: w.count, symbol: symbolLabel(w.symbol), amount: money(w.payout) }),
      })),
    [shown, money, text, symbolLabel],
  );
  const lit = useMemo(() => {
    const set = new Set<string>();
    for (const w of focus ? [focus] : wins) for (const [r, row] of w.cells) set.add(`${r}:${row}`);
    return set;
  }, [wins, focus]);

  return (
    <div
      className="gu-slot"
      data-testid="slot-machine"
      data-phase={phase}
      data-revealed={shown ? reels : 0}
      ref={machine}
      style={{ ['--gu-slot-ratio' as string]: reels / rows }}
    >
      <div className="gu-slot__cabinet">
        <SlotReels
          symbols={symbols}
          symbolLabel={symbolLabel}
          top={top}
          rest={rest}
          busy={busy}
          steps={steps}
          filler={filler}
          lit={info && wins.length ? lit : undefined}
          reduced={reducedMotion}
          label={text('slot.reels')}
        >
          <WinLines
            reels={reels}
            rows={rows}
            wins={wins}
            active={phase === 'shown'}
            celebrate={info?.celebrate ?? false}
            reduced={reducedMotion}
            onFocusChange={setFocus}
          />
        </SlotReels>
        {shown && info && info.tier > 0 && dismissed !== shown ? (
          <BigWin tier={info.tier} amount={shown.payout} multiplier={info.multiplier} onDone={() => setDismissed(shown)} />
        ) : null}
      </div>
      <RoundResult
        phase={phase}
        category="slot"
        result={shown}
        detail={focus?.description ?? (wins.length === 1 ? wins[0]!.description : null)}
      />
      <ul className="visually-hidden" data-testid="slot-wins">
        {wins.map((w) => (
          <li key={w.key}>{w.description}</li>
        ))}
      </ul>
    </div>
  );
};
