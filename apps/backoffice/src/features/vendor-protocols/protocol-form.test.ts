import type { VendorAdminRow, VendorProtocolRow, VendorProtocolSpec } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, formOf, hasProblems, problemsOf, protocolLines, secretsSet, switchBody, withProtocol } from './protocol-form';

const specs: VendorProtocolSpec[] = [
  { code: 'pragmatic', settingNames: ['secureLogin', 'gameServerUrl'], secretNames: ['secretKey'] },
  { code: 'evolution', settingNames: ['apiBaseUrl', 'casinoKey'], secretNames: ['authToken', 'apiToken'] },
];
const pp: VendorProtocolRow = {
  vendor: 'PP',
  protocol: 'pragmatic',
  currency: 'PKR',
  enabled: false,
  settings: { secureLogin: 'wl_demo', gameServerUrl: 'https://pp.test', providerId: 'PragmaticPlay' },
  secretNames: ['secretKey'],
  updatedAt: '2026-11-29T10:00:00.000Z',
};
const vendor = (vassalage: string, name: string): VendorAdminRow => ({ vassalage, name, wallet: 'seamless' }) as unknown as VendorAdminRow;

describe('the vendor protocols list', () => {
  it('lists the vendors set up on a protocol first (one the catalogue does not list by its code), then the others', () => {
    const listed = [vendor('HOUSE', 'House'), vendor('PP', 'Pragmatic'), vendor('EVO', 'Evo')];
    const lines = protocolLines(listed, [pp, { ...pp, vendor: 'ZZ' }]);
    expect(lines.map((l) => [l.vassalage, l.name, l.config?.vendor ?? null])).toEqual([
      ['PP', 'Pragmatic', 'PP'],
      ['ZZ', 'ZZ', 'ZZ'],
      ['HOUSE', 'House', null],
      ['EVO', 'Evo', null],
    ]);
  });

  it('switches a set-up on or off as stored, sending no secret (every stored one is kept)', () => {
    expect(switchBody(pp, true)).toEqual({ protocol: 'pragmatic', enabled: true, currency: 'PKR', settings: pp.settings, secrets: {} });
  });
});

describe('the edit form', () => {
  it('starts from the stored set-up: required settings first, other settings after, no secret value', () => {
    const f = formOf(pp, specs, 'evolution');
    expect(f.protocol).toBe('pragmatic');
    expect(f.settings.map((s) => s.name)).toEqual(['secureLogin', 'gameServerUrl', 'providerId']);
    expect(f.secrets).toEqual({});
    expect(problemsOf(f, specs[0], pp)).toEqual({ missing: [], badNames: [], badCurrency: false });
  });

  it('a new set-up needs every required setting and secret', () => {
    const f = formOf(null, specs, 'evolution');
    expect(f).toMatchObject({ protocol: 'evolution', enabled: false, currency: '' });
    expect(problemsOf(f, specs[1], null).missing).toEqual(['apiBaseUrl', 'casinoKey', 'authToken', 'apiToken']);
  });

  it('counts a stored secret as set only for the same protocol; a typed one always', () => {
    const moved = withProtocol(formOf(pp, specs, 'pragmatic'), 'evolution', specs);
    expect(moved.settings.map((s) => s.name)).toEqual(['secureLogin', 'gameServerUrl', 'providerId', 'apiBaseUrl', 'casinoKey']);
    expect([...secretsSet(moved, pp)]).toEqual([]);
    expect([...secretsSet({ ...moved, secrets: { authToken: 'a', apiToken: '' } }, pp)]).toEqual(['authToken']);
    expect([...secretsSet(formOf(pp, specs, 'pragmatic'), pp)]).toEqual(['secretKey']);
  });

  it('refuses bad names and currencies, and sends only what was typed', () => {
    const f = {
      ...formOf(pp, specs, 'pragmatic'),
      currency: 'usd',
      settings: [
        { name: 'secureLogin', value: ' wl ' },
        { name: 'gameServerUrl', value: 'https://x' },
        { name: '9bad', value: 'v' },
        { name: '', value: '' },
        { name: 'empty', value: '' },
      ],
      secrets: { secretKey: '' },
    };
    const p = problemsOf(f, specs[0], pp);
    expect(p).toEqual({ missing: [], badNames: ['9bad'], badCurrency: false });
    expect(hasProblems(p)).toBe(true);
    expect(problemsOf({ ...f, currency: 'RUPEE' }, specs[0], pp).badCurrency).toBe(true);
    expect(bodyOf({ ...f, settings: f.settings.filter((s) => s.name !== '9bad'), secrets: { secretKey: 'new' } })).toEqual({
      protocol: 'pragmatic',
      enabled: false,
      currency: 'USD',
      settings: { secureLogin: 'wl', gameServerUrl: 'https://x' },
      secrets: { secretKey: 'new' },
    });
    expect(bodyOf({ ...f, currency: ' ' })).not.toHaveProperty('currency');
    expect(bodyOf(f).secrets).toEqual({});
  });
});
