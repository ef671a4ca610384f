/**
 * Remembers, per time zone, the last answer of `compute` for one UTC second. A zone's offset is a whole number of
 * seconds, so every instant of one UTC second shows the same wall minute (and day) there. The event consumers ask a
 * zone's day or period of every event, mostly of the same second; formatting is most of their CPU otherwise, on the
 * event loop that also serves the requests (decision 014).
 */
export const rememberedPerZoneSecond = <T>(compute: (at: Date, timeZone: string) => T) => {
  const last = new Map<string, { second: number; value: T }>();
  return (at: Date, timeZone: string): T => {
    const second = Math.floor(at.getTime() / 1000);
    const hit = last.get(timeZone);
    if (hit && hit.second === second) return hit.value;
    const value = compute(at, timeZone);
    if (Number.isFinite(second)) last.set(timeZone, { second, value });
    return value;
  };
};
