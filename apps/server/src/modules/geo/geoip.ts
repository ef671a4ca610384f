import geoip from 'geoip-country';
import { parseIp } from './region';

/** Country of an address from the offline GeoLite2 country database shipped inside the geoip-country package. */
export const countryOf = (ip: string): string | null => {
  const addr = parseIp(ip);
  if (!addr) return null;
  const range = addr.range();
  if (range !== 'unicast') return null;
  return geoip.lookup(addr.toString())?.country ?? null;
};
