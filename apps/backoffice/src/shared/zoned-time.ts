import { zoneOffsetMs } from '@wl/contracts';

/**
 * Times typed and shown in the merchant's time zone, whatever the browser's (content and promotion schedules,
 * maintenance windows): a `datetime-local` value (`2026-12-01T09:30`) is that wall time in the zone, stored as a UTC
 * instant. Intl gives the zone's offset at an instant; the wall time is found by correcting a first guess once and
 * again (enough across a daylight-saving change). No zone (the merchant not yet known) reads as the browser's.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the zone's wall time for a `datetime-local` input; '' for none. */
export const toZonedInput = (iso: string | null, zone: string | undefined): string => {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms + zoneOffsetMs(ms, zone));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};

/** A `datetime-local` value read as wall time in the zone, as a UTC instant (ISO); null for an empty or bad value. */
export const fromZonedInput = (local: string, zone: string | undefined): string | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as number[];
  const wall = Date.UTC(y as number, (mo as number) - 1, d, h, mi);
  let utc = wall - zoneOffsetMs(wall, zone);
  utc = wall - zoneOffsetMs(utc, zone);
  return new Date(utc).toISOString();
};
