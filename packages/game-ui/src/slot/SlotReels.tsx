import { memo, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { SymbolIcon } from '../art/symbols';

/**
 * Reels that spin and stop one by one. Motion is transform-only through the Web Animations API, so the compositor
 * runs it off the main thread: a spinning reel is one layer moved, not symbols redrawn.
 *
 * A reel's strip is always the same 2k + rows cells, so changing mode never changes its size (no layout) and only
 * the few cells whose symbol changes are painted again (the rest of the layer keeps its raster). Top to bottom, and
 * where it sits (p = the first cell in the window; the strip moves down as p falls):
 *   spin:  [loop ×k, loop ×k, shown rows]                 p: 2k → k (wind-up), then k → 0 again and again
 *   stop:  [result rows, loop[rows..k), loop ×k, result]  p: k → 0 with a little overshoot
 *   still: the stop's cells                                 no transform
 * So a spin repaints the strip's first cells once (result → loop), a stop repaints them (loop → result) and the last
 * rows (the previous result → this one), each out of sight when it changes, and coming to rest repaints nothing. The spinning look (dimmed symbols) is the strip
 * layer's opacity in the same animation, never a restyle of every symbol.
 */
export interface SlotReelsProps {
  /** Art names by symbol index. */
  symbols: readonly string[];
  /** Accessible name of a symbol index. */
  symbolLabel: (symbol: number) => string;
  /** What each reel shows when still: [reel][row] symbol indices. */
  window: readonly (readonly number[])[];
  spinning: readonly boolean[];
  /** Per reel, the symbols that pass by while it spins (its strip). */
  filler: readonly (readonly number[])[];
  /** Cells on a winning line shown now, as `${reel}:${row}`. */
  lit?: ReadonlySet<string>;
  reduced: boolean;
  label: string;
  children?: ReactNode;
}

const K = 9;
const SPIN_LOOP_MS = 300;
const WIND_UP_MS = 340;
const STOP_MS = 460;
/** A spinning strip is a little dimmed, as if blurred by speed: the layer's opacity, run by the compositor. */
const SPIN_OPACITY = 0.86;

type Mode = 'still' | 'spin' | 'stop';

const fillerSlice = (strip: readonly number[], from: number) =>
  Array.from({ length: K }, (_, i) => (strip.length ? strip[(from + i) % strip.length]! : 0));

/**
 * The strip's position in pixels (p cells up). Pixels, not percentages: a transform that depends on the box's size
 * is animated on the main thread by Chromium, one that does not runs on the compositor.
 */
const at = (p: number, cellPx: number) => `translate3d(0, ${(-p * cellPx).toFixed(2)}px, 0)`;

/** Reels are memoised: a reel stopping re-renders that reel alone, not the other four. */
const Reel = memo(function Reel({
  index,
  rows,
  spinning,
  filler,
  symbols,
  reduced,
  lit,
  symbolLabel,
}: {
  index: number;
  rows: readonly number[];
  spinning: boolean;
  filler: readonly number[];
  symbols: readonly string[];
  reduced: boolean;
  lit?: ReadonlySet<string>;
  symbolLabel: (s: number) => string;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<Mode>(spinning ? 'spin' : 'still');
  const [spinFrom, setSpinFrom] = useState<readonly number[]>(rows);
  const [wasSpinning, setWasSpinning] = useState(spinning);
  // Switching mode in render keeps the strip's content and its animation in the same frame.
  if (wasSpinning !== spinning) {
    setWasSpinning(spinning);
    if (spinning) {
      setSpinFrom(rows);
      setMode(reduced ? 'still' : 'spin');
    } else setMode(reduced ? 'still' : 'stop');
  }

  const offset = (index * 7) % Math.max(1, filler.length);
  const loop = fillerSlice(filler, offset);
  const cells: readonly number[] =
    mode === 'spin' ? [...loop, ...loop, ...spinFrom] : [...rows, ...loop.slice(rows.length), ...loop, ...rows];

  useLayoutEffect(() => {
    const el = strip.current;
    if (!el || reduced || mode === 'still' || typeof el.animate !== 'function') return;
    const cell = (el.parentElement?.getBoundingClientRect().height ?? 0) / rows.length;
    if (mode === 'spin') {
      const windUp = el.animate(
        [
          { transform: at(2 * K, cell), opacity: 1 },
          { transform: at(K, cell), opacity: SPIN_OPACITY },
        ],
        {
          duration: WIND_UP_MS,
          easing: 'cubic-bezier(.5,0,.9,.6)',
        },
      );
      let loopAnim: Animation | null = null;
      windUp.onfinish = () => {
        loopAnim = el.animate(
          [
            { transform: at(K, cell), opacity: SPIN_OPACITY },
            { transform: at(0, cell), opacity: SPIN_OPACITY },
          ],
          {
            duration: SPIN_LOOP_MS,
            iterations: Number.POSITIVE_INFINITY,
          },
        );
      };
      return () => {
        windUp.cancel();
        loopAnim?.cancel();
      };
    }
    const stop = el.animate(
      [
        { transform: at(K, cell), opacity: SPIN_OPACITY },
        { transform: at(0, cell), opacity: 1 },
      ],
      {
        duration: STOP_MS,
        easing: 'cubic-bezier(.18,.89,.32,1.22)',
        fill: 'backwards',
      },
    );
    stop.onfinish = () => setMode('still');
    return () => stop.cancel();
  }, [mode, reduced, rows.length]);

  const state = spinning ? 'spinning' : mode === 'stop' ? 'stopping' : 'still';
  return (
    <div className={`gu-reel gu-reel--${mode}${reduced && spinning ? ' is-waiting' : ''}`} data-testid="slot-reel" data-state={state}>
      <div className="gu-reel__strip" ref={strip} style={{ blockSize: `${(cells.length / rows.length) * 100}%` }}>
        {cells.map((symbol, i) => {
          const row = i < rows.length && mode !== 'spin' ? i : -1;
          const isLit = row >= 0 && mode === 'still' && lit?.has(`${index}:${row}`);
          // a cell in the window names its symbol once the reel is still; passing symbols are decoration
          const named = row >= 0 && !spinning ? { role: 'img', 'aria-label': symbolLabel(symbol) } : { 'aria-hidden': true };
          return (
            <div
              // a strip is a fixed column of positions: the position is the cell's identity
              // biome-ignore lint/suspicious/noArrayIndexKey: positions, not items
              key={i}
              className={`gu-cell${isLit ? ' is-lit' : ''}`}
              data-symbol={symbols[symbol]}
              {...named}
            >
              <SymbolIcon name={symbols[symbol] ?? ''} />
            </div>
          );
        })}
      </div>
    </div>
  );
});

export const SlotReels = ({ symbols, symbolLabel, window, spinning, filler, lit, reduced, label, children }: SlotReelsProps) => (
  <section className="gu-reels" aria-label={label} style={{ ['--gu-reels' as string]: window.length }}>
    {window.map((rows, r) => (
      <Reel
        // reels are positions in the machine
        // biome-ignore lint/suspicious/noArrayIndexKey: positions, not items
        key={r}
        index={r}
        rows={rows}
        spinning={spinning[r] ?? false}
        filler={filler[r] ?? []}
        symbols={symbols}
        reduced={reduced}
        lit={lit}
        symbolLabel={symbolLabel}
      />
    ))}
    {children}
  </section>
);
