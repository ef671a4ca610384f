import type { ReactNode } from 'react';
import { RoosterArt } from '../art/rooster';
import { useGameUi } from '../context';
import { LiveResult } from './LiveResult';
import '../styles/live.css';

export type FightWinner = 'meron' | 'wala' | 'draw';
export type PitPhase = 'waiting' | 'fighting' | 'shown';

type Props = {
  /** waiting: the cocks held in their corners; fighting: the fight of the round in play; shown: its end. */
  phase: PitPhase;
  /** The result, told only once shown. */
  winner: FightWinner | null;
  /** The betting window (a BetWindow), over the pit. */
  window: ReactNode;
  /** A line under the result (the round it was). */
  detail?: ReactNode;
  /** The next round's betting is open: the last fight's end stays in the pit, dimmed, with its result. */
  past?: boolean;
};

/**
 * A cockfight pit: the sand ring with meron's cock in the red corner and wala's in the blue, facing each other. When a
 * round's betting window shuts the two fight in the open (they fly at each other; under reduced motion the end is shown at once); then
 * the winner stands lit and the loser lies down, or both stand for a draw, and the result is said under the ring.
 */
export const CockfightPit = ({ phase, winner, window, detail, past = false }: Props) => {
  const { text } = useGameUi();
  const shown = phase === 'shown' && winner !== null;
  const fighter = (side: 'meron' | 'wala', end: 'start' | 'end') => {
    const state = !shown ? '' : winner === 'draw' ? ' is-draw' : winner === side ? ' is-won' : ' is-lost';
    return (
      <figure className={`gu-pit__fighter gu-pit__fighter--${end} is-${side}${state}`} data-testid={`fighter-${side}`}>
        <span className="gu-pit__body">
          <RoosterArt tone={side === 'meron' ? 'red' : 'blue'} />
        </span>
        <figcaption className="gu-pit__name">{text(`fight.${side}`)}</figcaption>
      </figure>
    );
  };
  return (
    <section
      className={`gu-pit${past ? ' is-past' : ''}`}
      data-testid="cockfight-pit"
      data-phase={phase}
      data-winner={shown ? winner : ''}
      aria-label={text('live.pit')}
    >
      {window}
      <div className="gu-pit__ring">
        {fighter('meron', 'start')}
        <span className="gu-pit__clash" aria-hidden="true">
          {phase === 'fighting' ? (
            <svg viewBox="0 0 40 40">
              <path d="M20 2 L24 14 L38 12 L27 21 L34 36 L20 27 L7 36 L13 21 L2 12 L16 14 Z" fill="#ffd54a" />
            </svg>
          ) : null}
        </span>
        {fighter('wala', 'end')}
      </div>
      <LiveResult
        winner={shown ? winner : null}
        said={String(detail)}
        head={
          shown
            ? winner === 'draw'
              ? text('fight.drawn')
              : text('live.wins', { side: text(`fight.${winner}`) })
            : phase === 'fighting'
              ? text('fight.on')
              : ''
        }
        detail={detail}
      />
    </section>
  );
};
