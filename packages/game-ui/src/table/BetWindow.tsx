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
 * A live table's betting window: a bar that empties as the seconds run out, "last bets" in its last three seconds and
 * "No more bets" once it is shut. The seconds are whole and rounded up, so "0 s" is never shown while it is open.
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
        <span className="gu-window__fill" style={{ inlineSize: `${((100 * left) / length).toFixed(1)}%` }} />
      </span>
    </div>
  );
};
