import { gmtOffset } from '@wl/contracts';
import { useEffect, useState } from 'react';
import { useDateFormat } from '../../shared/datetime';

/** The agent centre's live clock: ticks every second, in the merchant's zone, with that zone's GMT offset. */
export const AgentClock = () => {
  const f = useDateFormat();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return (
    <span className="agent-clock" data-testid="agent-clock">
      <bdi>{gmtOffset(now, f.timeZone)}</bdi>{' '}
      <bdi>
        <time dateTime={now.toISOString()}>{f.clock(now)}</time>
      </bdi>
    </span>
  );
};
