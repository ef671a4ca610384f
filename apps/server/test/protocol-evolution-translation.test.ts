import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  EVOLUTION_TEST_API_TOKEN,
  EVOLUTION_TEST_AUTH_TOKEN,
  EVOLUTION_TEST_CASINO_KEY,
  evolutionSim,
  evolutionWire,
} from '@wl/vendor-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/core/app-error';
import type { InboundRequest, ProtocolConfig, ProtocolContext, ProtocolWallet, WalletResult } from '../src/modules/protocols';
import { evolutionProtocol } from '../src/modules/protocols/evolution';
import { toDecimal, toMinor } from '../src/modules/protocols/evolution/amounts';
import { evolutionLaunch, uaRequest } from '../src/modules/protocols/evolution/launch';
import { authTokenValid, playSid, readSid } from '../src/modules/protocols/evolution/session';
import { statusOf } from '../src/modules/protocols/evolution/statuses';
import { parseExact } from '../src/modules/protocols/evolution/wire';

/**
 * Evolution's translation without a database: the exact amounts, the sid exchange, the error table, what each call
 * asks the shared wallet (a stand-in here) and how its answers read, the simulator's wire format and the launch
 * against the simulator's UserAuthentication API. The conformance file proves the same on the real ledger.
 */
const PLAYER = '4242';
const TOKEN = 'tokAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const config: ProtocolConfig = {
  merchantId: 1,
  merchantCode: 'DEMO',
  vendor: 'EVO',
  protocol: 'evolution',
  currency: 'PKR',
  minorDigits: 2,
  enabled: true,
  settings: { apiBaseUrl: 'http://evo.test', casinoKey: EVOLUTION_TEST_CASINO_KEY },
  secrets: { authToken: EVOLUTION_TEST_AUTH_TOKEN, apiToken: EVOLUTION_TEST_API_TOKEN },
};

/** A stand-in wallet: records each call, answers what the test sets next (a balance of 100.00 by default). */
const calls: { name: string; vendor: string; args: unknown }[] = [];
let next: WalletResult | null = null;
const ok = (balance: bigint, replayed = false): WalletResult => ({
  ok: true,
  answer: { playerId: PLAYER, currency: 'PKR', balance, txId: 't', replayed },
});
const money = (name: string) => async (vendor: string, args: unknown) => {
  calls.push({ name, vendor, args });
  const r = next ?? ok(10_000n);
  next = null;
  return r;
};
const reading = (name: string) => async (vendor: string, token: string) => {
  calls.push({ name, vendor, args: token });
  if (next && !next.ok) {
    const r = next;
    next = null;
    return r;
  }
  return { ok: true as const, answer: { playerId: PLAYER, currency: 'PKR', balance: 10_000n, account: PLAYER } };
};
const wallet: ProtocolWallet = {
  authenticate: reading('authenticate'),
  balance: (vendor, who) => reading('balance')(vendor, who.token ?? `player:${who.playerId}`),
  bet: money('bet'),
  win: money('win'),
  winByRound: money('winByRound'),
  rollback: money('rollback'),
  betWin: money('betWin'),
  credit: money('credit'),
  endRound: money('endRound'),
};
const ctx: ProtocolContext = { config, wallet, now: () => new Date('2026-01-01T00:00:00Z') };
const play = playSid(EVOLUTION_TEST_AUTH_TOKEN, TOKEN, PLAYER);
const post = async (path: string, rawBody: string, authToken = EVOLUTION_TEST_AUTH_TOKEN) => {
  const handler = evolutionProtocol.routes[`POST /${path}`];
  if (!handler) throw new Error(`no ${path}`);
  const req: InboundRequest = { method: 'POST', path: `/${path}`, headers: {}, query: { authToken }, rawBody };
  const r = await handler(req, ctx);
  return { status: r.status, raw: r.body as string, json: JSON.parse(r.body as string) as Record<string, unknown> };
};
const table = { round: 'g1', table: 'vip-roulette-1' };

describe('Evolution amounts', () => {
  it.each([
    ['10', 2, 1000n],
    ['10.5', 2, 1050n],
    ['10.000000', 2, 1000n],
    ['0.01', 2, 1n],
    ['63727092.34', 2, 6372709234n],
    ['5', 0, 5n],
    ['5.000', 0, 5n],
    ['1.234', 3, 1234n],
  ])('reads %s with %i decimals as %s minor units', (text, d, want) => expect(toMinor(text, d)).toBe(want));

  it.each([['10.005'], ['-1'], ['1e2'], [''], ['1.'], ['.5'], ['1,00'], ['0x10'], ['1000000000000000']])(
    'refuses %j (more precision than the minor unit, a sign, an exponent, not a decimal)',
    (text) => expect(toMinor(text, 2)).toBeNull(),
  );

  it('writes minor units with the minor unit’s decimals', () => {
    expect(toDecimal(99_900n, 2)).toBe('999.00');
    expect(toDecimal(0n, 2)).toBe('0.00');
    expect(toDecimal(5n, 0)).toBe('5');
    expect(toDecimal(1n, 3)).toBe('0.001');
  });

  it('parses JSON keeping every number’s exact text', () => {
    expect(parseExact('{"a":1.10,"b":[1,-2.5e3],"c":"x:1 \\" 2","d":null,"e":true}')).toEqual({
      a: '1.10',
      b: ['1', '-2.5e3'],
      c: 'x:1 " 2',
      d: null,
      e: true,
    });
    expect(() => parseExact('{"a":01}')).toThrow(SyntaxError);
    expect(() => parseExact('{"a":1.}')).toThrow(SyntaxError);
    expect(() => parseExact('{"a":')).toThrow(SyntaxError);
  });
});

describe('Evolution sessions and statuses', () => {
  it('checks the authToken exactly', () => {
    expect(authTokenValid(EVOLUTION_TEST_AUTH_TOKEN, EVOLUTION_TEST_AUTH_TOKEN)).toBe(true);
    expect(authTokenValid(`${EVOLUTION_TEST_AUTH_TOKEN}x`, EVOLUTION_TEST_AUTH_TOKEN)).toBe(false);
    expect(authTokenValid(undefined, EVOLUTION_TEST_AUTH_TOKEN)).toBe(false);
    expect(authTokenValid('', '')).toBe(false);
  });

  it('reads the launch sid, a play sid of its player, and nothing else', () => {
    expect(readSid(EVOLUTION_TEST_AUTH_TOKEN, TOKEN, PLAYER)).toEqual({ kind: 'launch', token: TOKEN });
    expect(readSid(EVOLUTION_TEST_AUTH_TOKEN, play, PLAYER)).toEqual({ kind: 'play', token: TOKEN });
    expect(readSid(EVOLUTION_TEST_AUTH_TOKEN, play, '4243').kind).toBe('foreign');
    expect(readSid('another-key', play, PLAYER).kind).toBe('foreign');
    expect(readSid(EVOLUTION_TEST_AUTH_TOKEN, `${play.slice(0, -1)}A`, PLAYER).kind).toBe('foreign');
    expect(readSid(EVOLUTION_TEST_AUTH_TOKEN, `.${play.split('.')[1]}`, PLAYER).kind).toBe('foreign');
  });

  it.each([
    ['debit', 'vendor.session_invalid', 'INVALID_SID'],
    ['debit', 'vendor.player_blocked', 'ACCOUNT_LOCKED'],
    ['debit', 'wallet.insufficient_funds', 'INSUFFICIENT_FUNDS'],
    ['debit', 'vendor.duplicate_transaction', 'BET_ALREADY_EXIST'],
    ['debit', 'vendor.bet_rolled_back', 'BET_ALREADY_SETTLED'],
    ['credit', 'vendor.bet_unknown', 'BET_DOES_NOT_EXIST'],
    ['credit', 'vendor.bet_rolled_back', 'BET_ALREADY_SETTLED'],
    ['credit', 'vendor.duplicate_transaction', 'BET_ALREADY_SETTLED'],
    ['cancel', 'vendor.bet_settled', 'BET_ALREADY_SETTLED'],
    ['cancel', 'vendor.bet_rolled_back', 'BET_ALREADY_SETTLED'],
    ['promo', 'vendor.duplicate_transaction', 'INVALID_PARAMETER'],
    ['debit', 'request_param_err', 'INVALID_PARAMETER'],
    ['debit', 'system.error', 'UNKNOWN_ERROR'],
  ] as const)('maps a %s refused with %s to %s', (call, code, want) => expect(statusOf(call, code)).toBe(want));
});

describe('Evolution calls against a stand-in wallet', () => {
  it('serves the six calls', () =>
    expect(Object.keys(evolutionProtocol.routes).sort()).toEqual(
      ['POST /balance', 'POST /cancel', 'POST /check', 'POST /credit', 'POST /debit', 'POST /promo_payout'].sort(),
    ));

  it('check exchanges the launch sid for the play sid of the player', async () => {
    const r = await post('check', evolutionWire.check(TOKEN, PLAYER, 'P', 'u-1'));
    expect(r).toMatchObject({ status: 200, json: { status: 'OK', sid: play, uuid: 'u-1' } });
    expect(calls.at(-1)).toEqual({ name: 'authenticate', vendor: 'EVO', args: TOKEN });
    expect((await post('check', evolutionWire.check(TOKEN, '999'))).json.status).toBe('INVALID_SID');
  });

  it('debit, credit, cancel and promo_payout name the bet by refId, in minor units', async () => {
    await post('debit', evolutionWire.transaction(play, PLAYER, 'PKR', table, { id: 'D1', refId: 'R1', amount: 155n }));
    expect(calls.at(-1)?.args).toEqual({ token: TOKEN, txId: 'B:R1', roundId: 'g1', gameCode: 'vip-roulette-1', amount: 155n });
    await post('credit', evolutionWire.transaction(play, PLAYER, 'PKR', table, { id: 'C1', refId: 'R1', amount: 0n }));
    expect(calls.at(-1)?.args).toEqual({ token: TOKEN, txId: 'C:R1', betTxId: 'B:R1', roundId: 'g1', amount: 0n });
    await post('cancel', evolutionWire.transaction(play, PLAYER, 'PKR', table, { id: 'D1', refId: 'R1', amount: 155n }));
    expect(calls.at(-1)?.args).toEqual({ token: TOKEN, txId: 'X:R1', betTxId: 'B:R1', roundId: 'g1' });
    await post('promo_payout', evolutionWire.promoPayout(play, PLAYER, 'PKR', table, { id: 'P1', type: 'JackpotWin', amount: 1000n }));
    expect(calls.at(-1)?.args).toMatchObject({ txId: 'P:P1', amount: 1000n, reason: 'JACKPOT', gameCode: 'vip-roulette-1' });
  });

  it('answers a StandardResponse with the balance as a number of the minor unit’s decimals', async () => {
    next = ok(99_955n);
    const r = await post('debit', evolutionWire.transaction(play, PLAYER, 'PKR', table, { id: 'D2', refId: 'R2', amount: 45n }, 'u-2'));
    expect(r.raw).toBe('{"status":"OK","balance":999.55,"bonus":0.00,"uuid":"u-2"}');
  });

  it('converts with the merchant’s currency decimals (config.minorDigits), not an ISO table of the currency', async () => {
    const debit = evolutionProtocol.routes['POST /debit'];
    const zero: ProtocolContext = { ...ctx, config: { ...config, minorDigits: 0 } };
    const send = (id: string, minor: bigint) =>
      debit?.(
        {
          method: 'POST',
          path: '/debit',
          headers: {},
          query: { authToken: EVOLUTION_TEST_AUTH_TOKEN },
          rawBody: evolutionWire.transaction(play, PLAYER, 'PKR', table, { id, refId: id, amount: minor }),
        },
        zero,
      );
    next = ok(99_955n);
    // The simulator writes PKR with two decimals: 700 → "7.00", 7 units of a zero-decimal ledger; "7.50" is refused.
    const r = await send('Z1', 700n);
    expect(calls.at(-1)?.args).toMatchObject({ txId: 'B:Z1', amount: 7n });
    expect(r?.body).toMatch(/^\{"status":"OK","balance":99955,"bonus":0,/);
    const before = calls.length;
    expect(JSON.parse((await send('Z2', 750n))?.body as string).status).toBe('INVALID_PARAMETER');
    expect(calls.slice(before).map((c) => c.name)).not.toContain('bet');
  });

  it.each([
    ['a replayed debit', 'debit', ok(500n, true), 'BET_ALREADY_EXIST', '100.00'],
    ['a replayed credit', 'credit', ok(500n, true), 'BET_ALREADY_SETTLED', '100.00'],
    ['a replayed cancel', 'cancel', ok(500n, true), 'BET_ALREADY_SETTLED', '100.00'],
    [
      'too little money',
      'debit',
      { ok: false, refusal: { code: 'wallet.insufficient_funds', balance: 12n } },
      'INSUFFICIENT_FUNDS',
      '0.12',
    ],
    ['an unknown bet', 'credit', { ok: false, refusal: { code: 'vendor.bet_unknown' } }, 'BET_DOES_NOT_EXIST', '100.00'],
    ['an expired session', 'debit', { ok: false, refusal: { code: 'vendor.session_invalid' } }, 'INVALID_SID', '0.00'],
  ] as [string, string, WalletResult, string, string][])(
    'answers %s with its status and the balance',
    async (_n, call, result, status, balance) => {
      next = result;
      const r = await post(call, evolutionWire.transaction(play, PLAYER, 'PKR', table, { id: 'D3', refId: 'R3', amount: 100n }));
      expect(r.json.status).toBe(status);
      expect(r.raw).toContain(`"balance":${balance},`);
    },
  );

  it('marks a replayed promo payout as a retransmission of its first answer', async () => {
    next = ok(20_000n, true);
    const r = await post('promo_payout', evolutionWire.promoPayout(play, PLAYER, 'PKR', table, { id: 'P2', amount: 1000n }, 'u-3'));
    expect(r.raw).toBe('{"status":"OK","balance":200.00,"bonus":0.00,"uuid":"u-3","retransmission":true}');
  });

  // Refused before any money call; a refusal after the session is known carries the balance (a read-only call).
  it.each([
    ['a wrong authToken', 'balance', evolutionWire.balance(play, PLAYER, 'PKR', 'u-4'), 'nope', 401, 'INVALID_TOKEN_ID', 0],
    ['an unreadable body', 'debit', '{"sid":', EVOLUTION_TEST_AUTH_TOKEN, 200, 'INVALID_PARAMETER', 0],
    ['another currency', 'balance', evolutionWire.balance(play, PLAYER, 'EUR'), EVOLUTION_TEST_AUTH_TOKEN, 200, 'INVALID_PARAMETER', 0],
    [
      'a third decimal',
      'debit',
      evolutionWire.transaction(play, PLAYER, 'PKR', table, { id: 'D', refId: 'R', amount: 1n }).replace('0.01', '0.015'),
      EVOLUTION_TEST_AUTH_TOKEN,
      200,
      'INVALID_PARAMETER',
      100,
    ],
    [
      'the launch sid after check',
      'balance',
      evolutionWire.balance(TOKEN, PLAYER, 'PKR'),
      EVOLUTION_TEST_AUTH_TOKEN,
      200,
      'INVALID_SID',
      0,
    ],
    ['another player', 'balance', evolutionWire.balance(play, '4243', 'PKR'), EVOLUTION_TEST_AUTH_TOKEN, 200, 'INVALID_SID', 0],
    [
      'a NUL in an id',
      'debit',
      evolutionWire.transaction(play, PLAYER, 'PKR', table, { id: 'D\u0000', refId: 'R', amount: 1n }),
      EVOLUTION_TEST_AUTH_TOKEN,
      200,
      'INVALID_PARAMETER',
      0,
    ],
  ])('refuses %s before any money call', async (_n, call, body, auth, http, status, balance) => {
    const before = calls.length;
    const r = await post(call, body, auth);
    expect(r.status).toBe(http);
    expect(r.json).toMatchObject({ status, balance, bonus: 0 });
    expect(calls.slice(before).filter((c) => c.name !== 'balance')).toEqual([]);
  });
});

describe('Evolution launch through the simulator’s UserAuthentication API', () => {
  let server: http.Server;
  let base = '';
  const settings = () => ({ ...config.settings, apiBaseUrl: base });
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', async () => {
        const url = new URL(req.url ?? '/', 'http://x');
        const r = await evolutionSim.vendorApi!(
          { method: req.method ?? 'GET', path: url.pathname, headers: {}, rawBody: raw, query: {} },
          {
            operatorUrl: 'http://operator.test',
            vendor: 'EVO',
            merchantCode: 'DEMO',
            settings: settings(),
            secrets: config.secrets,
            playUrl: (p) => `${base}/play/${p.game}?token=${p.token}&currency=${p.currency}&lang=${p.lang}`,
          },
        );
        res.writeHead(r.status, r.headers).end(r.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const input = {
    vendor: 'EVO',
    gameCode: 'vip-roulette-1',
    token: TOKEN,
    accountType: 1,
    currency: 'PKR',
    language: 'UR',
    merchantCode: 'DEMO',
    player: PLAYER,
    params: { device: 'MOBILE' as const, backUrl: 'https://luckycrown.example/lobby' },
  };

  it('asks Evolution for the player, the session and the table', () => {
    const r = uaRequest(input, config, PLAYER);
    expect(r.player).toMatchObject({ id: PLAYER, currency: 'PKR', language: 'ur', session: { id: TOKEN, ip: '0.0.0.0' } });
    // The player's address the launch saw is the one Evolution is told.
    expect(uaRequest({ ...input, playerIp: '203.0.113.7' }, config, PLAYER).player.session).toEqual({ id: TOKEN, ip: '203.0.113.7' });
    expect(r.config).toEqual({
      game: { table: { id: 'vip-roulette-1' } },
      channel: { wrapped: false, mobile: true },
      urls: { lobby: 'https://luckycrown.example/lobby' },
    });
  });

  it('opens the entry Evolution answers on Evolution’s host', async () => {
    const { gameUrl } = await evolutionLaunch(input, { ...config, settings: settings() });
    expect(gameUrl).toBe(`${base}/play/vip-roulette-1?token=${TOKEN}&currency=PKR&lang=ur`);
  });

  it.each([
    ['a wrong API token', { secrets: { ...config.secrets, apiToken: 'wrong' } }],
    ['a wrong casino key', { settings: { apiBaseUrl: '', casinoKey: 'other' } }],
    ['no vendor at the address', { settings: { apiBaseUrl: 'http://127.0.0.1:9', casinoKey: EVOLUTION_TEST_CASINO_KEY } }],
  ])('shows the vendor under maintenance on %s', async (_n, change) => {
    const c = { ...config, settings: settings(), ...change };
    if (c.settings.apiBaseUrl === '') c.settings = { ...c.settings, apiBaseUrl: base };
    await expect(evolutionLaunch(input, c)).rejects.toEqual(new AppError('game.vendor_maintenance'));
  });

  it('needs the player id (Evolution names the player in every wallet call)', async () => {
    await expect(evolutionLaunch({ ...input, player: undefined }, { ...config, settings: settings() })).rejects.toBeInstanceOf(AppError);
  });
});
