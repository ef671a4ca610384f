import { useEffect, useState } from 'react';

/** One win to draw over the reels: a payline (its path across every reel, the winning cells framed) or a scatter. */
export interface ShownWin {
  key: string;
  kind: 'line' | 'scatter';
  /** 1-based payline number for lines. */
  line?: number;
  /** The payline's row on every reel (lines only). */
  path?: readonly number[];
  /** Winning cells as [reel, row]. */
  cells: readonly (readonly [number, number])[];
  /** The amount, formatted. */
  amount: string;
  /** Spoken and listed form, e.g. "Line 5: 3 × Ace pays Rs 6.00". */
  description: string;
}

const LINE_COLOURS = ['#ffd34d', '#4de1ff', '#ff6bd6', '#7dff6b', '#ff9a4d', '#b18cff', '#ff5f6d', '#5dffc1'];

type Props = {
  reels: number;
  rows: number;
  wins: readonly ShownWin[];
  /** Win presentation: every line together first, then each in turn. `false` while the reels move. */
  active: boolean;
  /** A return below the stake is shown plainly: thin neutral lines, no glow. */
  celebrate: boolean;
  reduced: boolean;
  onFocusChange?: (win: ShownWin | null) => void;
};

const ALL_MS = 1400;
const EACH_MS = 1500;

/** Which win is in focus: null for "all", cycling while active (static "all" under reduced motion). */
const useCycle = (count: number, active: boolean, reduced: boolean) => {
  const [focus, setFocus] = useState<number | null>(null);
  useEffect(() => {
    setFocus(null);
    if (!active || reduced || count < 2) return;
    let i = -1;
    let timer = setTimeout(function next() {
      i = (i + 1) % (count + 1);
      setFocus(i === count ? null : i);
      timer = setTimeout(next, i === count ? ALL_MS : EACH_MS);
    }, ALL_MS);
    return () => clearTimeout(timer);
  }, [count, active, reduced]);
  return focus;
};

/** Paylines drawn over the winning symbols with each line's amount beside it. */
export const WinLines = ({ reels, rows, wins, active, celebrate, reduced, onFocusChange }: Props) => {
  const focus = useCycle(wins.length, active, reduced);
  const shown = focus === null ? wins : wins.slice(focus, focus + 1);
  useEffect(() => onFocusChange?.(focus === null ? null : (wins[focus] ?? null)), [focus, wins, onFocusChange]);
  if (!active || wins.length === 0) return null;
  const x = (reel: number) => ((reel + 0.5) / reels) * 100;
  const y = (row: number) => ((row + 0.5) / rows) * 100;
  return (
    <div className={`gu-winlines${celebrate ? ' is-win' : ' is-plain'}`} data-testid="win-lines">
      <svg className="gu-winlines__svg" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        {shown.map((w) => {
          const colour = LINE_COLOURS[((w.line ?? 1) - 1) % LINE_COLOURS.length]!;
          if (!w.path) return null;
          const points = w.path.map((row, reel) => `${x(reel)},${y(row)}`).join(' ');
          return (
            <g key={w.key}>
              <polyline className="gu-winline gu-winline--edge" points={points} vectorEffect="non-scaling-stroke" />
              <polyline
                className="gu-winline"
                points={points}
                style={{ stroke: celebrate ? colour : 'var(--gu-muted, #9aa3b5)' }}
                vectorEffect="non-scaling-stroke"
              />
            </g>
          );
        })}
      </svg>
      {shown.flatMap((w) =>
        w.cells.map(([reel, row]) => (
          <span
            key={`${w.key}-${reel}-${row}`}
            className="gu-winframe"
            style={{
              insetInlineStart: `${(reel / reels) * 100}%`,
              insetBlockStart: `${(row / rows) * 100}%`,
              inlineSize: `${100 / reels}%`,
              blockSize: `${100 / rows}%`,
            }}
          />
        )),
      )}
      {shown.map((w) => {
        const [reel, row] = w.cells[w.cells.length - 1] ?? [0, 0];
        return (
          <span
            key={`${w.key}-amount`}
            className="gu-winline__amount"
            data-testid="win-line"
            data-line={w.line ?? 'scatter'}
            style={{ insetInlineStart: `${((reel + 0.5) / reels) * 100}%`, insetBlockStart: `${(row / rows) * 100}%` }}
          >
            <bdi>{w.amount}</bdi>
          </span>
        );
      })}
    </div>
  );
};
