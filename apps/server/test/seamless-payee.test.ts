import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeamlessService } from '../src/modules/vendors';
import { type TestContext, createTestApp } from './harness';
import { VENDOR, invariants, mainBalance, player, vendorCall, writes } from './seamless-helpers';

/**
 * The seamless functions' answers to whom a call is for (issue 34): a replay is answered only to the member who made
 * the call (another member reusing the id is a duplicate, and sees nothing of the first call); a credit, a win or a
 * rollback may name its player by id instead of a token (a vendor paying a player with no session), never outside
 * the merchant; a bet may ask that a round its payout settled refuses further bets.
 */
let t: TestContext;
let wallet: ReturnType<typeof createSeamlessService>;
beforeAll(async () => {
  t = await createTestApp();
  wallet = createSeamlessService({ db: t.dbHandle.db });
});
afterAll(() => t?.close());

let seq = 0;
const id = (p: string) => `${p}-${++seq}-${Math.floor(Math.random() * 1e9)}`;
type P = Awaited<ReturnType<typeof player>>;
/** The refusal's code and its value (a refusal to another member must carry none of the first call's data). */
const refusal = (p: Promise<unknown>): Promise<{ code?: string; value?: unknown }> =>
  p.then(
    (a) => ({ code: 'ok', value: a }),
    (e: { code?: string; opts?: { value?: unknown } }) => ({ code: e.code, value: e.opts?.value }),
  );
const byId = (p: P) => ({ player: { merchantId: p.member.merchantId, memberId: p.member.id } });
const tok = (p: P) => ({ token: p.gameToken });
const bet = (p: P, txId: string, roundId: string, amount = '10', closed = false) =>
  wallet.bet(VENDOR, { token: p.gameToken, txId, roundId, amount }, { closedRoundRefused: closed });
const DUP = { code: 'vendor.duplicate_transaction', value: undefined };

const cases: [string, () => Promise<void>][] = [
  [
    "another member reusing a call's id with the same body is a duplicate on every call and learns nothing of the first",
    async () => {
      const [a, b] = [await player(t), await player(t)];
      const [x, y, z, w, rb, e] = [id('b'), id('b'), id('b'), id('w'), id('rb'), id('e')];
      const [bw1, bw2, c, wr, rd] = [id('b'), id('w'), id('c'), id('w'), id('rd')];
      await bet(a, x, rd);
      await bet(a, y, 'rd-y');
      await wallet.win(VENDOR, { ...tok(a), txId: w, betTxId: x, amount: '15' });
      await wallet.rollback(VENDOR, { ...tok(a), txId: rb, betTxId: y });
      await wallet.rollback(VENDOR, { ...tok(a), txId: id('rb'), betTxId: z }); // a tombstone of z, a's
      await wallet.endRound(VENDOR, { ...tok(a), txId: e, roundId: rd });
      await wallet.betWin(VENDOR, { ...tok(a), betTxId: bw1, winTxId: bw2, roundId: 'rd-bw', stake: '10', payout: '4' });
      await wallet.credit(VENDOR, { ...tok(a), txId: c, amount: '7', reason: 'PROMO' });
      await bet(a, id('b'), 'rd-wr');
      await wallet.winByRound(VENDOR, { ...tok(a), txId: wr, roundId: 'rd-wr', amount: '3' });
      const before = [await writes(t), await mainBalance(t, a.member.id), await mainBalance(t, b.member.id)];

      // b repeats each of a's calls exactly (same ids, same body): each is refused, nothing moves.
      expect(await refusal(bet(b, x, rd))).toEqual(DUP);
      expect(await refusal(bet(b, z, 'rd-z'))).toEqual(DUP);
      expect(await refusal(wallet.win(VENDOR, { ...tok(b), txId: w, betTxId: x, amount: '15' }))).toEqual(DUP);
      expect(await refusal(wallet.rollback(VENDOR, { ...tok(b), txId: rb, betTxId: y }))).toEqual(DUP);
      expect(await refusal(wallet.endRound(VENDOR, { ...tok(b), txId: e, roundId: rd }))).toEqual(DUP);
      const pair = { betTxId: bw1, winTxId: bw2, roundId: 'rd-bw', stake: '10', payout: '4' };
      expect(await refusal(wallet.betWin(VENDOR, { ...tok(b), ...pair }))).toEqual(DUP);
      expect(await refusal(wallet.credit(VENDOR, { ...tok(b), txId: c, amount: '7', reason: 'PROMO' }))).toEqual(DUP);
      expect(await refusal(wallet.credit(VENDOR, { ...byId(b), txId: c, amount: '7', reason: 'PROMO' }))).toEqual(DUP);
      expect(await refusal(wallet.winByRound(VENDOR, { ...tok(b), txId: wr, roundId: 'rd-wr', amount: '3' }))).toEqual(DUP);
      // Through the platform's own endpoint too: the code, and no value (no balance, no player of a's).
      const http = await vendorCall(t, 'bet', { token: b.gameToken, txId: x, roundId: rd, amount: '10' });
      expect([http.status, http.json.code, http.json.value]).toEqual([409, 'vendor.duplicate_transaction', null]);
      expect([await writes(t), await mainBalance(t, a.member.id), await mainBalance(t, b.member.id)]).toEqual(before);

      // a's own replays still get their stored answers; an unknown token replaying an id is no session.
      expect(await bet(a, x, rd)).toMatchObject({ playerId: String(a.member.id), txId: x, replayed: true });
      expect(await wallet.credit(VENDOR, { ...byId(a), txId: c, amount: '7', reason: 'PROMO' })).toMatchObject({ replayed: true });
      expect(await refusal(wallet.win(VENDOR, { token: 'x'.repeat(43), txId: w, betTxId: x, amount: '15' }))).toEqual({
        code: 'vendor.session_invalid',
        value: undefined,
      });
    },
  ],
  [
    "a credit, a win, a round's win and a rollback may name the merchant's player by id; an unknown one moves nothing",
    async () => {
      const [a, other] = [await player(t), await player(t, 1000n, 'ACME')];
      const [b1, b2, b3, rd] = [id('b'), id('b'), id('b'), id('rd')];
      await bet(a, b1, 'rd-1', '100');
      await bet(a, b2, rd, '100');
      await bet(a, b3, 'rd-3', '100');
      expect(await mainBalance(t, a.member.id)).toBe(700n);
      const c = id('c');
      expect(await wallet.credit(VENDOR, { ...byId(a), txId: c, amount: '50', reason: 'JACKPOT' })).toMatchObject({
        playerId: String(a.member.id),
        balance: '750',
        txId: c,
      });
      expect(await wallet.win(VENDOR, { ...byId(a), txId: id('w'), betTxId: b1, amount: '30' })).toMatchObject({ balance: '780' });
      expect(await wallet.winByRound(VENDOR, { ...byId(a), txId: id('w'), roundId: rd, amount: '20' })).toMatchObject({ balance: '800' });
      const rb = id('rb');
      expect(await wallet.rollback(VENDOR, { ...byId(a), txId: rb, betTxId: b3 })).toMatchObject({ balance: '900' });
      // The same rollback again, now with the player's token: the same member's replay.
      expect(await wallet.rollback(VENDOR, { ...tok(a), txId: rb, betTxId: b3 })).toMatchObject({ balance: '900', replayed: true });
      expect(await mainBalance(t, a.member.id)).toBe(900n);

      const before = await writes(t);
      const unknown = { player: { merchantId: a.member.merchantId, memberId: 987_654_321_987 } };
      const otherMerchant = { player: { merchantId: a.member.merchantId, memberId: other.member.id } };
      for (const who of [unknown, otherMerchant]) {
        expect((await refusal(wallet.credit(VENDOR, { ...who, txId: id('c'), amount: '5', reason: 'PROMO' }))).code).toBe(
          'vendor.player_unknown',
        );
        expect((await refusal(wallet.rollback(VENDOR, { ...who, txId: id('rb'), betTxId: id('b') }))).code).toBe('vendor.player_unknown');
      }
      // A player of the merchant naming a bet of another player: not theirs.
      expect((await refusal(wallet.win(VENDOR, { ...byId(other), txId: id('w'), betTxId: b2, amount: '5' }))).code).toBe(
        'vendor.bet_unknown',
      );
      expect(await writes(t)).toBe(before);
      expect([await mainBalance(t, a.member.id), await mainBalance(t, other.member.id)]).toEqual([900n, 1000n]);
    },
  ],
  [
    'a bet asking closed rounds refused: a round its payout (or end) settled is vendor.round_closed; others are not',
    async () => {
      const p = await player(t);
      const [paid, ended, open] = [id('rd'), id('rd'), id('rd')];
      const first = id('b');
      await bet(p, first, paid, '10', true);
      await wallet.winByRound(VENDOR, { ...tok(p), txId: id('w'), roundId: paid, amount: '0' });
      await bet(p, id('b'), ended, '10', true);
      await wallet.endRound(VENDOR, { ...tok(p), txId: id('e'), roundId: ended });
      await bet(p, id('b'), open, '10', true);
      const before = [await writes(t), await mainBalance(t, p.member.id)];
      expect(await refusal(bet(p, id('b'), paid, '10', true))).toEqual({ code: 'vendor.round_closed', value: undefined });
      expect(await refusal(bet(p, id('b'), ended, '10', true))).toEqual({ code: 'vendor.round_closed', value: undefined });
      // The first bet's own replay is still its stored answer.
      expect(await bet(p, first, paid, '10', true)).toMatchObject({ txId: first, replayed: true });
      expect([await writes(t), await mainBalance(t, p.member.id)]).toEqual(before);
      // A round with only open bets takes another; without the option a settled round does too (other vendors).
      expect(await bet(p, id('b'), open, '10', true)).toMatchObject({ balance: '960' });
      expect(await bet(p, id('b'), paid)).toMatchObject({ balance: '950' });
    },
  ],
];

describe('seamless calls: whom a call is for (replays, players named by id, closed rounds)', () => {
  it.each(cases)('%s', async (_name, run) => {
    await run();
    await invariants(t);
  });
});
