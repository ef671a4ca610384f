import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REDTIGER_TEST_API_KEY, redtigerSim, redtigerWire } from '@wl/vendor-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProtocolConfig, ProtocolWallet, WalletResult } from '../kit';
import { redtigerProtocol } from './index';

/**
 * The simulator (packages/vendor-client) speaking to the protocol over real HTTP, with a small in-memory wallet in
 * place of the ledger: the simulator's bodies are what the protocol parses, its units what the protocol converts, and
 * the game's view of each answer (minor units, or `redtiger.<code>`) what the studio gets.
 */
const TOKEN = 'S'.repeat(43);
const config: ProtocolConfig = {
  merchantId: 1,
  merchantCode: 'DEMO',
  vendor: 'RELAX',
  protocol: 'redtiger',
  currency: 'PKR',
  minorDigits: 2,
  enabled: true,
  settings: { launchUrl: 'https://rt.example', casino: 'lucky' },
  secrets: { apiKey: REDTIGER_TEST_API_KEY, reconToken: 'R'.repeat(40) },
};

/** Just enough of the ledger's rules to see the simulator's calls land: keys, replays, rounds, tombstones. */
const memoryWallet = () => {
  let balance = 100_000n;
  const keys = new Map<string, { fp: string; result: WalletResult }>();
  const bets = new Map<string, { round: string; amount: bigint; state: 'OPEN' | 'SETTLED' | 'ROLLED_BACK' | 'TOMBSTONE' }>();
  const answer = (txId: string, extra: Record<string, unknown> = {}): WalletResult => ({
    ok: true,
    answer: { playerId: '7', currency: 'PKR', balance, txId, replayed: false, ...extra },
  });
  const keyed = async (txId: string, fp: string, run: () => WalletResult): Promise<WalletResult> => {
    const prior = keys.get(txId);
    if (prior) return prior.fp === fp ? prior.result : { ok: false, refusal: { code: 'vendor.duplicate_transaction' } };
    const result = run();
    if (result.ok) keys.set(txId, { fp, result });
    return result;
  };
  const refuse = (code: 'vendor.bet_unknown' | 'wallet.insufficient_funds' | 'vendor.bet_rolled_back'): WalletResult => ({
    ok: false,
    refusal: { code },
  });
  const wallet: ProtocolWallet = {
    authenticate: async () => ({ ok: true, answer: { playerId: '7', currency: 'PKR', balance, account: 'm7' } }),
    balance: async () => ({ ok: true, answer: { playerId: '7', currency: 'PKR', balance, account: 'm7' } }),
    bet: (_v, b) =>
      keyed(b.txId, `BET|${b.amount}`, () => {
        if (bets.get(b.txId)?.state === 'TOMBSTONE') return refuse('vendor.bet_rolled_back');
        if (balance < b.amount) return refuse('wallet.insufficient_funds');
        balance -= b.amount;
        bets.set(b.txId, { round: b.roundId, amount: b.amount, state: 'OPEN' });
        return answer(b.txId);
      }),
    winByRound: (_v, b) =>
      keyed(b.txId, `WIN|${b.amount}`, () => {
        const open = [...bets.values()].filter((x) => x.round === b.roundId && x.state === 'OPEN');
        if (open.length === 0) return refuse('vendor.bet_unknown');
        for (const x of open) x.state = 'SETTLED';
        balance += b.amount;
        return answer(b.txId);
      }),
    rollback: (_v, b) =>
      keyed(b.txId, `ROLLBACK|${b.betTxId}`, () => {
        const bet = bets.get(b.betTxId);
        if (!bet) {
          bets.set(b.betTxId, { round: '', amount: 0n, state: 'TOMBSTONE' });
          return answer(b.txId, { tombstone: true });
        }
        bet.state = 'ROLLED_BACK';
        balance += bet.amount;
        return answer(b.txId);
      }),
    credit: (_v, b) =>
      keyed(b.txId, `CREDIT|${b.amount}`, () => {
        balance += b.amount;
        return answer(b.txId);
      }),
    win: async () => refuse('vendor.bet_unknown'),
    betWin: async () => refuse('vendor.bet_unknown'),
    endRound: async (_v, b) => answer(b.txId),
  };
  return { wallet, balance: () => balance };
};

let server: http.Server;
let operatorUrl = '';
const ledger = memoryWallet();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', async () => {
      const path = (req.url ?? '').replace(/^\/vendor-api\/RELAX\/DEMO/, '');
      const handler = redtigerProtocol.routes[`POST ${path}`];
      if (!handler) return res.writeHead(404).end();
      const out = await handler(
        { method: 'POST', path, headers: req.headers as Record<string, string>, query: {}, rawBody: raw },
        { config, wallet: ledger.wallet, now: () => new Date() },
      );
      res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  operatorUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('Red Tiger simulator against the protocol', () => {
  const who = { vendor: 'RELAX', token: TOKEN, player: '7', currency: 'PKR' };
  const sim = () => redtigerSim.wallet({ operatorUrl, vendor: 'RELAX', merchantCode: 'DEMO', settings: { casino: 'lucky' }, secrets: {} });

  it('plays a round: balance, stake, payout, in minor units both ways', async () => {
    const w = sim();
    expect(await w.balance(who)).toEqual({ ok: true, balance: '100000', currency: 'PKR' });
    expect(await w.bet(who, { txId: 'round-1-B', roundId: 'round-1', gameCode: 'gem-rush', amount: 1050 })).toEqual({
      ok: true,
      balance: '98950',
      currency: 'PKR',
    });
    expect(await w.win(who, { txId: 'round-1-W', betTxId: 'round-1-B', roundId: 'round-1', amount: 2000 })).toEqual({
      ok: true,
      balance: '100950',
      currency: 'PKR',
    });
    // The same payout again (a retry) is the same answer and pays nothing more.
    expect(await w.win(who, { txId: 'round-1-W', betTxId: 'round-1-B', roundId: 'round-1', amount: 2000 })).toMatchObject({
      balance: '100950',
    });
    expect(ledger.balance()).toBe(100_950n);
    w.close();
  });

  it('sends the studio ids Red Tiger cannot carry as stable 32-character digests, so a refund names its stake', async () => {
    const w = sim();
    const long = `studio-round-${'x'.repeat(40)}`;
    expect(redtigerWire.id(`${long}B`)).toHaveLength(32);
    expect(redtigerWire.id(`${long}B`)).toBe(redtigerWire.id(`${long}B`));
    expect(await w.bet(who, { txId: `${long}B`, roundId: long, gameCode: 'gem-rush', amount: 500 })).toMatchObject({
      ok: true,
      balance: '100450',
    });
    expect(await w.rollback(who, { txId: `${long}R`, betTxId: `${long}B`, roundId: long })).toMatchObject({ ok: true, balance: '100950' });
    w.close();
  });

  it("passes Red Tiger's refusals to the game as redtiger.<code>", async () => {
    const w = sim();
    expect(await w.rollback(who, { txId: 'nope-R', betTxId: 'nope-B', roundId: 'nope' })).toEqual({
      ok: false,
      code: 'redtiger.400',
      lost: false,
    });
    expect(await w.bet(who, { txId: 'nope-B', roundId: 'nope', gameCode: 'gem-rush', amount: 100 })).toMatchObject({
      code: 'redtiger.401',
    });
    expect(await w.bet(who, { txId: 'big-B', roundId: 'big', gameCode: 'gem-rush', amount: 10_000_000 })).toMatchObject({
      code: 'redtiger.304',
    });
    const wrongKey = redtigerSim.wallet({ operatorUrl, vendor: 'RELAX', merchantCode: 'DEMO', settings: {}, secrets: { apiKey: 'wrong' } });
    expect(await wrongKey.balance(who)).toMatchObject({ ok: false, code: 'redtiger.100' });
    wrongKey.close();
    w.close();
  });

  it('ends a round without a win with a zero payout', async () => {
    const w = sim();
    await w.bet(who, { txId: 'lose-B', roundId: 'lose', gameCode: 'gem-rush', amount: 100 });
    expect(await w.endRound(who, { txId: 'lose-E', roundId: 'lose' })).toMatchObject({ ok: true, balance: '100850' });
    expect(await w.endRound(who, { txId: 'lose-E2', roundId: 'never-played' })).toMatchObject({ ok: true, balance: '100850' });
    w.close();
  });

  it('converts amounts exactly in both directions', () => {
    expect(redtigerWire.amount(1050, 'PKR')).toBe('10.50');
    expect(redtigerWire.amount(7, 'JPY')).toBe('7');
    expect(redtigerWire.amount(1234, 'KWD')).toBe('1.234');
    expect(redtigerWire.minor('10.50', 'PKR')).toBe('1050');
    expect(redtigerWire.minor('10.505', 'PKR')).toBeNull();
    expect(redtigerWire.minor('7.00', 'JPY')).toBe('7');
  });
});
