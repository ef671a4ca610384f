import { useEffect, useRef } from 'react';
import { useGameUi } from '../context';
import '../styles/dice.css';

/** Hundredths → "42.17". */
export const hundredths = (v: number) => `${Math.floor(v / 100)}.${String(v % 100).padStart(2, '0')}`;

type Props = {
  /** Target in hundredths (0.00–99.99 scale). */
  target: number;
  direction: 'under' | 'over';
  /** The roll on screen (hundredths), null before the first. */
  roll: number | null;
  /** The dice are in the air (the server is asked or the roll is being shown). */
  rolling: boolean;
  /** The shown roll won (only for the shown result). */
  won: boolean | null;
};

/**
 * A range-dice roll: the track from 0 to 100 with the winning side lit, the target, and a marker that travels to the
 * roll. The big figure tumbles while rolling (random digits that are plainly not a result) and lands on the roll.
 * The track reads left to right in every language, as numbers do.
 */
export const RollTrack = ({ target, direction, roll, rolling, won }: Props) => {
  const { reducedMotion, text } = useGameUi();
  const figure = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!rolling || reducedMotion) return;
    let last = 0;
    let frame = requestAnimationFrame(function scramble(now) {
      if (now - last > 55 && figure.current) {
        last = now;
        figure.current.textContent = hundredths(Math.floor(Math.random() * 10_000));
      }
      frame = requestAnimationFrame(scramble);
    });
    return () => cancelAnimationFrame(frame);
  }, [rolling, reducedMotion]);
  const pct = (v: number) => `${(v / 100).toFixed(2)}%`;
  const winFrom = direction === 'under' ? 0 : target;
  const winTo = direction === 'under' ? target : 10_000;
  return (
    <div className="gu-roll" dir="ltr" data-testid="roll-track" data-rolling={rolling}>
      <div className={`gu-roll__figure${rolling ? ' is-rolling' : ''}${won === true ? ' is-win' : won === false ? ' is-lose' : ''}`}>
        <span ref={figure} data-testid="house-dice-roll">
          {rolling ? (reducedMotion ? '…' : '00.00') : roll === null ? '—' : hundredths(roll)}
        </span>
      </div>
      <div className="gu-roll__track" aria-hidden="true">
        <span className="gu-roll__lose" />
        <span className="gu-roll__win" style={{ insetInlineStart: pct(winFrom), inlineSize: pct(winTo - winFrom) }} />
        <span className="gu-roll__target" style={{ insetInlineStart: pct(target) }}>
          <span className="gu-roll__target-label">{hundredths(target)}</span>
        </span>
        {roll !== null && !rolling ? (
          <span className={`gu-roll__marker${won ? ' is-win' : ''}`} style={{ insetInlineStart: pct(roll) }} data-testid="roll-marker" />
        ) : null}
        <span className="gu-roll__scale">
          {[0, 25, 50, 75, 100].map((n) => (
            <span key={n}>{n}</span>
          ))}
        </span>
      </div>
      <p className="visually-hidden">{text(direction === 'under' ? 'dice.under' : 'dice.over')}</p>
    </div>
  );
};
