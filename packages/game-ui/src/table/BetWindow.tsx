import { type CSSProperties, useState } from 'react';
import { useGameUi } from '../context';
import '../styles/live.css';

/** The last seconds of a betting window, when the bar turns to "last bets". */
const LAST_BETS_MS = 3000;

type Props = {
  /** The window's opening and closing times and the page's idea of now (the server's clock), in ms. */
  opensAt: number | null;
  closesAt: number | null;
  now: number;
  /** The round has not been heard of yet (the page is connecting). */
  unknown?: boolean;
};

/**
 * The bar's fill: it drains by a CSS animation from where it stood when the window was first seen to empty at its
 * close, so the page needs no timer to move it (a new window mounts a new fill). Under reduced motion the animation is
 * off and the fill stands at `now`'s share, redrawn when the seconds change.
 */
const Fill = ({ from, ms, now }: { from: number; ms: number; now: number }) => {
  const [start] = useState({ from, ms });
  const style = { '--gu-from': start.from.toFixed(3), '--gu-now': now.toFixed(3), animationDuration: `${start.ms}ms` } as CSSProperties;
  return <span className="gu-window__fill" style={style} />;
};

/**
 * A live table's betting window: a bar that empties as the seconds run out, "last bets" in its last three seconds and
 * "No more bets" once it is shut. The seconds are whole and rounded up, so "0 s" is never shown while it is open: the
 * page need only redraw it when a second turns.
 */
export const BetWindow = ({ opensAt, closesAt, now, unknown = false }: Props) => {
  const { text } = useGameUi();
  const left = closesAt === null ? 0 : Math.max(0, closesAt - now);
  const length = opensAt !== null && closesAt !== null ? Math.max(1, closesAt - opensAt) : 1;
  const state = unknown ? 'waiting' : left <= 0 ? 'closed' : left <= LAST_BETS_MS ? 'closing' : 'open';
  const s = Math.ceil(left / 1000);
  const label =
    state === 'waiting'
      ? '\u00a0'
      : state === 'closed'
        ? text('live.noMoreBets')
        : text(state === 'closing' ? 'live.lastBets' : 'live.placeBets', { s });
  return (
    <div className={`gu-window is-${state}`} data-testid="bet-window" data-state={state}>
      <span className="gu-window__label" role="timer">
        {label}
      </span>
      <span className="gu-window__bar" aria-hidden="true">
        <Fill key={`${opensAt}-${closesAt}`} from={left / length} ms={left} now={left / length} />
      </span>
    </div>
  );
};
