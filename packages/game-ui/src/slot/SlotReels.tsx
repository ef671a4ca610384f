import { memo, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { SymbolIcon } from '../art/symbols';
import type { StepFeed } from '../round/step-feed';

/**
 * Reels that spin and stop one by one. Motion is transform-only through the Web Animations API, so the compositor
 * runs it off the main thread: a spinning reel is one layer moved, not symbols redrawn. A reel's stop is no React
 * render: the reels follow the round's step feed and swap the spin's animation for the stop's on the strip itself.
 *
 * A reel's strip is always the same 2·rows + 2k cells, top to bottom (p = the first cell in the window; the strip
 * moves down as p falls):
 *   [top: rows] [loop: k] [loop: k] [rest: rows]
 *   still:  p = 0, the top rows in view, no transform
 *   spin:   wind-up p = rows+2k → rows+k (from the rest rows, which are what was in view), then rows+k → rows again
 *           and again: only loop cells pass by, never the top or the rest rows
 *   stop:   p = k → 0 with a little overshoot, landing on the top rows
 * The top rows are the answer as soon as it comes in (out of sight: every reel still spins), the rest rows what the
 * reels showed before the round (changed when the result is shown, out of sight too). So starting a spin changes no
 * cell, a stop changes none and coming to rest changes none: only the strip's layer moves. The spinning look (dimmed
 * symbols) is the layer's opacity in the same animation, never a restyle of every symbol.
 */
export interface SlotReelsProps {
  /** Art names by symbol index. */
  symbols: readonly string[];
  /** Accessible name of a symbol index. */
  symbolLabel: (symbol: number) => string;
  /** What each reel lands on (the answer as soon as it is in, else what is shown): [reel][row] symbol indices. */
  top: readonly (readonly number[])[];
  /** What each reel showed before this round (where a spin starts from). */
  rest: readonly (readonly number[])[];
  /** A round is in play: the reels spin until the feed stops them. */
  busy: boolean;
  /** The round's steps: reel r stops when the count passes r. */
  steps?: StepFeed;
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

type Motion = 'still' | 'spinning' | 'stopping';

const fillerSlice = (strip: readonly number[], from: number) =>
  Array.from({ length: K }, (_, i) => (strip.length ? strip[(from + i) % strip.length]! : 0));

/**
 * The strip's position in pixels (p cells up). Pixels, not percentages: a transform that depends on the box's size
 * is animated on the main thread by Chromium, one that does not runs on the compositor.
 */
const at = (p: number, cellPx: number) => `translate3d(0, ${(-p * cellPx).toFixed(2)}px, 0)`;

/** One reel's motion, driven on the DOM: spin, stop, rest. */
class ReelMotion {
  private anim: Animation | null = null;
  /** A cell's height, measured when the spin starts (a stop reads no layout). */
  private cellPx = 0;
  motion: Motion = 'still';

  constructor(
    private readonly reel: HTMLElement,
    private readonly strip: HTMLElement,
    private readonly rows: number,
  ) {}

  private mark(motion: Motion) {
    this.motion = motion;
    this.reel.dataset.state = motion;
  }

  spin() {
    if (typeof this.strip.animate !== 'function') return;
    this.anim?.cancel();
    const cell = this.reel.getBoundingClientRect().height / this.rows;
    this.cellPx = cell;
    const rows = this.rows;
    const windUp = this.strip.animate(
      [
        { transform: at(rows + 2 * K, cell), opacity: 1 },
        { transform: at(rows + K, cell), opacity: SPIN_OPACITY },
      ],
      { duration: WIND_UP_MS, easing: 'cubic-bezier(.5,0,.9,.6)', fill: 'forwards' },
    );
    this.anim = windUp;
    windUp.onfinish = () => {
      if (this.anim !== windUp) return;
      this.anim = this.strip.animate(
        [
          { transform: at(rows + K, cell), opacity: SPIN_OPACITY },
          { transform: at(rows, cell), opacity: SPIN_OPACITY },
        ],
        { duration: SPIN_LOOP_MS, iterations: Number.POSITIVE_INFINITY },
      );
      windUp.cancel();
    };
    this.mark('spinning');
  }

  /** Lands on the top rows (already in the strip). Only a spinning reel stops. */
  stop() {
    if (this.motion !== 'spinning') return;
    this.anim?.cancel();
    const stop = this.strip.animate(
      [
        { transform: at(K, this.cellPx), opacity: SPIN_OPACITY },
        { transform: at(0, 0), opacity: 1 },
      ],
      { duration: STOP_MS, easing: 'cubic-bezier(.18,.89,.32,1.22)', fill: 'backwards' },
    );
    this.anim = stop;
    stop.onfinish = () => {
      if (this.anim !== stop) return;
      this.anim = null;
      this.mark('still');
    };
    this.mark('stopping');
  }

  /** The round is over (or failed): a reel still spinning comes to rest at once; a stop under way finishes. */
  rest() {
    if (this.motion !== 'spinning') return;
    this.anim?.cancel();
    this.anim = null;
    this.mark('still');
  }

  dispose() {
    this.anim?.cancel();
    this.anim = null;
  }
}

/** Reels are memoised: a reel re-renders only when its own symbols change (the answer coming in, the result shown). */
const Reel = memo(function Reel({
  index,
  top,
  rest,
  busy,
  filler,
  symbols,
  reduced,
  lit,
  symbolLabel,
  register,
}: {
  index: number;
  top: readonly number[];
  rest: readonly number[];
  busy: boolean;
  filler: readonly number[];
  symbols: readonly string[];
  reduced: boolean;
  lit?: ReadonlySet<string>;
  symbolLabel: (s: number) => string;
  register: (index: number, motion: ReelMotion | null) => void;
}) {
  const reel = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const motion = useRef<ReelMotion | null>(null);
  const rows = top.length;

  useLayoutEffect(() => {
    if (!reel.current || !strip.current) return;
    const m = new ReelMotion(reel.current, strip.current, rows);
    motion.current = m;
    register(index, m);
    return () => {
      register(index, null);
      m.dispose();
      motion.current = null;
    };
  }, [index, rows, register]);

  useLayoutEffect(() => {
    const m = motion.current;
    if (!m) return;
    if (busy && !reduced) m.spin();
    else m.rest();
  }, [busy, reduced]);

  const offset = (index * 7) % Math.max(1, filler.length);
  const loop = fillerSlice(filler, offset);
  const cells: readonly number[] = [...top, ...loop, ...loop, ...rest];

  return (
    <div
      ref={reel}
      className={`gu-reel${reduced && busy ? ' is-waiting' : ''}`}
      data-testid="slot-reel"
      data-state={busy ? 'spinning' : 'still'}
    >
      {/* while the round is in play the strip is decoration; its top rows are named once the result is shown */}
      <div
        className="gu-reel__strip"
        ref={strip}
        aria-hidden={busy || undefined}
        style={{ blockSize: `${(cells.length / rows) * 100}%`, ['--gu-cells' as string]: cells.length }}
      >
        {cells.map((symbol, i) => {
          const row = i < rows ? i : -1;
          const isLit = row >= 0 && lit?.has(`${index}:${row}`);
          const named = row >= 0 ? { role: 'img', 'aria-label': symbolLabel(symbol) } : { 'aria-hidden': true };
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

const EMPTY: readonly number[] = [];

export const SlotReels = ({ symbols, symbolLabel, top, rest, busy, steps, filler, lit, reduced, label, children }: SlotReelsProps) => {
  const motions = useRef<(ReelMotion | null)[]>([]);
  const register = useRef((index: number, m: ReelMotion | null) => {
    motions.current[index] = m;
  }).current;

  // A step stops its reel on the strip: no render.
  useEffect(() => {
    if (!steps) return;
    const stopUpTo = (count: number) => {
      for (let r = 0; r < count; r++) motions.current[r]?.stop();
    };
    stopUpTo(steps.count);
    return steps.subscribe(stopUpTo);
  }, [steps]);

  return (
    <section className="gu-reels" aria-label={label} style={{ ['--gu-reels' as string]: top.length }}>
      {top.map((rows, r) => (
        <Reel
          // reels are positions in the machine
          // biome-ignore lint/suspicious/noArrayIndexKey: positions, not items
          key={r}
          index={r}
          top={rows}
          rest={rest[r] ?? rows}
          busy={busy}
          filler={filler[r] ?? EMPTY}
          symbols={symbols}
          reduced={reduced}
          lit={lit}
          symbolLabel={symbolLabel}
          register={register}
        />
      ))}
      {children}
    </section>
  );
};
