import { useEffect, useMemo, useState } from 'react';
import { BigWin } from '../celebrate/BigWin';
import { RoundResult } from '../celebrate/RoundResult';
import { useGameUi } from '../context';
import { classifyReturn } from '../round/outcome';
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
  round: Pick<RoundView<SlotOutcome>, 'phase' | 'answer' | 'revealed'>;
};

const cellsOf = (w: SlotWin): [number, number][] =>
  w.kind === 'scatter' ? w.cells : Array.from({ length: w.count }, (_, reel) => [reel, w.path[reel] ?? 0] as [number, number]);

/**
 * Reels, win lines, the result line and the big-win moment, driven by a round presenter: the reels spin while the
 * server is asked, stop one by one on the answer's schedule, then the wins are drawn over the winning symbols.
 */
export const SlotMachine = ({ symbols, symbolLabel, filler, idleWindow, round }: Props) => {
  const { text, money, reducedMotion, sound } = useGameUi();
  const { phase, answer, revealed } = round;
  const [settled, setSettled] = useState<number[][]>(idleWindow);
  const [bigWinFor, setBigWinFor] = useState<SlotOutcome | null>(null);
  const [focus, setFocus] = useState<ShownWin | null>(null);
  const reels = idleWindow.length;
  const rows = idleWindow[0]?.length ?? 3;
  const busy = phase === 'waiting' || phase === 'revealing';

  const window = useMemo(
    () => Array.from({ length: reels }, (_, r) => (answer && r < revealed ? answer.window[r]! : settled[r]!)),
    [answer, revealed, settled, reels],
  );
  const spinning = useMemo(() => Array.from({ length: reels }, (_, r) => busy && r >= revealed), [busy, revealed, reels]);

  const shown = phase === 'shown' ? answer : null;
  const info = shown ? classifyReturn(shown.stake, shown.payout) : null;

  // Sounds and the settled window follow the round.
  useEffect(() => {
    if (phase === 'waiting') sound.play('spin');
  }, [phase, sound]);
  useEffect(() => {
    if (revealed > 0 && phase !== 'idle') sound.play('reelStop');
  }, [revealed, phase, sound]);
  useEffect(() => {
    if (phase !== 'shown' || !answer) return;
    setSettled(answer.window);
    const r = classifyReturn(answer.stake, answer.payout);
    if (r.celebrate && r.tier === 0) sound.play('win');
    setBigWinFor(r.tier > 0 ? answer : null);
  }, [phase, answer, sound]);
  useEffect(() => {
    if (busy) setBigWinFor(null);
  }, [busy]);

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
      data-revealed={revealed}
      style={{ ['--gu-slot-ratio' as string]: reels / rows }}
    >
      <div className="gu-slot__cabinet">
        <SlotReels
          symbols={symbols}
          symbolLabel={symbolLabel}
          window={window}
          spinning={spinning}
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
        {bigWinFor && phase === 'shown' && info ? (
          <BigWin tier={info.tier} amount={bigWinFor.payout} multiplier={info.multiplier} onDone={() => setBigWinFor(null)} />
        ) : null}
      </div>
      <RoundResult phase={phase} result={shown} detail={focus?.description ?? (wins.length === 1 ? wins[0]!.description : null)} />
      <ul className="visually-hidden" data-testid="slot-wins">
        {wins.map((w) => (
          <li key={w.key}>{w.description}</li>
        ))}
      </ul>
    </div>
  );
};
