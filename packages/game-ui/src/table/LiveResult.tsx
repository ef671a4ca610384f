import { type ReactNode, useRef } from 'react';
import { useInStage } from './useInStage';
import '../styles/live.css';

type Props = {
  /** Who won, once the round is all on the table; null while it is being dealt or fought (or before one). */
  winner: string | null;
  /** What the round's result is called (unique per round: a new one brings it into view again). */
  said: string | null;
  /** The headline: the winner, or what is happening while nothing is said yet. */
  head: string;
  /** The line under it once said (totals, the round). */
  detail: ReactNode;
};

/**
 * A live table's result, on the table under the cards or the ring: always its height (nothing jumps), lit once said,
 * and brought wholly into the stage when it comes.
 */
export const LiveResult = ({ winner, said, head, detail }: Props) => {
  const box = useRef<HTMLDivElement | null>(null);
  useInStage(box, winner === null ? null : said);
  const shown = winner !== null;
  return (
    <div
      ref={box}
      className={`gu-live-result${shown ? ` is-shown is-${winner}` : ''}`}
      data-testid="live-result"
      data-winner={winner ?? ''}
      role="status"
      aria-live="polite"
    >
      <strong className="gu-live-result__head">{head || '\u00a0'}</strong>
      <span className="gu-live-result__detail">{shown ? detail : '\u00a0'}</span>
    </div>
  );
};
