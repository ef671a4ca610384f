import ipaddr from 'ipaddr.js';
import type { RegionRule } from '../merchants';

/** Normalises an address (IPv4-mapped IPv6 becomes IPv4); null when it is not an IP address. */
export const parseIp = (ip: string) => {
  if (!ipaddr.isValid(ip)) return null;
  const addr = ipaddr.parse(ip);
  return addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() ? (addr as ipaddr.IPv6).toIPv4Address() : addr;
};

export const ipInRange = (ip: string, cidr: string) => {
  const addr = parseIp(ip);
  if (!addr) return false;
  try {
    const [range, bits] = cidr.includes('/')
      ? ipaddr.parseCIDR(cidr)
      : [ipaddr.parse(cidr), ipaddr.parse(cidr).kind() === 'ipv4' ? 32 : 128];
    return addr.kind() === range.kind() && addr.match(range as never, bits as number);
  } catch {
    return false;
  }
};

export const isValidRangeRule = (value: string) => {
  try {
    if (value.includes('/')) ipaddr.parseCIDR(value);
    else ipaddr.parse(value);
    return true;
  } catch {
    return false;
  }
};

export type RegionOutcome = { restricted: boolean; country: string | null; reason: 'COUNTRY' | 'IP_RANGE' | null };

/**
 * An ALLOW range always lets the visitor in (an operator's office); a BLOCK range or a blocked country restricts;
 * when ALLOW countries exist, every other known country is restricted. Unknown countries (private or unlisted
 * addresses) are only restricted by ranges.
 */
export const evaluateRegion = (ip: string, country: string | null, rules: RegionRule[]): RegionOutcome => {
  const open = { restricted: false, country, reason: null } as const;
  if (rules.some((r) => r.kind === 'IP_RANGE' && r.action === 'ALLOW' && ipInRange(ip, r.value))) return open;
  if (rules.some((r) => r.kind === 'IP_RANGE' && r.action === 'BLOCK' && ipInRange(ip, r.value))) {
    return { restricted: true, country, reason: 'IP_RANGE' };
  }
  if (country) {
    const c = country.toUpperCase();
    if (rules.some((r) => r.kind === 'COUNTRY' && r.action === 'BLOCK' && r.value.toUpperCase() === c)) {
      return { restricted: true, country, reason: 'COUNTRY' };
    }
    const allow = rules.filter((r) => r.kind === 'COUNTRY' && r.action === 'ALLOW');
    if (allow.length > 0 && !allow.some((r) => r.value.toUpperCase() === c)) return { restricted: true, country, reason: 'COUNTRY' };
  }
  return open;
};
