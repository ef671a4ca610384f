// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { type TestContext, createTestApp } from './harness';
import { expireGameSessions, invariants, mainBalance, player, vendorCall, writes } from './seamless-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let seq = 0;
const id = (p: string) => `${p}-${++seq}-${Math.floor(Math.random() * 1e9)}`;
type P = Awaited<ReturnType<typeof player>>;
const bet = (p: P, txId: string, amount: string, roundId = 'r1') => vendorCall(t, 'bet', { token: p.gameToken, txId, roundId, amount });
const win = (p: P, txId: string, betTxId: string, amount: string) => vendorCall(t, 'win', { token: p.gameToken, txId, betTxId, amount });
const rollback = (p: P, txId: string, betTxId: string) => vendorCall(t, 'rollback', { token: p.gameToken, txId, betTxId });

/** One row per rule of reliability.md "Game vendors"; each checks what the vendor and the player would notice. */
const rules: [string, () => Promise<void>][] = [
  [
    'a bad signature is refused and moves nothing',
    async () => {
      const p = await player(t);
      const before = await writes(t);
      const r = await vendorCall(t, 'bet', { token: p.gameToken, txId: id('b'), roundId: 'r', amount: '10' }, { sign: 'ab'.repeat(32) });
      expect([r.status, r.json.code]).toEqual([401, 'vendor.signature_invalid']);
      expect((await vendorCall(t, 'balance', { token: p.gameToken }, { sign: false })).json.code).toBe('vendor.signature_invalid');
      expect(await writes(t)).toBe(before);
      expect(await mainBalance(t, p.member.id)).toBe(1000n);
    },
  ],
  [
    'authenticate answers the player and balance',
    async () => {
      const p = await player(t, 750n);
      const r = await vendorCall(t, 'authenticate', { token: p.gameToken });
      expect(r.json.value).toMatchObject({ playerId: String(p.member.id), balance: '750' });
      expect((await vendorCall(t, 'authenticate', { token: 'x'.repeat(43) })).json.code).toBe('vendor.session_invalid');
    },
  ],
  [
    'balance calls are read-only',
    async () => {
      const p = await player(t, 300n);
      const before = await writes(t);
      for (let i = 0; i < 3; i++) expect((await vendorCall(t, 'balance', { token: p.gameToken })).json.value?.balance).toBe('300');
      expect(await writes(t)).toBe(before);
    },
  ],
  [
    'a bet debits once; its duplicate gets the original answer',
    async () => {
      const p = await player(t);
      const tx = id('b');
      const first = await bet(p, tx, '100');
      expect(first.json.value).toMatchObject({ balance: '900', txId: tx });
      await bet(p, id('b'), '50');
      const again = await bet(p, tx, '100');
      expect(again.json).toEqual(first.json);
      expect(await mainBalance(t, p.member.id)).toBe(850n);
    },
  ],
  [
    'the same id with another amount is a duplicate-transaction error',
    async () => {
      const p = await player(t);
      const tx = id('b');
      await bet(p, tx, '100');
      const r = await bet(p, tx, '101');
      expect([r.status, r.json.code]).toEqual([409, 'vendor.duplicate_transaction']);
      const w = id('w');
      await win(p, w, tx, '30');
      expect((await win(p, w, tx, '31')).json.code).toBe('vendor.duplicate_transaction');
      expect(await mainBalance(t, p.member.id)).toBe(930n);
    },
  ],
  [
    'a bet above the balance is refused with the current balance',
    async () => {
      const p = await player(t, 40n);
      const before = await writes(t);
      const r = await bet(p, id('b'), '41');
      expect([r.status, r.json.code, r.json.value?.balance]).toEqual([400, 'wallet.insufficient_funds', '40']);
      expect(await writes(t)).toBe(before);
    },
  ],
  [
    'a win for an unknown bet is refused and moves nothing',
    async () => {
      const p = await player(t);
      const before = await writes(t);
      const r = await win(p, id('w'), 'never-bet', '500');
      expect([r.status, r.json.code]).toEqual([404, 'vendor.bet_unknown']);
      expect(await writes(t)).toBe(before);
      expect(await mainBalance(t, p.member.id)).toBe(1000n);
    },
  ],
  [
    'a win credits once and settles the bet; a zero win records the loss',
    async () => {
      const p = await player(t);
      const b1 = id('b');
      await bet(p, b1, '100');
      const w = id('w');
      const first = await win(p, w, b1, '250');
      expect(first.json.value?.balance).toBe('1150');
      expect((await win(p, w, b1, '250')).json).toEqual(first.json);
      const b2 = id('b');
      await bet(p, b2, '100');
      expect((await win(p, id('w'), b2, '0')).json.value?.balance).toBe('1050');
      expect(await mainBalance(t, p.member.id)).toBe(1050n);
    },
  ],
  [
    'a win after that bet was rolled back is refused',
    async () => {
      const p = await player(t);
      const b = id('b');
      await bet(p, b, '100');
      await rollback(p, id('r'), b);
      const r = await win(p, id('w'), b, '300');
      expect([r.status, r.json.code]).toEqual([409, 'vendor.bet_rolled_back']);
      expect(await mainBalance(t, p.member.id)).toBe(1000n);
    },
  ],
  [
    'a rollback refunds an open bet once; its duplicate gets the original answer',
    async () => {
      const p = await player(t);
      const b = id('b');
      await bet(p, b, '100');
      const r = id('r');
      const first = await rollback(p, r, b);
      expect(first.json.value?.balance).toBe('1000');
      expect((await rollback(p, r, b)).json).toEqual(first.json);
      expect((await rollback(p, id('r'), b)).json.code).toBe('vendor.bet_rolled_back');
      expect(await mainBalance(t, p.member.id)).toBe(1000n);
    },
  ],
  [
    'a rollback of an unknown bet is answered and leaves a tombstone: that bet is refused later',
    async () => {
      const p = await player(t);
      const b = id('b');
      const r = await rollback(p, id('r'), b);
      expect([r.status, r.json.value?.balance]).toEqual([200, '1000']);
      const late = await bet(p, b, '100');
      expect([late.status, late.json.code]).toEqual([409, 'vendor.bet_rolled_back']);
      expect(await mainBalance(t, p.member.id)).toBe(1000n);
    },
  ],
  [
    'a rollback after settlement is refused (by a win or by the end of the round)',
    async () => {
      const p = await player(t);
      const b1 = id('b');
      await bet(p, b1, '100');
      await win(p, id('w'), b1, '0');
      const r = await rollback(p, id('r'), b1);
      expect([r.status, r.json.code]).toEqual([409, 'vendor.bet_settled']);
      const b2 = id('b');
      await bet(p, b2, '100', 'round-x');
      expect((await vendorCall(t, 'endRound', { token: p.gameToken, txId: id('e'), roundId: 'round-x' })).status).toBe(200);
      expect((await rollback(p, id('r'), b2)).json.code).toBe('vendor.bet_settled');
      expect(await mainBalance(t, p.member.id)).toBe(800n);
    },
  ],
  ...(
    [
      ['after the session expired', (p: P) => expireGameSessions(t, p.member.id), 'vendor.session_invalid'],
      [
        'for a blocked player',
        (p: P) => t.dbHandle.db.update(members).set({ status: 'LOCKED' }).where(eq(members.id, p.member.id)),
        'vendor.player_blocked',
      ],
    ] as const
  ).map(([when, shut, code]): [string, () => Promise<void>] => [
    `wins and rollbacks are accepted ${when}; bets are not`,
    async () => {
      const p = await player(t);
      const b1 = id('b');
      const b2 = id('b');
      await bet(p, b1, '100');
      await bet(p, b2, '100');
      await shut(p);
      expect((await win(p, id('w'), b1, '400')).status).toBe(200);
      expect((await rollback(p, id('r'), b2)).status).toBe(200);
      expect((await bet(p, id('b'), '10')).json.code).toBe(code);
      expect(await mainBalance(t, p.member.id)).toBe(1300n);
    },
  ]),
  [
    "another player's bet is unknown to this player (and another merchant's)",
    async () => {
      const a = await player(t);
      const b = await player(t, 1000n, 'ACME');
      const tx = id('b');
      await bet(a, tx, '100');
      expect((await win(b, id('w'), tx, '500')).json.code).toBe('vendor.bet_unknown');
      expect((await rollback(b, id('r'), tx)).json.code).toBe('vendor.bet_unknown');
      expect(await mainBalance(t, b.member.id)).toBe(1000n);
      expect(await mainBalance(t, a.member.id)).toBe(900n);
    },
  ],
  [
    'malformed and hostile bodies with a valid signature are request_param_err on every call; an unknown vendor is refused',
    async () => {
      const p = await player(t);
      for (const body of [
        {},
        { token: p.gameToken, txId: id('b'), roundId: 'r', amount: '-5' },
        { token: p.gameToken, txId: "' OR 1=1", roundId: 'r', amount: '5' },
      ]) {
        expect((await vendorCall(t, 'bet', body)).json.code).toBe('request_param_err');
      }
      const hostile = [
        null,
        [],
        'text',
        { token: { $gt: '' } },
        { token: p.gameToken, txId: 'a'.repeat(5000), roundId: '😀\u202e', amount: '1e309', betTxId: '<script>' },
      ];
      for (const name of ['authenticate', 'balance', 'bet', 'win', 'rollback', 'endRound']) {
        for (const body of hostile) {
          const h = await vendorCall(t, name, body);
          // Read-only calls ignore fields they do not use, so a valid token with hostile extras may be answered.
          if (h.status === 200 && ['authenticate', 'balance'].includes(name)) continue;
          expect([h.status, h.json.success, h.json.code, typeof h.json.message]).toEqual([400, false, 'request_param_err', 'string']);
        }
      }
      const r = await t.app.inject({
        method: 'POST',
        url: '/vendor/NOPE/seamless/balance',
        headers: { 'content-type': 'application/json', 'x-signature': '0'.repeat(64) },
        payload: '{}',
      });
      expect([r.statusCode, r.json().code]).toEqual([401, 'vendor.signature_invalid']);
    },
  ],
];

describe('seamless wallet conformance (reliability.md, Game vendors)', () => {
  it.each(rules)('%s', async (_name, run) => {
    await run();
    await invariants(t);
  });
});
