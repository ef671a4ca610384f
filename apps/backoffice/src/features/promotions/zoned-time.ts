/**
 * Schedules are written in the merchant's time zone: a `datetime-local` field holds the wall time there
 * ("2026-12-01T18:00"), the server keeps the instant (ISO, UTC). Both directions go through Intl, so daylight-saving
 * zones work as well as fixed ones; an unknown zone falls back to the browser's own.
 */
const partsIn = (at: Date, zone: string | undefined) => {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { y: p.year ?? '', mo: p.month ?? '', d: p.day ?? '', h: p.hour ?? '', mi: p.minute ?? '' };
};

const safeZone = (zone: string | undefined) => {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
};

/** An instant as the wall time of `zone`, for a `datetime-local` field ("" for none). */
export const toZonedInput = (iso: string | null, zone: string | undefined): string => {
  if (!iso) return '';
  const p = partsIn(new Date(iso), safeZone(zone));
  return `${p.y}-${p.mo}-${p.d}T${p.h}:${p.mi}`;
};

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The instant a wall time of `zone` names (ISO), or null when the text is not a `datetime-local` value. */
export const fromZonedInput = (local: string, zone: string | undefined): string | null => {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return null;
  const z = safeZone(zone);
  // The zone's offset at a guess, then again at the corrected instant (the offset can differ across a DST change).
  const offsetAt = (t: number) => {
    const p = partsIn(new Date(t), z);
    return Date.UTC(Number(p.y), Number(p.mo) - 1, Number(p.d), Number(p.h), Number(p.mi)) - t;
  };
  let t = wall - offsetAt(wall);
  t = wall - offsetAt(t);
  return new Date(t).toISOString();
};
