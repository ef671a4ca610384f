import { describe, expect, it } from 'vitest';
import type { InboundReply, ProtocolConfig, ProtocolContext, ProtocolWallet, WalletResult } from '../kit';
import { toDecimal, toMinor } from './amounts';
import { cashPair } from './answers';
import { refusalCode } from './errors';
import { redtigerProtocol } from './index';
import { redtigerLaunchUrl } from './launch';

/**
 * The translation alone, against a wallet stand-in that records what it is asked: the ids, units and currency Red
 * Tiger's calls become, the refusals as Red Tiger's codes, the API key and the reconciliation token. The money rules
 * themselves are the ledger's and are proven in test/protocol-redtiger-conformance.test.ts.
 */
const API_KEY = 'unit-test-api-key';
const RECON = 'unit-test-recon-token-0123456789abcdef';
const TOKEN = 'T'.repeat(43);

const config: ProtocolConfig = {
  merchantId: 1,
  merchantCode: 'DEMO',
  vendor: 'RELAX',
  protocol: 'redtiger',
  currency: 'PKR',
  minorDigits: 2,
  enabled: true,
  settings: { launchUrl: 'https://rt.example/launch/', casino: 'lucky' },
  secrets: { apiKey: API_KEY, reconToken: RECON },
};

type Call = { name: string; args: Record<string, unknown> };
const standIn = (answers: Partial<Record<keyof ProtocolWallet, WalletResult>> = {}) => {
  const calls: Call[] = [];
  const okAnswer: WalletResult = { ok: true, answer: { playerId: '42', currency: 'PKR', balance: 123456n, txId: 'L1', replayed: false } };
  const money =
    (name: keyof ProtocolWallet) =>
    async (_vendor: string, args: Record<string, unknown>): Promise<WalletResult> => {
      calls.push({ name, args });
      return answers[name] ?? okAnswer;
    };
  const reading = (name: 'authenticate' | 'balance') => async (_vendor: string, token: string) => {
    calls.push({ name, args: { token } });
    const a = answers[name];
    if (a && !a.ok) return a;
    return { ok: true as const, answer: { playerId: '42', currency: 'PKR', balance: 100000n, account: 'm42' } };
  };
  const wallet: ProtocolWallet = {
    authenticate: reading('authenticate'),
    balance: (vendor, who) => reading('balance')(vendor, who.token ?? ''),
    bet: money('bet'),
    win: money('win'),
    winByRound: money('winByRound'),
    rollback: money('rollback'),
    betWin: money('betWin'),
    credit: money('credit'),
    endRound: money('endRound'),
  };
  return { wallet, calls };
};

const call = async (
  path: string,
  body: unknown,
  o: { wallet?: ProtocolWallet; key?: string | null; raw?: string } = {},
): Promise<InboundReply & { json: Record<string, unknown> }> => {
  const ctx: ProtocolContext = { config, wallet: o.wallet ?? standIn().wallet, now: () => new Date('2026-01-01T00:00:00Z') };
  const handler = redtigerProtocol.routes[`POST ${path}`];
  if (!handler) throw new Error(`no route ${path}`);
  const headers = o.key === null ? {} : { authorization: o.key ?? API_KEY };
  const reply = await handler({ method: 'POST', path, headers, query: {}, rawBody: o.raw ?? JSON.stringify(body) }, ctx);
  return { ...reply, json: reply.body as Record<string, unknown> };
};

const stakeBody = (o: Record<string, unknown> = {}) => ({
  token: TOKEN,
  userId: '42',
  currency: 'PKR',
  transaction: { id: 'S1', stake: '10.50', stakePromo: '0.00' },
  game: { key: 'gem-rush' },
  round: { id: 'R1', starts: true, ends: false },
  ...o,
});
const payoutBody = (o: Record<string, unknown> = {}) => ({
  token: TOKEN,
  userId: '42',
  currency: 'PKR',
  transaction: { id: 'P1', payout: '20.00', payoutPromo: '0.00' },
  round: { id: 'R1', ends: true },
  ...o,
});

describe('Red Tiger amounts (decimal strings ↔ bigint minor units)', () => {
  it.each([
    ['10', 2, 1000n],
    ['10.5', 2, 1050n],
    ['10.50', 2, 1050n],
    ['0.01', 2, 1n],
    ['10.000000', 2, 1000n],
    ['-10.00', 2, -1000n],
    ['999999999999999.99', 2, 99999999999999999n],
    ['7', 0, 7n],
    ['1.234', 3, 1234n],
  ])('%s with %i decimals is %s', (text, d, minor) => expect(toMinor(text, d)).toBe(minor));

  it.each([['10.001'], ['1e3'], ['1,000.00'], ['0,01'], ['.5'], ['5.'], [' 1'], ['']])('%j is refused', (text) =>
    expect(toMinor(text, 2)).toBeNull(),
  );
  it('refuses numbers (a float is never trusted with money) and other types', () => {
    expect(toMinor(10.5, 2)).toBeNull();
    expect(toMinor(null, 2)).toBeNull();
    expect(toMinor({}, 2)).toBeNull();
  });
  it('formats with the currency minor unit', () => {
    expect(toDecimal(123456n, 2)).toBe('1234.56');
    expect(toDecimal(5n, 2)).toBe('0.05');
    expect(toDecimal(-5n, 2)).toBe('-0.05');
    expect(toDecimal(7n, 0)).toBe('7');
    expect([cashPair(7n, 0), cashPair(1234n, 3), cashPair(5n, 2)]).toEqual([
      { cash: '7.00', bonus: '0.00' },
      { cash: '1.234', bonus: '0.000' },
      { cash: '0.05', bonus: '0.00' },
    ]);
  });
});

describe('Red Tiger translation', () => {
  it('refuses a missing or wrong API key with 401 / code 100 and calls nothing; accepts it bare or as Basic', async () => {
    for (const key of [null, 'wrong', `${API_KEY}x`, '']) {
      const s = standIn();
      const r = await call('/stake', stakeBody(), { wallet: s.wallet, key });
      expect(r.status).toBe(401);
      expect(r.json).toEqual({ success: false, error: { code: 100, message: 'API authentication error' } });
      expect(s.calls).toEqual([]);
    }
    expect((await call('/auth', { token: TOKEN }, { key: `Basic ${API_KEY}` })).status).toBe(200);
  });

  it('turns a stake into a bet in minor units, under the stake id, with the round and the game', async () => {
    const s = standIn();
    const token = 'U'.repeat(40);
    const r = await call('/stake', stakeBody({ token }), { wallet: s.wallet });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      success: true,
      result: { token, currency: 'PKR', id: 'L1', stake: { cash: '10.50', bonus: '0.00' }, balance: { cash: '1234.56', bonus: '0.00' } },
    });
    expect(s.calls[1]?.args).toEqual({ token, txId: 'S1', roundId: 'R1', gameCode: 'gem-rush', amount: 1050n });
    // The user id is checked against the token's player once; the player of a token never changes.
    await call('/stake', stakeBody({ token }), { wallet: s.wallet });
    expect(s.calls.map((c) => c.name)).toEqual(['balance', 'bet', 'bet']);
  });

  it('turns a payout into a win by round, a refund into a rollback keyed refund:<stake id>, a promo settlement into a credit', async () => {
    const s = standIn({ winByRound: { ok: false, refusal: { code: 'vendor.bet_unknown' } } });
    await call('/payout', payoutBody(), { wallet: s.wallet });
    expect(s.calls.find((c) => c.name === 'winByRound')?.args).toEqual({ token: TOKEN, txId: 'P1', roundId: 'R1', amount: 2000n });
    await call('/refund', { token: TOKEN, transaction: { id: 'S1', stake: '47.00' }, round: { id: 'R1' } }, { wallet: s.wallet });
    expect(s.calls.find((c) => c.name === 'rollback')?.args).toEqual({ token: TOKEN, txId: 'refund:S1', betTxId: 'S1', roundId: 'R1' });
    await call('/promo/settle', payoutBody({ round: { id: '' }, game: { key: 'gem-rush' } }), { wallet: s.wallet });
    expect(s.calls.find((c) => c.name === 'credit')?.args).toEqual({
      token: TOKEN,
      txId: 'P1',
      roundId: undefined,
      gameCode: 'gem-rush',
      amount: 2000n,
      reason: 'PROMO',
    });
  });

  it.each([
    ['more precision than the currency', 200, { transaction: { id: 'S1', stake: '10.001' } }],
    ['a negative stake', 200, { transaction: { id: 'S1', stake: '-10.00' } }],
    ['a float amount', 200, { transaction: { id: 'S1', stake: 10.5 } }],
    ['an id longer than 32', 200, { transaction: { id: 'x'.repeat(33), stake: '1.00' } }],
    ['an id with a colon', 200, { transaction: { id: 'refund:S1', stake: '1.00' } }],
    ['a short token', 200, { token: 'short' }],
    ['another currency', 305, { currency: 'EUR' }],
    ['another user', 301, { userId: '43' }],
  ])('refuses %s with code %i and moves nothing', async (_name, code, patch) => {
    const s = standIn();
    const r = await call('/stake', stakeBody(patch), { wallet: s.wallet });
    expect(r.status).toBe(400);
    expect((r.json.error as { code: number }).code).toBe(code);
    expect(s.calls.filter((c) => c.name !== 'balance')).toEqual([]);
  });

  it('refuses a body that is not JSON with code 200', async () => {
    const r = await call('/auth', null, { raw: '{"token":' });
    expect([r.status, (r.json.error as { code: number }).code]).toEqual([400, 200]);
  });

  it('refuses the reconciliation token on a stake and a buy-in with 401 / code 301', async () => {
    for (const path of ['/stake', '/promo/buyin']) {
      const s = standIn();
      const r = await call(path, stakeBody({ token: RECON }), { wallet: s.wallet });
      expect(r.status).toBe(401);
      expect(r.json).toEqual({ success: false, error: { code: 301, message: 'Not authorized' } });
      expect(s.calls).toEqual([]);
    }
  });

  it('maps every wallet refusal to Red Tiger codes, per call', () => {
    const table: [Parameters<typeof refusalCode>[0], string, number][] = [
      ['stake', 'vendor.session_invalid', 301],
      ['stake', 'vendor.player_blocked', 303],
      ['stake', 'wallet.insufficient_funds', 304],
      ['stake', 'vendor.bet_rolled_back', 401],
      ['stake', 'vendor.duplicate_transaction', 401],
      ['payout', 'vendor.bet_unknown', 400],
      ['payout', 'vendor.bet_rolled_back', 400],
      ['refund', 'vendor.bet_settled', 401],
      ['refund', 'vendor.bet_unknown', 400],
      ['stake', 'request_param_err', 200],
      ['stake', 'system.unavailable', 501],
      ['stake', 'system.error', 500],
    ];
    for (const [c, code, rt] of table) expect([c, code, refusalCode(c, { code: code as never })]).toEqual([c, code, rt]);
  });

  it('answers a refused money call in Red Tiger format with HTTP 400', async () => {
    const s = standIn({ bet: { ok: false, refusal: { code: 'wallet.insufficient_funds', balance: 5n } } });
    const r = await call('/stake', stakeBody(), { wallet: s.wallet });
    expect([r.status, r.json]).toEqual([400, { success: false, error: { code: 304, message: 'Insufficient funds' } }]);
  });

  it('builds the launch address from the settings', () => {
    const url = redtigerLaunchUrl(
      {
        vendor: 'RELAX',
        gameCode: 'gem rush',
        token: TOKEN,
        accountType: 1,
        currency: 'PKR',
        language: 'ur',
        merchantCode: 'DEMO',
        params: { device: 'MOBILE', backUrl: 'https://luckycrown.example/lobby' },
      } as never,
      config,
    );
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe('https://rt.example/launch/gem%20rush');
    expect(Object.fromEntries(u.searchParams)).toEqual({
      token: TOKEN,
      currency: 'PKR',
      casino: 'lucky',
      lang: 'ur',
      channel: 'mobile',
      lobbyUrl: 'https://luckycrown.example/lobby',
      playMode: 'real',
    });
  });
});
