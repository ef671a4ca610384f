import { CALETA_TEST_KEYS, HUB88_TEST_KEYS, caletaSim, hub88Sim, rgsSignedCall, rgsSimBodies, rgsSimDialects } from '@wl/vendor-client';
import { describe, expect, it } from 'vitest';
import type { BalanceResult, InboundReply, ProtocolConfig, ProtocolContext, ProtocolWallet, WalletResult } from '../src/modules/protocols';
import { caletaProtocol, hub88Protocol, rgsProtocol } from '../src/modules/protocols/caleta';
import { parseBody } from '../src/modules/protocols/caleta/body';
import { caletaDialect, hub88Dialect } from '../src/modules/protocols/caleta/dialect';
import { gameUrlBody } from '../src/modules/protocols/caleta/launch';
import { signRsaSha256, verifyRsaSha256 } from '../src/modules/protocols/caleta/signature';
import { rgsUnits } from '../src/modules/protocols/caleta/units';
import { dec, jsonAnswer } from '../src/modules/protocols/json-answer';

/**
 * The Caleta/Hub88 translation against a stand-in wallet (no database): signing, units, body reading, what each call
 * asks the shared wallet and how each refusal reads. The conformance files prove the same on the real ledger.
 */
type Call = { name: string; b: Record<string, unknown> };
const PLAYER = { playerId: '77', currency: 'PKR' };
const fake = () => {
  const calls: Call[] = [];
  const queue: Partial<Record<string, (WalletResult | BalanceResult)[]>> = {};
  const ok = (balance = 100_000n, replayed = false): WalletResult => ({ ok: true, answer: { ...PLAYER, balance, txId: 't', replayed } });
  const next = (name: string, b: Record<string, unknown>) => {
    calls.push({ name, b });
    const r = queue[name]?.shift();
    if (r) return r;
    return name === 'balance' || name === 'authenticate'
      ? { ok: true as const, answer: { ...PLAYER, balance: 100_000n, account: '77' } }
      : ok();
  };
  const wallet = {
    authenticate: async (_v: string, token: string) => next('authenticate', { token }),
    balance: async (_v: string, token: string) => next('balance', { token }),
    bet: async (_v: string, b: object) => next('bet', { ...b }),
    win: async (_v: string, b: object) => next('win', { ...b }),
    winByRound: async (_v: string, b: object) => next('winByRound', { ...b }),
    rollback: async (_v: string, b: object) => next('rollback', { ...b }),
    betWin: async (_v: string, b: object) => next('betWin', { ...b }),
    credit: async (_v: string, b: object) => next('credit', { ...b }),
    endRound: async (_v: string, b: object) => next('endRound', { ...b }),
  } as unknown as ProtocolWallet;
  const push = (name: string, r: WalletResult | BalanceResult) => {
    const q = queue[name] ?? [];
    q.push(r);
    queue[name] = q;
  };
  const refuse = (name: string, code: string, balance?: bigint) =>
    push(name, { ok: false, refusal: balance === undefined ? { code: code as never } : { code: code as never, balance } });
  const answer = (name: string, r: WalletResult) => push(name, r);
  return { wallet, calls, refuse, answer, ok, names: () => calls.map((c) => c.name) };
};

const config = (protocol: 'caleta' | 'hub88', keys = protocol === 'caleta' ? CALETA_TEST_KEYS : HUB88_TEST_KEYS): ProtocolConfig => ({
  merchantId: 1,
  merchantCode: 'DEMO',
  vendor: 'HABANERO',
  protocol,
  currency: 'PKR',
  minorDigits: 2,
  enabled: true,
  settings: { apiBaseUrl: 'http://vendor.test', operatorId: '42' },
  secrets: { vendorPublicKey: keys.vendor.publicKey, operatorPrivateKey: keys.operator.privateKey },
});

const who = { vendor: 'HABANERO', token: 'tok-1', player: '77', currency: 'PKR' };
const send = async (
  protocol: 'caleta' | 'hub88',
  call: 'check' | 'info' | 'balance' | 'bet' | 'win' | 'rollback',
  body: unknown,
  o: { key?: string; f?: ReturnType<typeof fake> } = {},
) => {
  const f = o.f ?? fake();
  const d = rgsSimDialects[protocol];
  const signed = rgsSignedCall(d, call, body, o.key);
  const p = protocol === 'caleta' ? caletaProtocol : hub88Protocol;
  const handler = p.routes[`POST ${signed.path}`];
  if (!handler) throw new Error(`no ${signed.path}`);
  const ctx: ProtocolContext = { config: config(protocol), wallet: f.wallet, now: () => new Date('2026-01-01T00:00:00Z') };
  const r: InboundReply = await handler(
    { method: 'POST', path: signed.path, headers: signed.headers, query: {}, rawBody: signed.rawBody },
    ctx,
  );
  expect(r.status).toBe(200);
  return { json: JSON.parse(r.body as string) as Record<string, unknown>, raw: r.body as string, f };
};
const caleta = rgsSimBodies(rgsSimDialects.caleta, who);
const hub88 = rgsSimBodies(rgsSimDialects.hub88, who);

describe('signing, units and bodies', () => {
  it('verifies RSA-SHA256 over the exact bytes, and nothing else', async () => {
    const raw = '{"token":"t","amount":100000}';
    const sig = signRsaSha256(CALETA_TEST_KEYS.vendor.privateKey, raw)!;
    expect(verifyRsaSha256(CALETA_TEST_KEYS.vendor.publicKey, raw, sig)).toBe(true);
    expect(verifyRsaSha256(CALETA_TEST_KEYS.vendor.publicKey, `${raw} `, sig)).toBe(false);
    expect(verifyRsaSha256(CALETA_TEST_KEYS.operator.publicKey, raw, sig)).toBe(false);
    expect(verifyRsaSha256(CALETA_TEST_KEYS.vendor.publicKey, raw, 'not base64!')).toBe(false);
    expect(verifyRsaSha256(undefined, raw, sig)).toBe(false);
    expect(verifyRsaSha256('not a key', raw, sig)).toBe(false);
    expect(signRsaSha256('not a key', raw)).toBeNull();
  });

  it('converts 1/100 000 units to minor units exactly and refuses fractions of a minor unit', () => {
    const pkr = rgsUnits(100_000n, 2);
    expect(pkr.toMinor(100_000n)).toBe(100n);
    expect(pkr.toMinor(1_000n)).toBe(1n);
    expect(pkr.toMinor(100n)).toBeNull();
    expect(pkr.toMinor(1n)).toBeNull();
    expect(pkr.toUnits(123n)).toBe(123_000n);
    expect(pkr.toUnits(9_007_199_254_740_993n)).toBe(9_007_199_254_740_993_000n);
    expect(rgsUnits(100_000n, 0).toMinor(100_000n)).toBe(1n);
    expect(rgsUnits(100_000n, 3).toMinor(100n)).toBe(1n);
  });

  it('writes bigints as exact integers, decimals digit for digit, strings escaped, and leaves undefined out', () =>
    expect(jsonAnswer({ b: 12_345_678_901_234_567_890n, s: 'x"\\', d: dec('1234.50'), n: null, t: true, u: undefined, i: 7 }).body).toBe(
      '{"b":12345678901234567890,"s":"x\\"\\\\","d":1234.50,"n":null,"t":true,"i":7}',
    ));

  it.each([
    ['not JSON', '{', 'RS_ERROR_WRONG_SYNTAX'],
    ['an array', '[]', 'RS_ERROR_WRONG_SYNTAX'],
    ['a required field missing', '{"request_uuid":"r"}', 'RS_ERROR_WRONG_SYNTAX'],
    ['an amount as a string', '{"token":"t","amount":"100"}', 'RS_ERROR_WRONG_TYPES'],
    ['a fractional amount', '{"token":"t","amount":1.5}', 'RS_ERROR_WRONG_TYPES'],
    ['an amount past 2^53', '{"token":"t","amount":9007199254740993}', 'RS_ERROR_WRONG_TYPES'],
    ['is_free as a string', '{"token":"t","is_free":"true"}', 'RS_ERROR_WRONG_TYPES'],
    ['an id over 128 characters', `{"token":"t","transaction_uuid":"${'x'.repeat(129)}"}`, 'RS_ERROR_WRONG_TYPES'],
  ])('reads %s as %s', (_n, raw, status) => expect(parseBody(raw, ['token'])).toMatchObject({ ok: false, status }));

  it('counts null as absent and keeps the request_uuid of a refused body', () => {
    expect(parseBody('{"token":"t","supplier_user":null}', ['token'])).toEqual({ ok: true, body: { token: 't' } });
    expect(parseBody('{"request_uuid":"r-1","amount":"x"}', [])).toEqual({ ok: false, status: 'RS_ERROR_WRONG_TYPES', requestUuid: 'r-1' });
  });
});

describe('what each call asks the wallet', () => {
  it('serves the dialect paths', () => {
    expect(Object.keys(caletaProtocol.routes).sort()).toEqual(
      ['/wallet/balance', '/wallet/bet', '/wallet/check', '/wallet/rollback', '/wallet/win'].map((p) => `POST ${p}`),
    );
    expect(Object.keys(hub88Protocol.routes).sort()).toEqual(
      ['/transaction/bet', '/transaction/rollback', '/transaction/win', '/user/balance', '/user/info'].map((p) => `POST ${p}`),
    );
  });

  it('a bet: ids, minor units, the answer in vendor units', async () => {
    const { json, f } = await send('caleta', 'bet', caleta.bet({ txId: 'b1', roundId: 'r1', gameCode: 'g1', units: 150_000n }));
    expect(f.calls).toEqual([{ name: 'bet', b: { token: 'tok-1', txId: 'b1', roundId: 'r1', gameCode: 'g1', amount: 150n } }]);
    expect(json).toMatchObject({ status: 'RS_OK', user: '77', currency: 'PKR', balance: 100_000_000 });
  });

  it('a bet closing its round also ends the round (keyed by the round)', async () => {
    const { f } = await send('caleta', 'bet', caleta.bet({ txId: 'b1', roundId: 'r1', gameCode: 'g1', units: 1_000n, roundClosed: true }));
    expect(f.calls.at(-1)).toEqual({ name: 'endRound', b: { token: 'tok-1', txId: 'end:r1', roundId: 'r1' } });
  });

  it('a free bet moves nothing: a live session check answers the balance', async () => {
    const { json, f } = await send(
      'caleta',
      'bet',
      caleta.bet({ txId: 'b1', roundId: 'r1', gameCode: 'g1', units: 100_000n, isFree: true }),
    );
    expect(f.names()).toEqual(['authenticate']);
    expect(json.status).toBe('RS_OK');
  });

  it('a win with a reference settles that bet; without one it settles its round', async () => {
    const w = await send(
      'caleta',
      'win',
      caleta.win({ txId: 'w1', betTxId: 'b1', roundId: 'r1', gameCode: 'g1', units: 2_000n, roundClosed: false }),
    );
    // The game named goes with the win: the wallet checks it against the catalogue (RS_ERROR_INVALID_GAME).
    expect(w.f.calls).toEqual([
      { name: 'win', b: { token: 'tok-1', txId: 'w1', betTxId: 'b1', roundId: 'r1', gameCode: 'g1', amount: 2n } },
    ]);
    const round = await send('caleta', 'win', caleta.win({ txId: 'w2', roundId: 'r2', gameCode: 'g1', units: 5_000n, roundClosed: false }));
    expect(round.f.calls).toEqual([{ name: 'winByRound', b: { token: 'tok-1', txId: 'w2', roundId: 'r2', gameCode: 'g1', amount: 5n } }]);
  });

  it('a win whose round has no bet of the player is a credit: a promotion, or a jackpot with jackpot_win', async () => {
    const f = fake();
    f.refuse('winByRound', 'vendor.bet_unknown');
    await send('caleta', 'win', caleta.win({ txId: 'w2', roundId: 'r2', gameCode: 'g1', units: 5_000n, roundClosed: false }), { f });
    expect(f.calls[1]).toEqual({
      name: 'credit',
      b: { token: 'tok-1', txId: 'w2', roundId: 'r2', gameCode: 'g1', amount: 5n, reason: 'PROMO' },
    });
    const g = fake();
    g.refuse('winByRound', 'vendor.bet_unknown');
    await send(
      'hub88',
      'win',
      { ...hub88.win({ txId: 'w3', roundId: 'r3', gameCode: 'g1', units: 7_000n, roundClosed: false }), jackpot_win: 7000 },
      { f: g },
    );
    expect(g.calls[1]?.b.reason).toBe('JACKPOT');
  });

  it('a zero win naming only its round settles it, and with round_closed ends it; with no bet there, the balance', async () => {
    // The end of the round goes with the win (one statement, one transaction), keyed by the round.
    const { f } = await send('caleta', 'win', caleta.win({ txId: 'e1', roundId: 'r9', gameCode: 'g1', units: 0n, roundClosed: true }));
    expect(f.names()).toEqual(['winByRound']);
    expect(f.calls[0]?.b.endRoundTxId).toBe('end:r9');
    const ref = await send(
      'caleta',
      'win',
      caleta.win({ txId: 'e3', betTxId: 'b3', roundId: 'r8', gameCode: 'g1', units: 0n, roundClosed: true }),
    );
    expect(ref.f.names()).toEqual(['win']);
    expect(ref.f.calls[0]?.b.endRoundTxId).toBe('end:r8');
    const g = fake();
    g.refuse('winByRound', 'vendor.bet_unknown');
    const { json } = await send('caleta', 'win', caleta.win({ txId: 'e2', roundId: 'r9', gameCode: 'g1', units: 0n, roundClosed: true }), {
      f: g,
    });
    expect(g.names()).toEqual(['winByRound', 'balance', 'endRound']);
    expect(json.status).toBe('RS_OK');
  });

  it('a free win asks its bet first (a rolled-back bet is refused), then credits the free round', async () => {
    const f = fake();
    f.refuse('win', 'vendor.bet_unknown');
    const { json } = await send(
      'caleta',
      'win',
      caleta.win({ txId: 'w1', betTxId: 'fb1', roundId: 'r1', gameCode: 'g1', units: 3_000n, isFree: true, roundClosed: false }),
      { f },
    );
    expect(f.names()).toEqual(['win', 'credit']);
    expect(f.calls[1]?.b.reason).toBe('FREE_ROUNDS');
    expect(json.status).toBe('RS_OK');
    const g = fake();
    g.refuse('win', 'vendor.bet_rolled_back');
    expect(
      (
        await send(
          'caleta',
          'win',
          caleta.win({ txId: 'w1', betTxId: 'fb1', roundId: 'r1', gameCode: 'g1', units: 3_000n, isFree: true }),
          { f: g },
        )
      ).json.status,
    ).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
  });

  it('a rollback names the bet; an already rolled-back bet is RS_OK with the balance', async () => {
    const { f } = await send(
      'caleta',
      'rollback',
      caleta.rollback({ txId: 'x1', betTxId: 'b1', roundId: 'r1', gameCode: 'g1', roundClosed: false }),
    );
    expect(f.calls).toEqual([{ name: 'rollback', b: { token: 'tok-1', txId: 'x1', betTxId: 'b1', roundId: 'r1' } }]);
    const g = fake();
    g.refuse('rollback', 'vendor.bet_rolled_back');
    const again = await send(
      'hub88',
      'rollback',
      hub88.rollback({ txId: 'x2', betTxId: 'b1', roundId: 'r1', gameCode: 'g1', roundClosed: false }),
      { f: g },
    );
    expect(again.json).toMatchObject({ status: 'RS_OK', balance: 100_000_000 });
  });
});

describe('refusals in each dialect', () => {
  const bet = (protocol: 'caleta' | 'hub88') =>
    (protocol === 'caleta' ? caleta : hub88).bet({ txId: 'b', roundId: 'r', gameCode: 'g', units: 1_000n });
  const win = (protocol: 'caleta' | 'hub88') =>
    (protocol === 'caleta' ? caleta : hub88).win({ txId: 'w', betTxId: 'b', roundId: 'r', gameCode: 'g', units: 1_000n });
  it.each([
    ['caleta', 'bet', 'wallet.insufficient_funds', 'RS_ERROR_NOT_ENOUGH_MONEY'],
    ['caleta', 'bet', 'vendor.player_blocked', 'RS_ERROR_USER_DISABLED'],
    ['caleta', 'bet', 'vendor.duplicate_transaction', 'RS_ERROR_DUPLICATE_TRANSACTION'],
    ['caleta', 'bet', 'game.not_found', 'RS_ERROR_INVALID_GAME'],
    ['caleta', 'bet', 'system.error', 'RS_ERROR_UNKNOWN'],
    ['caleta', 'win', 'vendor.bet_unknown', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
    ['caleta', 'win', 'vendor.bet_rolled_back', 'RS_ERROR_TRANSACTION_ROLLED_BACK'],
    ['hub88', 'win', 'vendor.bet_rolled_back', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
    ['hub88', 'win', 'request_param_err', 'RS_ERROR_WRONG_TYPES'],
  ] as const)('%s %s: %s → %s', async (protocol, call, code, status) => {
    const f = fake();
    f.refuse(call, code);
    const { json } = await send(protocol, call, call === 'bet' ? bet(protocol) : win(protocol), { f });
    expect(json).toEqual({ status, request_uuid: expect.any(String) });
  });

  it('Hub88 sends the balance with RS_ERROR_NOT_ENOUGH_MONEY', async () => {
    const f = fake();
    f.refuse('bet', 'wallet.insufficient_funds', 50n);
    expect((await send('hub88', 'bet', bet('hub88'), { f })).json).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 50_000,
      currency: 'PKR',
    });
  });

  it('a bet on a refused token: expired when the session exists, invalid when it does not', async () => {
    const f = fake();
    f.refuse('bet', 'vendor.session_invalid');
    expect((await send('caleta', 'bet', bet('caleta'), { f })).json.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    const g = fake();
    g.refuse('bet', 'vendor.session_invalid');
    g.refuse('balance', 'vendor.session_invalid');
    expect((await send('caleta', 'bet', bet('caleta'), { f: g })).json.status).toBe('RS_ERROR_INVALID_TOKEN');
  });

  it('a replay whose token names another player is a duplicate', async () => {
    const f = fake();
    f.answer('bet', f.ok(100n, true));
    f.answer('balance', { ok: true, answer: { playerId: '78', currency: 'PKR', balance: 1n, account: '78' } } as never);
    expect((await send('caleta', 'bet', bet('caleta'), { f })).json.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
  });

  it.each([
    ['a wrong signature', 'caleta', bet('caleta'), CALETA_TEST_KEYS.operator.privateKey, 'RS_ERROR_INVALID_SIGNATURE'],
    ['the other vendor’s key', 'hub88', bet('hub88'), CALETA_TEST_KEYS.vendor.privateKey, 'RS_ERROR_INVALID_SIGNATURE'],
    ['another currency', 'caleta', { ...bet('caleta'), currency: 'EUR' }, undefined, 'RS_ERROR_WRONG_CURRENCY'],
    ['a negative amount', 'caleta', { ...bet('caleta'), amount: -100_000 }, undefined, 'RS_ERROR_WRONG_TYPES'],
    ['a tenth of a minor unit', 'hub88', { ...bet('hub88'), amount: 100 }, undefined, 'RS_ERROR_WRONG_TYPES'],
  ] as const)('%s is refused before the wallet', async (_n, protocol, body, key, status) => {
    const { json, f } = await send(protocol, 'bet', body, { key });
    expect(json.status).toBe(status);
    expect(f.calls).toEqual([]);
  });
});

describe('launch', () => {
  const input = {
    vendor: 'HABANERO',
    gameCode: 'g1',
    token: 'tok-1',
    accountType: 1,
    currency: 'PKR',
    language: 'ur',
    merchantCode: 'DEMO',
    player: '77',
    params: {},
  };
  it('builds each dialect’s game URL body', () => {
    expect(gameUrlBody(caletaDialect, input, config('caleta'))).toEqual({
      token: 'tok-1',
      user: '77',
      operator_id: '42',
      sub_partner_id: 'DEMO',
      game_code: 'g1',
      currency: 'PKR',
      lang: 'en',
      country: 'XX',
      lobby_url: '',
    });
    expect(gameUrlBody(hub88Dialect, { ...input, params: { device: 'MOBILE' } }, config('hub88'))).toMatchObject({
      operator_id: 42,
      platform: 'GPL_MOBILE',
    });
    expect(gameUrlBody(caletaDialect, { ...input, accountType: 0 }, config('caleta'))).not.toHaveProperty('token');
  });

  it.each([
    ['caleta', caletaSim, caletaDialect],
    ['hub88', hub88Sim, hub88Dialect],
  ] as const)('%s: asks the simulator with a signed request and opens its url', async (protocol, sim, dialect) => {
    const simOptions = {
      operatorUrl: 'http://op.test',
      vendor: 'HABANERO',
      merchantCode: 'DEMO',
      settings: { operatorId: '42' },
      secrets: {},
    };
    const playUrl = (p: { game: string; token: string }) => `https://studio.test/play?game=${p.game}&token=${p.token}`;
    const fetcher = (async (url: string, init: RequestInit) => {
      const u = new URL(url);
      const reply = await sim.vendorApi!(
        { method: 'POST', path: u.pathname, headers: init.headers as Record<string, string>, rawBody: init.body as string, query: {} },
        { ...simOptions, playUrl: playUrl as never },
      );
      return new Response(reply.body, { status: reply.status });
    }) as typeof fetch;
    const p = rgsProtocol(dialect, fetcher);
    expect(await p.launch(input, config(protocol))).toEqual({ gameUrl: 'https://studio.test/play?game=g1&token=tok-1' });
    // Signed with another key, the vendor refuses: the game shows as under maintenance.
    const forged = {
      ...config(protocol),
      secrets: { ...config(protocol).secrets, operatorPrivateKey: CALETA_TEST_KEYS.vendor.privateKey },
    };
    await expect(p.launch(input, forged)).rejects.toMatchObject({ code: 'game.vendor_maintenance' });
  });
});
