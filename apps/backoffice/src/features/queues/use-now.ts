import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` while the component shows (ages on screen keep up without a reload). */
export const useNow = (everyMs = 60_000) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
