import { useEffect, useState } from 'react';
import { useGameUi } from '../context';
import { formatElapsed, netOf, type SessionStats } from './session-stats';

/**
 * Net position and time played in this game session (RTS 14), always on screen. The figures are the server's: each
 * round is added when its result is shown. The clock ticks once a second.
 */
export const SessionPanel = ({ stats }: { stats: SessionStats }) => {
  const { text, money } = useGameUi();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const net = netOf(stats);
  const sign = net > 0n ? '+' : '';
  return (
    <section className="gu-session" aria-label={text('session.title')} data-testid="session-panel">
      <span className="gu-session__item">
        <span className="gu-session__label">{text('session.net')}</span>{' '}
        <bdi
          className={`gu-session__net${net > 0n ? ' is-up' : net < 0n ? ' is-down' : ''}`}
          data-testid="session-net"
          data-minor={net.toString()}
        >
          {sign}
          {money(net)}
        </bdi>
      </span>
      <span className="gu-session__item">
        <span className="gu-session__label">{text('session.time')}</span>{' '}
        <bdi data-testid="session-time">{formatElapsed(now - stats.startedAt)}</bdi>
      </span>
      <span className="gu-session__item">
        <span className="gu-session__label">{text('session.rounds')}</span> <bdi data-testid="session-rounds">{stats.rounds}</bdi>
      </span>
    </section>
  );
};
