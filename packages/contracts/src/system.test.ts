import { describe, expect, it } from 'vitest';
import { errorCodes, errorStatus, errorTextKey } from './errors';
import errorsEn from './i18n/en.json';
import errorsUr from './i18n/ur.json';
import { parseLanguage } from './language';
import { memberKind } from './members';
import { formatMinor, parseToMinor } from './money';
import { SystemStatus, deriveSystemStatus } from './system';
import { deriveClientFlags, flattenWhitelabel } from './whitelabel';

const state = (maint: boolean, region: boolean) => ({
  maintenance: { enabled: maint, message: null, endsAt: null },
  regionRestriction: { restricted: region, country: null, reason: region ? ('IP_RANGE' as const) : null },
});

describe('system status derivation', () => {
  it.each([
    [false, false, SystemStatus.Normal],
    [true, false, SystemStatus.Maintenance],
    [false, true, SystemStatus.RegionRestricted],
    [true, true, SystemStatus.Maintenance],
  ])('maintenance=%s region=%s → %s (maintenance wins)', (m, r, expected) => {
    expect(deriveSystemStatus(state(m, r))).toBe(expected);
  });
});

describe('whitelabel tree', () => {
  const tree = [
    { modId: 'REG3', enabled: '1' as const, childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: '1' as const, childrenNodes: [] }] },
    { modId: 'AGENT', enabled: '0' as const, childrenNodes: [{ modId: 'DIVIDEND', enabled: '1' as const, childrenNodes: [] }] },
  ];
  it('flattens to booleans and a switched-off parent switches off its subtree', () => {
    expect(flattenWhitelabel(tree)).toEqual({ REG3: true, MOBILENUMREG3: true, AGENT: false, DIVIDEND: false });
  });
  it('derives the client flags of facts.md', () => {
    const flags = deriveClientFlags(flattenWhitelabel(tree));
    expect(flags.mobileReg).toBe(true);
    expect(flags.dividend).toBe(false);
    expect(flags.hasFreePlay).toBe(false);
  });
});

describe('error table', () => {
  it('gives every code a status and a text in both languages', () => {
    for (const code of errorCodes) {
      expect(errorStatus(code)).toBeGreaterThanOrEqual(400);
      const key = errorTextKey(code).slice('errors.'.length);
      expect((errorsEn as Record<string, string>)[key], code).toBeTruthy();
      expect((errorsUr as Record<string, string>)[key], code).toMatch(/[\u0600-\u06FF]/);
    }
    expect(Object.keys(errorsUr).sort()).toEqual(Object.keys(errorsEn).sort());
  });
  it('maps the original product codes to their statuses', () => {
    expect(errorStatus('login.not.session')).toBe(401);
    expect(errorStatus('request_param_err')).toBe(400);
    expect(errorStatus('no.such.code')).toBe(500);
  });
});

describe('money and members', () => {
  it('formats minor units with two decimals and thousands separators', () => {
    expect(formatMinor(123456789n)).toBe('1,234,567.89');
    expect(formatMinor(-5, 2, 'Rs')).toBe('-Rs0.05');
    expect(formatMinor('0')).toBe('0.00');
  });
  it('parses exact amounts only', () => {
    expect(parseToMinor('1234.5')).toBe(123450n);
    expect(parseToMinor(' 0.01 ')).toBe(1n);
    expect(parseToMinor('-7')).toBe(-700n);
    expect(parseToMinor('12.345', 3)).toBe(12345n);
    expect(parseToMinor('5', 0)).toBe(5n);
    expect(parseToMinor('0.001')).toBeNull();
    expect(parseToMinor('1.5', 0)).toBeNull();
    expect(parseToMinor('abc')).toBeNull();
    expect(parseToMinor('1e5')).toBeNull();
  });
  it('refuses what is ambiguous: commas (decimal or thousands), two points, a bare point', () => {
    for (const text of ['0,01', '10,50', '1,234.5', '1,234', '1.234,50', '1.2.3', '1.', '.5', '1 000', '', '-', '+5', '١٢'])
      expect(parseToMinor(text), text).toBeNull();
  });
  it('classifies member types by the configured lists', () => {
    expect([1, 2, 41, 42].map((t) => memberKind(t))).toEqual(['agent', 'agent', 'agent', 'agent']);
    expect(memberKind(4)).toBe('trial');
    expect(memberKind(0)).toBe('member');
    expect(memberKind(4, { agentTypes: [4], trialTypes: [] })).toBe('agent');
  });
  it('reads the Language header leniently', () => {
    expect(parseLanguage('ur')).toBe('UR');
    expect(parseLanguage('en-US')).toBe('EN');
    expect(parseLanguage('xx')).toBe('EN');
    expect(parseLanguage(undefined)).toBe('EN');
  });
});
