import { type PointerEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CannonBarrel, CannonBase, FishShape } from '../art/fish';
import { useGameUi } from '../context';
import type { RoundPhase } from '../round/use-round';
import { aimAt, CANNON, type FishPoint, fishAt, fishInLine, type Lane, lanesOf, type SwimmingFish, TANK_H, TANK_W } from './swim';
import '../styles/fish.css';

export type FishShot = {
  phase: RoundPhase;
  /** The fish the shot in play (or the last one) was fired at. */
  fishId: number | null;
  /** The server's answer, once shown: caught or not, and what it paid. */
  result: { hit: boolean; mult: number; payout: bigint } | null;
};

type Props = {
  fish: readonly SwimmingFish[];
  /** The fish the cannon is locked on (the host fires at it). */
  target: number | null;
  onTarget: (id: number | null) => void;
  shot: FishShot;
  /** No aiming while a shot is in play. */
  locked: boolean;
};

/** With reduced motion the fish hold still on a grid, apart, where every one can be aimed at. */
const restingAt = (lane: Lane, i: number, _n: number): FishPoint => ({
  x: 50 + (i % 4) * 100,
  y: 40 + Math.floor(i / 4) * 62,
  dir: lane.dir,
});

/**
 * A fishing game's tank: fish swimming in their lanes (moved each frame without re-rendering, still under reduced
 * motion), a cannon the player turns by tapping or dragging over the water (or by choosing a fish with the keyboard),
 * the shell's flight when a shot is fired, and the net closing: caught, with its payout, or escaped. What happens to
 * the fish is the server's answer; nothing of it shows before the round is shown.
 */
export const FishTank = ({ fish, target, onTarget, shot, locked }: Props) => {
  const { text, money, sound, reducedMotion } = useGameUi();
  const lanes = useMemo(() => lanesOf(fish), [fish]);
  const svg = useRef<SVGSVGElement | null>(null);
  const nodes = useRef(new Map<number, SVGGElement>());
  const lock = useRef<SVGGElement | null>(null);
  const startedAt = useRef<number | null>(null);
  // A fish under fire stops where it was hit at; its clock is held back by the time it stood still.
  const held = useRef<{ id: number; since: number; at: number } | null>(null);
  const lost = useRef(new Map<number, number>());
  const [angle, setAngle] = useState(0);
  const [firedAt, setFiredAt] = useState<FishPoint | null>(null);

  const clock = useCallback(() => {
    const now = performance.now();
    startedAt.current ??= now;
    return now - startedAt.current;
  }, []);
  const where = useCallback(
    (lane: Lane, ms: number): FishPoint => {
      if (reducedMotion) return restingAt(lane, lanes.indexOf(lane), lanes.length);
      const h = held.current;
      return fishAt(lane, h && h.id === lane.id ? h.since : ms - (lost.current.get(lane.id) ?? 0));
    },
    [reducedMotion, lanes],
  );

  // Each frame moves the fish and the lock ring by their transforms: no React render while they swim.
  const targetRef = useRef(target);
  targetRef.current = target;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new target redraws the lock ring even when nothing swims
  useEffect(() => {
    let frame = 0;
    let n = 0;
    const draw = () => {
      const ms = clock();
      // a style transform, not the SVG attribute: the browser then moves the fish without laying the tank out again
      // each frame; its place for tests (data-x) is written a few times a second
      const mark = n++ % 15 === 0;
      for (const lane of lanes) {
        const p = where(lane, ms);
        const node = nodes.current.get(lane.id);
        if (node) node.style.transform = `translate(${p.x.toFixed(1)}px, ${p.y.toFixed(1)}px)`;
        if (mark) node?.setAttribute('data-x', p.x.toFixed(0));
        if (lane.id === targetRef.current && lock.current)
          lock.current.style.transform = `translate(${p.x.toFixed(1)}px, ${p.y.toFixed(1)}px)`;
      }
      if (!reducedMotion) frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [lanes, where, clock, reducedMotion, target]);

  const release = useCallback(() => {
    const h = held.current;
    if (h) {
      lost.current.set(h.id, (lost.current.get(h.id) ?? 0) + (clock() - h.at));
      held.current = null;
    }
  }, [clock]);
  // A shot in play holds its fish still from the moment it is fired; the shown result lets it swim on (or away).
  useEffect(() => {
    if (shot.phase === 'waiting' && shot.fishId !== null) {
      release();
      const lane = lanes.find((l) => l.id === shot.fishId);
      const ms = clock();
      if (lane) setFiredAt(where(lane, ms));
      held.current = { id: shot.fishId, since: ms - (lost.current.get(shot.fishId) ?? 0), at: ms };
      sound.play('land');
    }
    // A caught fish stays in the net (and fades); it swims in again with the next shot. One that got away swims on.
    if (shot.phase === 'shown' && held.current && !shot.result?.hit) release();
    if (shot.phase === 'shown') sound.play(shot.result?.hit ? 'win' : 'flip');
    if (shot.phase === 'shown' && shot.result?.hit) onTarget(null);
    // on the result's hit, not on its object: the host builds a new one at each render, and a catch must clear the aim
    // once (and sound once), not again at every render after it (a player could not aim at a fish after a catch)
  }, [shot.phase, shot.fishId, shot.result?.hit, lanes, where, clock, sound, release, onTarget]);

  const aimFrom = (e: PointerEvent<SVGSVGElement>) => {
    if (locked || !svg.current) return;
    const m = svg.current.getScreenCTM();
    if (!m) return;
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    const a = aimAt(pt.x, pt.y);
    setAngle(a);
    const ms = clock();
    onTarget(fishInLine(a, lanes, (l) => where(l, ms)));
  };
  const choose = (lane: Lane) => {
    if (locked) return;
    const p = where(lane, clock());
    setAngle(aimAt(p.x, p.y));
    onTarget(lane.id);
  };

  const aimed = fish.find((f) => f.id === target);
  const shown = shot.phase === 'shown' ? shot.result : null;
  const busy = shot.phase === 'waiting' || shot.phase === 'revealing';
  const deg = (angle * 180) / Math.PI;
  return (
    <div className="gu-fishing" data-testid="fish-tank" data-phase={shot.phase} data-target={target ?? ''}>
      {/* biome-ignore lint/a11y/useSemanticElements: the tank is one drawing; its fish are the group's buttons */}
      <svg
        ref={svg}
        className="gu-fishing__tank"
        viewBox={`0 0 ${TANK_W} ${TANK_H}`}
        role="group"
        aria-label={text('fish.tank')}
        onPointerDown={aimFrom}
        onPointerMove={(e) => {
          if (e.buttons === 1) aimFrom(e);
        }}
      >
        <defs>
          <linearGradient id="gu-water" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#0e5f8a" />
            <stop offset="0.6" stopColor="#0a3a63" />
            <stop offset="1" stopColor="#061f3a" />
          </linearGradient>
        </defs>
        <rect width={TANK_W} height={TANK_H} fill="url(#gu-water)" />
        <g className="gu-fishing__rays" opacity="0.16">
          <path d="M60 0 L110 0 L60 260 L20 260 Z" fill="#bfe8ff" />
          <path d="M230 0 L270 0 L250 240 L210 240 Z" fill="#bfe8ff" />
        </g>
        <path
          d={`M0 ${TANK_H - 22} Q100 ${TANK_H - 40} 200 ${TANK_H - 26} T400 ${TANK_H - 30} V${TANK_H} H0 Z`}
          fill="#c8a96a"
          opacity="0.55"
        />
        <g className="gu-fishing__weed" fill="#2e8b57" opacity="0.8">
          <path d={`M30 ${TANK_H} Q20 ${TANK_H - 40} 34 ${TANK_H - 70} Q40 ${TANK_H - 40} 38 ${TANK_H} Z`} />
          <path d={`M360 ${TANK_H} Q350 ${TANK_H - 50} 366 ${TANK_H - 86} Q374 ${TANK_H - 50} 370 ${TANK_H} Z`} />
        </g>
        {lanes.map((lane) => {
          const caught = shown?.hit && shot.fishId === lane.id;
          const name = text('fish.fishName', { mult: lane.mult });
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes the keys a button would
            <g
              key={lane.id}
              ref={(n) => {
                if (n) nodes.current.set(lane.id, n);
                else nodes.current.delete(lane.id);
              }}
              className={`gu-fish${caught ? ' is-caught' : ''}${target === lane.id ? ' is-aimed' : ''}`}
              role="button"
              tabIndex={locked ? -1 : 0}
              aria-label={name}
              aria-pressed={target === lane.id}
              data-testid={`fish-${lane.id}`}
              data-mult={lane.mult}
              onPointerDown={(e) => {
                e.stopPropagation();
                choose(lane);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  choose(lane);
                }
              }}
            >
              <g transform={`scale(${(lane.dir === 1 ? 1 : -1) * (lane.size / 50)} ${lane.size / 50}) translate(-55 -30)`}>
                <g className="gu-fish__swim">
                  <FishShape mult={lane.mult} caught={!!caught} />
                </g>
              </g>
              <text className="gu-fish__mult" y={lane.size * 0.72 + 12} textAnchor="middle">
                ×{lane.mult}
              </text>
            </g>
          );
        })}
        <g ref={lock} className="gu-fishing__lock" opacity={target === null ? 0 : 1}>
          <circle r="24" fill="none" strokeDasharray="6 5" />
          <path d="M-30 0 H-18 M18 0 H30 M0 -30 V-18 M0 18 V30" />
        </g>
        {firedAt && busy ? (
          <g transform={`translate(${firedAt.x} ${firedAt.y})`}>
            <circle
              className="gu-fishing__shell"
              r="6"
              style={{ '--dx': `${CANNON.x - firedAt.x}px`, '--dy': `${CANNON.y - firedAt.y}px` } as React.CSSProperties}
            />
            {shot.phase === 'revealing' ? <circle className="gu-fishing__net" r="30" /> : null}
          </g>
        ) : null}
        {firedAt && shown ? (
          <g transform={`translate(${firedAt.x} ${firedAt.y})`} data-testid="fish-outcome" data-hit={shown.hit}>
            {shown.hit ? <circle className="gu-fishing__net is-closed" r="30" /> : <circle className="gu-fishing__splash" r="14" />}
            <text className={`gu-fishing__payout${shown.hit ? ' is-win' : ''}`} y="-34" textAnchor="middle">
              {shown.hit ? `+${money(shown.payout)}` : text('fish.escaped')}
            </text>
          </g>
        ) : null}
        <g transform={`translate(${CANNON.x} ${CANNON.y})`}>
          <g transform={`rotate(${deg.toFixed(1)})`} className="gu-cannon" data-testid="fish-cannon" data-angle={deg.toFixed(0)}>
            <CannonBarrel />
          </g>
          <CannonBase />
        </g>
      </svg>
      <p className="gu-fishing__aim" data-testid="fish-aim" aria-live="polite">
        {shown
          ? shown.hit
            ? text('fish.caught', { mult: shown.mult, amount: money(shown.payout) })
            : text('fish.escaped')
          : aimed
            ? text('fish.aimed', { mult: aimed.mult })
            : text('fish.noTarget')}
      </p>
    </div>
  );
};
