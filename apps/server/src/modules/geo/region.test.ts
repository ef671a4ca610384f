import { describe, expect, it } from 'vitest';
import { countryOf } from './geoip';
import { evaluateRegion, ipInRange } from './region';

describe('region rules', () => {
  const rules = [
    { kind: 'IP_RANGE' as const, value: '203.0.113.0/24', action: 'BLOCK' as const },
    { kind: 'IP_RANGE' as const, value: '203.0.113.9', action: 'ALLOW' as const },
    { kind: 'COUNTRY' as const, value: 'US', action: 'BLOCK' as const },
  ];
  it.each([
    ['203.0.113.7', null, true, 'IP_RANGE'],
    ['::ffff:203.0.113.7', null, true, 'IP_RANGE'],
    ['203.0.113.9', null, false, null],
    ['8.8.8.8', 'US', true, 'COUNTRY'],
    ['39.32.0.1', 'PK', false, null],
    ['127.0.0.1', null, false, null],
  ])('%s (%s) → restricted %s', (ip, country, restricted, reason) => {
    const out = evaluateRegion(ip, country, rules);
    expect(out.restricted).toBe(restricted);
    expect(out.reason).toBe(reason);
  });
  it('restricts every other country when an allow-list exists', () => {
    const allow = [{ kind: 'COUNTRY' as const, value: 'PK', action: 'ALLOW' as const }];
    expect(evaluateRegion('1.1.1.1', 'AU', allow).restricted).toBe(true);
    expect(evaluateRegion('39.32.0.1', 'PK', allow).restricted).toBe(false);
  });
  it('matches IPv6 ranges and ignores garbage', () => {
    expect(ipInRange('2001:db8::1', '2001:db8::/32')).toBe(true);
    expect(ipInRange('2001:db9::1', '2001:db8::/32')).toBe(false);
    expect(ipInRange('not-an-ip', '0.0.0.0/0')).toBe(false);
  });
  it('looks countries up offline', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('39.32.0.1')).toBe('PK');
    expect(countryOf('192.168.1.1')).toBeNull();
  });
});
