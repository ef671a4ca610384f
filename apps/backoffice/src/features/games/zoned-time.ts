/**
 * Maintenance windows are typed and shown in the merchant's time zone, whatever the browser's: a `datetime-local`
 * value ("2026-11-29T14:30") is read as that wall-clock time in `zone`, and an instant is written back the same way.
 */
const parts = (at: Date, zone: string) => {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const o: Record<string, string> = {};
  for (const p of f.formatToParts(at)) o[p.type] = p.value;
  return o as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
};

/** The zone's offset from UTC at `at`, in minutes. */
const offsetAt = (at: Date, zone: string) => {
  const p = parts(at, zone);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
};

/** An instant as a `datetime-local` value in `zone` (empty for none). */
export const toZonedInput = (iso: string | null, zone: string): string => {
  if (!iso) return '';
  const p = parts(new Date(iso), zone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
};

/** A `datetime-local` value read in `zone`, as an ISO instant; null when it is not a date and time. */
export const fromZonedInput = (value: string, zone: string): string | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // Two passes settle a time next to a daylight-saving change.
  let at = wall - offsetAt(new Date(wall), zone) * 60_000;
  at = wall - offsetAt(new Date(at), zone) * 60_000;
  return new Date(at).toISOString();
};
