import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const gmtOffset = (date: Date) => {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/** The agent centre's live clock: ticks every second, with the GMT offset. */
export const AgentClock = () => {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return (
    <span className="agent-clock" data-testid="agent-clock">
      <bdi>{gmtOffset(now)}</bdi> <time dateTime={now.toISOString()}>{now.toLocaleTimeString(i18n.language, { hour12: false })}</time>
    </span>
  );
};
