import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pragmaticSim, pragmaticSimForm } from '@wl/vendor-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/core/app-error';
import type { InboundRequest, ProtocolContext } from '../src/modules/protocols';
import { pragmaticProtocol } from '../src/modules/protocols/pragmatic';
import { directGameUrl } from '../src/modules/protocols/pragmatic/launch';
import { PP_TEST_KEY, fakeWallet, ppConfig } from './protocol-pragmatic-fakes';

/**
 * Pragmatic Play's translation against a stand-in wallet (no database): what each of the nine calls asks the shared
 * wallet, and how each answer and refusal reads in Pragmatic's format. The conformance file proves the same on the
 * real ledger; this one pins the mapping and the simulator's wire format.
 */
const f = fakeWallet();
const ctx: ProtocolContext = { config: ppConfig(), wallet: f.wallet, now: () => new Date('2026-01-01T00:00:00Z') };
const base = { providerId: 'PragmaticPlay', userId: f.player, token: 'tok-1' };
const req = (rawBody: string): InboundRequest => ({ method: 'POST', path: '', headers: {}, query: {}, rawBody });
const post = async (name: string, params: Record<string, string | undefined>, key = PP_TEST_KEY, c: ProtocolContext = ctx) => {
  const handler = pragmaticProtocol.routes[`POST /${name}.html`];
  if (!handler) throw new Error(`no ${name}`);
  const r = await handler(req(pragmaticSimForm({ ...base, ...params }, key)), c);
  expect(r.status).toBe(200);
  return { raw: r.body as string, json: JSON.parse(r.body as string) as Record<string, unknown> };
};
const round = (roundId: string, reference: string, amount: string, more: Record<string, string> = {}) => ({
  gameId: 'vs20olympgate',
  roundId,
  reference,
  amount,
  timestamp: '1767225600000',
  roundDetails: 'spin',
  ...more,
});
const lastCall = () => f.state.calls.at(-1);

describe('Pragmatic translation', () => {
  it('names all nine calls', () =>
    expect(Object.keys(pragmaticProtocol.routes).sort()).toEqual(
      ['authenticate', 'balance', 'bet', 'bonusWin', 'endRound', 'jackpotWin', 'promoWin', 'refund', 'result']
        .map((c) => `POST /${c}.html`)
        .sort(),
    ));

  it('authenticates: userId, token, balance with the currency digits written as numbers', async () => {
    const { raw, json } = await post('authenticate', { userId: undefined });
    expect(json).toEqual({ userId: f.player, token: 'tok-1', currency: 'PKR', cash: 100, bonus: 0, error: 0, description: 'Success' });
    expect(raw).toContain('"cash":100.00,"bonus":0.00');
  });

  it.each([
    ['a bad hash', 'bet', round('r0', 'x0', '1.00'), 'wrong-key', 5],
    ['a missing parameter', 'bet', { ...round('r0', 'x0', '1.00'), reference: undefined }, PP_TEST_KEY, 7],
    ['another providerId', 'bet', { ...round('r0', 'x0', '1.00'), providerId: 'Someone' }, PP_TEST_KEY, 7],
    ['too many decimals', 'bet', round('r0', 'x0', '1.005'), PP_TEST_KEY, 7],
    ['a negative amount', 'result', round('r0', 'x0', '-1.00'), PP_TEST_KEY, 7],
    ['a bad promoWinAmount', 'result', round('r0', 'x0', '1.00', { promoWinAmount: '0.001' }), PP_TEST_KEY, 7],
    [
      'another currency',
      'promoWin',
      { campaignId: '1', campaignType: 'T', currency: 'EUR', reference: 'x0', amount: '1.00', timestamp: '1' },
      PP_TEST_KEY,
      7,
    ],
  ])('refuses %s and asks the wallet nothing', async (_name, call, params, key, error) => {
    const before = f.state.calls.length;
    expect((await post(call, params, key)).json).toMatchObject({ error });
    expect(f.state.calls.length).toBe(before);
  });

  it('refuses a repeated parameter and a missing hash', async () => {
    const handler = pragmaticProtocol.routes['POST /bet.html']!;
    const body = pragmaticSimForm({ ...base, ...round('r0', 'x0', '1.00') }, PP_TEST_KEY);
    expect(JSON.parse((await handler(req(`${body}&amount=2.00`), ctx)).body as string)).toMatchObject({ error: 7 });
    expect(JSON.parse((await handler(req(body.replace(/&?hash=[0-9a-f]+/, '')), ctx)).body as string)).toMatchObject({ error: 5 });
  });

  it('bets: the reference is the key, the amount in minor units; the same reference answers the same transaction', async () => {
    const first = await post('bet', round('r1', 'b1', '12.50'));
    expect(lastCall()).toEqual({
      method: 'bet',
      args: { token: 'tok-1', txId: 'b1', roundId: 'r1', gameCode: 'vs20olympgate', amount: 1250n },
    });
    expect(first.json).toMatchObject({ currency: 'PKR', cash: 87.5, bonus: 0, usedPromo: 0, error: 0 });
    const again = await post('bet', round('r1', 'b1', '12.50'));
    expect(again.json).toEqual(first.json);
    expect(f.state.balance).toBe(8750n);
  });

  it('refuses a bet the player cannot pay with the balance, and one on an expired token with 4', async () => {
    expect((await post('bet', round('r2', 'b2', '500.00'))).json).toMatchObject({ error: 1, cash: 87.5, bonus: 0, currency: 'PKR' });
    f.state.expired.add('tok-old');
    expect((await post('bet', { ...round('r2', 'b3', '1.00'), token: 'tok-old' })).json).toMatchObject({ error: 4 });
    expect((await post('authenticate', { token: 'tok-old' })).json).toMatchObject({ error: 4 });
  });

  it('settles by round (result names no bet), also on an expired token; zero records the loss', async () => {
    const r = await post('result', { ...round('r1', 'w1', '20.00'), token: 'tok-old' });
    expect(lastCall()).toEqual({ method: 'winByRound', args: { token: 'tok-old', txId: 'w1', roundId: 'r1', amount: 2000n } });
    expect(r.json).toMatchObject({ error: 0, cash: 107.5, transactionId: expect.any(String) });
    await post('bet', round('r3', 'b4', '1.00'));
    expect((await post('result', round('r3', 'w3', '0'))).json).toMatchObject({ error: 0, cash: 106.5 });
  });

  it('credits a prize drop won in the round after its result, under promoWinReference', async () => {
    await post('bet', round('r4', 'b5', '1.00'));
    const r = await post('result', round('r4', 'w4', '2.00', { promoWinAmount: '3.00', promoWinReference: 'pd-1', promoCampaignID: '9' }));
    expect(lastCall()).toMatchObject({ method: 'credit', args: { txId: 'pd-1', amount: 300n, reason: 'PROMO', roundId: 'r4' } });
    expect(r.json).toMatchObject({ error: 0, cash: 110.5 });
  });

  it('refunds by the bet reference; unknown is success and the late bet is refused; no result after it', async () => {
    const r = await post('refund', { reference: 'ghost', roundId: 'r5' });
    expect(lastCall()).toEqual({ method: 'rollback', args: { token: 'tok-1', txId: 'ghost:refund', betTxId: 'ghost', roundId: 'r5' } });
    expect(r.json).toEqual({ transactionId: expect.any(String), error: 0, description: 'Success' });
    expect((await post('bet', round('r5', 'ghost', '1.00'))).json).toMatchObject({ error: 120 });
    await post('bet', round('r6', 'b6', '1.00'));
    expect((await post('refund', { reference: 'b6', roundId: 'r6' })).json).toMatchObject({ error: 0 });
    expect((await post('result', round('r6', 'w6', '5.00'))).json).toMatchObject({ error: 120 });
    expect((await post('refund', { reference: 'b1' })).json).toMatchObject({ error: 120 });
  });

  it.each([
    ['bonusWin', { bonusCode: 'frb-1' }, 'FREE_ROUNDS'],
    ['jackpotWin', { gameId: 'vs20olympgate', roundId: 'r7', jackpotId: 'jp-1' }, 'JACKPOT'],
    ['promoWin', { campaignId: '77', campaignType: 'T', currency: 'PKR' }, 'PROMO'],
  ])('%s is a credit without a bet', async (call, more, reason) => {
    const before = f.state.balance;
    const r = await post(call, { reference: `${call}-1`, amount: '1.50', timestamp: '1767225600000', ...more });
    expect(lastCall()).toMatchObject({ method: 'credit', args: { txId: `${call}-1`, amount: 150n, reason } });
    expect(r.json).toMatchObject({ error: 0, transactionId: expect.any(String) });
    expect(f.state.balance).toBe(before + 150n);
  });

  it('ends a round as often as it is sent', async () => {
    const params = { gameId: 'vs20olympgate', roundId: 'r1' };
    const a = await post('endRound', params);
    expect(a.json).toMatchObject({ error: 0, bonus: 0 });
    expect(a.json.cash).toBe(Number(f.state.balance) / 100);
    expect((await post('endRound', params)).json).toMatchObject({ error: 0 });
    expect(lastCall()).toEqual({ method: 'endRound', args: { token: 'tok-1', txId: 'r1:endRound', roundId: 'r1' } });
  });

  it('answers the balance of the player the token names, and 2 for another userId', async () => {
    expect((await post('balance', {})).json).toMatchObject({ error: 0, currency: 'PKR', bonus: 0 });
    expect((await post('balance', { userId: 'someone-else' })).json).toMatchObject({ error: 2 });
  });

  it('answers a thrown coded refusal in its code and lets a server failure through', async () => {
    const thrower = (err: Error): ProtocolContext => ({
      ...ctx,
      wallet: {
        ...f.wallet,
        bet: async () => {
          throw err;
        },
      },
    });
    expect((await post('bet', round('r9', 'b9', '1.00'), PP_TEST_KEY, thrower(new AppError('vendor.player_blocked')))).json).toMatchObject({
      error: 6,
    });
    expect((await post('bet', round('r9', 'b9', '1.00'), PP_TEST_KEY, thrower(new AppError('system.error')))).json).toMatchObject({
      error: 100,
    });
    await expect(post('bet', round('r9', 'b9', '1.00'), PP_TEST_KEY, thrower(new Error('db down')))).rejects.toThrow('db down');
  });
});

describe('Pragmatic simulator and launch over HTTP', () => {
  let server: http.Server;
  let url = '';
  const sim = fakeWallet();
  const simCtx: ProtocolContext = { config: ppConfig(), wallet: sim.wallet, now: () => new Date() };
  const simOptions = () => ({
    operatorUrl: url,
    vendor: 'PP',
    merchantCode: 'DEMO',
    settings: { providerId: 'PragmaticPlay', secureLogin: 'demo_lucky' },
    secrets: { secretKey: PP_TEST_KEY },
  });

  beforeAll(async () => {
    server = http.createServer((rq, rs) => {
      let raw = '';
      rq.on('data', (c) => {
        raw += c;
      });
      rq.on('end', async () => {
        const path = (rq.url ?? '').replace(/^\/vendor-api\/PP\/DEMO/, '');
        const vendorApi = path.includes('/game/url/');
        const out = vendorApi
          ? await pragmaticSim.vendorApi!(
              { method: 'POST', path, headers: {}, query: {}, rawBody: raw },
              {
                ...simOptions(),
                playUrl: (p) => `https://studio.test/play/${p.game}?token=${p.token}&lang=${p.lang}`,
              },
            )
          : await pragmaticProtocol.routes[`POST ${path}`]!(req(raw), simCtx);
        rs.writeHead(out.status, out.headers ?? {}).end(out.body as string);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('plays a round through the simulator: decimals out, minor units back', async () => {
    const w = pragmaticSim.wallet(simOptions());
    const who = { vendor: 'PP', token: 'tok-9', player: sim.player, currency: 'PKR' };
    try {
      expect(await w.balance(who)).toEqual({ ok: true, balance: '10000', currency: 'PKR' });
      expect(await w.bet(who, { txId: 's-b1', roundId: 's-r1', gameCode: 'vs20olympgate', amount: 250 })).toEqual({
        ok: true,
        balance: '9750',
        currency: 'PKR',
      });
      expect(sim.state.calls.at(-1)).toMatchObject({ method: 'bet', args: { amount: 250n, gameCode: 'vs20olympgate' } });
      expect(await w.win(who, { txId: 's-w1', betTxId: 's-b1', roundId: 's-r1', amount: 1000 })).toEqual({
        ok: true,
        balance: '10750',
        currency: 'PKR',
      });
      expect(await w.endRound(who, { txId: 's-e1', roundId: 's-r1' })).toEqual({ ok: true, balance: '10750', currency: 'PKR' });
      expect(await w.bet(who, { txId: 's-b2', roundId: 's-r2', gameCode: 'vs20olympgate', amount: 100 })).toMatchObject({
        ok: true,
        balance: '10650',
      });
      expect(await w.rollback(who, { txId: 's-x2', betTxId: 's-b2', roundId: 's-r2' })).toEqual({
        ok: true,
        balance: '10750',
        currency: 'PKR',
      });
      expect(await w.bet(who, { txId: 's-b3', roundId: 's-r3', gameCode: 'vs20olympgate', amount: 1_000_000 })).toEqual({
        ok: false,
        code: '1',
        balance: '10750',
      });
    } finally {
      w.close();
    }
  });

  const launchInput = {
    vendor: 'PP',
    gameCode: 'vs20olympgate',
    token: 'tok-launch',
    accountType: 1,
    currency: 'PKR',
    language: 'ur',
    merchantCode: 'DEMO',
    player: sim.player,
    params: { device: 'H5' as const, backUrl: 'https://lucky.test/lobby' },
  };

  it('builds the direct playGame.do address', () => {
    const u = new URL(
      directGameUrl(
        launchInput,
        ppConfig({
          settings: { secureLogin: 'demo_lucky', gameServerUrl: 'https://games.pp.test/', cashierUrl: 'https://lucky.test/cashier' },
        }),
      ),
    );
    expect(`${u.origin}${u.pathname}`).toBe('https://games.pp.test/gs2c/playGame.do');
    expect(u.searchParams.get('stylename')).toBe('demo_lucky');
    expect(Object.fromEntries(new URLSearchParams(u.searchParams.get('key') ?? ''))).toEqual({
      token: 'tok-launch',
      symbol: 'vs20olympgate',
      language: 'ur',
      technology: 'H5',
      platform: 'MOBILE',
      cashierUrl: 'https://lucky.test/cashier',
      lobbyUrl: 'https://lucky.test/lobby',
    });
  });

  it('asks the Integration API game/url with a hashed form when apiUrl is set, and refuses a failed answer', async () => {
    const settings = { secureLogin: 'demo_lucky', gameServerUrl: 'https://games.pp.test', apiUrl: url };
    expect(await pragmaticProtocol.launch(launchInput, ppConfig({ settings }))).toEqual({
      gameUrl: 'https://studio.test/play/vs20olympgate?token=tok-launch&lang=ur',
    });
    await expect(pragmaticProtocol.launch(launchInput, ppConfig({ settings, secrets: { secretKey: 'wrong' } }))).rejects.toMatchObject({
      code: 'game.vendor_maintenance',
    });
    await expect(
      pragmaticProtocol.launch(launchInput, ppConfig({ settings: { ...settings, secureLogin: 'other' } })),
    ).rejects.toMatchObject({
      code: 'game.vendor_maintenance',
    });
  });
});
