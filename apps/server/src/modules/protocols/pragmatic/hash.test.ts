import { pragmaticSimHash } from '@wl/vendor-client';
import { describe, expect, it } from 'vitest';
import { PP, PP_DESCRIPTIONS, ppCodeOf } from './answers';
import { pragmaticHash, pragmaticHashText, pragmaticHashValid } from './hash';
import { parseForm } from './request';
import { decimalToMinor, minorToDecimal } from './units';

const KEY = 'testKey';
const BET = {
  providerId: 'PragmaticPlay',
  userId: '421',
  token: '5v93mto7jr',
  gameId: 'vs20olympgate',
  roundId: '5103188801',
  amount: '12.50',
  reference: '5d8d9b9e6a7f4c2b',
  timestamp: '1546300800000',
  roundDetails: 'spin,bonusBuy',
};

// Vectors computed outside this code (Python hashlib.md5 over the text shown).
const VECTORS: { name: string; params: Record<string, string>; text: string; md5: string }[] = [
  {
    name: 'authenticate',
    params: { providerId: 'PragmaticPlay', token: '5v93mto7jr' },
    text: 'providerId=PragmaticPlay&token=5v93mto7jrtestKey',
    md5: '7fb24928f4939bbcebcbbd7a83f9d6e6',
  },
  {
    name: 'bet (sorted by name, value commas kept)',
    params: BET,
    text: 'amount=12.50&gameId=vs20olympgate&providerId=PragmaticPlay&reference=5d8d9b9e6a7f4c2b&roundDetails=spin,bonusBuy&roundId=5103188801&timestamp=1546300800000&token=5v93mto7jr&userId=421testKey',
    md5: 'e0af9bd34e366f351e5d1afe1481487f',
  },
  {
    name: 'bet with an empty bonusCode, hashed as posted',
    params: { ...BET, bonusCode: '' },
    text: 'amount=12.50&bonusCode=&gameId=vs20olympgate&providerId=PragmaticPlay&reference=5d8d9b9e6a7f4c2b&roundDetails=spin,bonusBuy&roundId=5103188801&timestamp=1546300800000&token=5v93mto7jr&userId=421testKey',
    md5: '9b48e17508755db3c60fd97122a1502c',
  },
  {
    name: 'decoded values (not URL-encoded), UTF-8',
    params: { providerId: 'PragmaticPlay', userId: 'Ödön', token: 'a b&c=d', lobbyUrl: 'https://x.test/lobby?a=1&b=2' },
    text: 'lobbyUrl=https://x.test/lobby?a=1&b=2&providerId=PragmaticPlay&token=a b&c=d&userId=ÖdöntestKey',
    md5: 'a6fe3c8cfdf0c91342fcae10756e2454',
  },
];

describe('Pragmatic hash', () => {
  it.each(VECTORS)('$name', ({ params, text, md5 }) => {
    expect(pragmaticHashText(params, KEY)).toBe(text);
    expect(pragmaticHash(params, KEY)).toBe(md5);
    expect(pragmaticHashValid(params, md5, KEY)).toBe(true);
    expect(pragmaticHashValid(params, md5.toUpperCase(), KEY)).toBe(true);
    expect(pragmaticHashValid(params, md5, 'otherKey')).toBe(false);
    expect(pragmaticHashValid({ ...params, providerId: 'Other' }, md5, KEY)).toBe(false);
  });

  it('accepts an empty parameter both inside and outside the hash, and nothing else', () => {
    const withEmpty = { ...BET, bonusCode: '' };
    expect(pragmaticHashValid(withEmpty, '9b48e17508755db3c60fd97122a1502c', KEY)).toBe(true);
    expect(pragmaticHashValid(withEmpty, 'e0af9bd34e366f351e5d1afe1481487f', KEY)).toBe(true);
    // Without empty parameters there is one form only.
    expect(pragmaticHashValid(BET, '9b48e17508755db3c60fd97122a1502c', KEY)).toBe(false);
  });

  it('refuses a missing, short, non-hex hash and an empty secret', () => {
    for (const bad of [
      undefined,
      '',
      'e0af9bd34e366f351e5d1afe1481487',
      'z0af9bd34e366f351e5d1afe1481487f',
      `${'e0af9bd34e366f351e5d1afe1481487f'}00`,
    ]) {
      expect(pragmaticHashValid(BET, bad, KEY)).toBe(false);
    }
    expect(pragmaticHashValid(BET, pragmaticHash(BET, ''), '')).toBe(false);
  });

  it('is the hash the simulator signs with', () => {
    for (const v of VECTORS.filter((x) => !Object.values(x.params).includes(''))) expect(pragmaticSimHash(v.params, KEY)).toBe(v.md5);
  });
});

describe('Pragmatic form bodies', () => {
  it('decodes the form and refuses a repeated name', () => {
    expect(parseForm('a=1&b=x+y&c=%26%3D')).toEqual({ a: '1', b: 'x y', c: '&=' });
    expect(parseForm('a=1&a=2')).toBeNull();
    expect(parseForm('=1')).toBeNull();
    expect(parseForm('')).toEqual({});
  });
});

describe('Pragmatic amounts', () => {
  it.each([
    ['12.50', 2, 1250n],
    ['12.5', 2, 1250n],
    ['12', 2, 1200n],
    ['0.00', 2, 0n],
    ['1.500', 2, 150n],
    ['0.01', 2, 1n],
    ['999999999999999.99', 2, 99999999999999999n],
    ['7', 0, 7n],
    ['7.000', 0, 7n],
    ['1.234', 3, 1234n],
  ])('%s with %i digits is %s minor units', (text, digits, minor) => expect(decimalToMinor(text, digits)).toBe(minor));

  it.each([['1.005'], ['0.001'], ['-1.00'], ['+1'], ['1e2'], ['1,50'], [' 1'], ['.5'], ['1.'], ['NaN'], ['']])('refuses %j', (text) =>
    expect(decimalToMinor(text, 2)).toBeNull(),
  );

  it('writes minor units with the currency digits', () => {
    expect([
      minorToDecimal(0n, 2),
      minorToDecimal(5n, 2),
      minorToDecimal(123456n, 2),
      minorToDecimal(-5n, 2),
      minorToDecimal(7n, 0),
    ]).toEqual(['0.00', '0.05', '1234.56', '-0.05', '7']);
  });
});

describe('Pragmatic error table', () => {
  it.each([
    ['wallet.insufficient_funds', PP.INSUFFICIENT_BALANCE],
    ['vendor.session_invalid', PP.AUTH_FAILED],
    ['vendor.player_blocked', PP.PLAYER_FROZEN],
    ['vendor.signature_invalid', PP.INVALID_HASH],
    ['vendor.duplicate_transaction', PP.BAD_PARAMETERS],
    ['request_param_err', PP.BAD_PARAMETERS],
    ['vendor.bet_unknown', PP.INTERNAL_NO_RETRY],
    ['vendor.bet_rolled_back', PP.INTERNAL_NO_RETRY],
    ['vendor.bet_settled', PP.INTERNAL_NO_RETRY],
    ['system.error', PP.INTERNAL_RETRY],
  ])('%s is %i', (code, pp) => expect(ppCodeOf(code)).toBe(pp));

  it('asks for a retry with 130 on endRound only', () => {
    expect(ppCodeOf('system.error', true)).toBe(PP.END_ROUND_RETRY);
    expect(ppCodeOf('vendor.session_invalid', true)).toBe(PP.AUTH_FAILED);
    expect(Object.keys(PP_DESCRIPTIONS).map(Number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 50, 100, 120, 130, 210, 310]);
  });
});
