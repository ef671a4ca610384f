import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { gameSessions, memberProtection, members } from '../src/db/schema';
import { createSeamlessService } from '../src/modules/vendors';
import { OPS, type TestContext, createTestApp, fund } from './harness';
import { usesPartitionIndex } from './partition-indexes';
import { VENDOR, expireGameSessions, invariants, mainBalance, player, vendorCall, writes } from './seamless-helpers';
import { statementsDuring } from './statements-during';

let t: TestContext;
let clock = new Date();
let wallet: ReturnType<typeof createSeamlessService>;
beforeAll(async () => {
  t = await createTestApp();
  // The service as the protocols' wallet calls it, on the app's database, with a clock the cases drive.
  wallet = createSeamlessService({ db: t.dbHandle.db, now: () => clock });
});
afterAll(() => t?.close());

let seq = 0;
const id = (p: string) => `${p}-${++seq}-${Math.floor(Math.random() * 1e9)}`;
/** A vendor id of exactly `n` characters, in a shape today's protocol refuses (`/`, `#`, spaces). */
const longId = (p: string, n = 128) => `${id(p)}/#  `.padEnd(n, 'x');
type P = Awaited<ReturnType<typeof player>>;
const DAY = 86_400_000;

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code ?? String(e),
  );
const list = (xs: string[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );
const txRows = async (...txIds: string[]) =>
  rowsOf<{ tx_id: string; kind: string; state: string | null; amount: string; payout: string | null; bet_tx_id: string | null }>(
    await t.dbHandle.db.execute(sql`SELECT tx_id, kind, state, amount::text, payout::text, bet_tx_id FROM vendor_transactions
      WHERE vendor = ${VENDOR} AND tx_id IN (${list(txIds)}) ORDER BY id`),
  );
const transfers = async (...txIds: string[]) =>
  rowsOf<{ key: string; kind: string; meta: Record<string, unknown> }>(
    await t.dbHandle.db.execute(sql`SELECT idempotency_key AS key, kind, meta FROM ledger_transfers
      WHERE idempotency_key IN (${list(txIds.map((x) => `${VENDOR}:${x}`))}) ORDER BY id`),
  );
const events = async (memberId: number) =>
  rowsOf<{ type: string; payload: Record<string, string> }>(
    await t.dbHandle.db.execute(
      sql`SELECT type, payload FROM domain_events WHERE subject_id = ${memberId} AND type LIKE 'bet.%' ORDER BY id`,
    ),
  );
const block = (p: P) => t.dbHandle.db.update(members).set({ status: 'LOCKED' }).where(eq(members.id, p.member.id));
const exclude = (p: P) =>
  t.dbHandle.db.insert(memberProtection).values({
    memberId: p.member.id,
    merchantId: p.member.merchantId,
    blockKind: 'EXCLUSION',
    blockedAt: new Date(),
    blockedUntil: new Date(Date.now() + 30 * DAY),
  });
const betWin = (p: P, betTxId: string, winTxId: string, stake: string, payout: string, roundId = id('rd')) =>
  wallet.betWin(VENDOR, { token: p.gameToken, betTxId, winTxId, roundId, stake, payout });
const credit = (p: P, txId: string, amount: string, reason: 'PROMO' | 'FREE_ROUNDS' | 'JACKPOT' = 'PROMO') =>
  wallet.credit(VENDOR, { token: p.gameToken, txId, amount, reason });
const bet = (p: P, txId: string, amount: string, roundId: string) => wallet.bet(VENDOR, { token: p.gameToken, txId, roundId, amount });

/**
 * The generic plan of a lookup (as a pooled connection caches it, see seamless-plans.test.ts). The test's tables hold
 * a few rows, which the planner reads whole once it has their statistics (an autovacuum's ANALYZE can come at any
 * moment); sequential scans are off so the plan answers whether the index can be used at all.
 */
const planOf = (select: string, types: string, args: string) =>
  t.dbHandle.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql.raw(`PREPARE combined_probe(${types}) AS ${select}`));
    try {
      return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql.raw(`EXPLAIN EXECUTE combined_probe(${args})`)))
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    } finally {
      await tx.execute(sql`DEALLOCATE combined_probe`);
    }
  });

const cases: [string, () => Promise<void>][] = [
  [
    "the new lookups keep their index in a generic plan: a bet-win's pair of ids, a round's bets of a member",
    async () => {
      // As seamless_bet_win reads them: two equality lookups in one statement (an IN list was filtered, not indexed).
      const by = 'FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at';
      const pair = await planOf(
        `SELECT count(*) FROM (SELECT t.response ${by} WHERE k.vendor = $1 AND k.tx_id = $2
          UNION ALL SELECT t.response ${by} WHERE k.vendor = $1 AND k.tx_id = $3) x`,
        'text, text, text',
        `'HOUSE', 'b-1', 'w-1'`,
      );
      // Each id through its key (the key table's primary key), then its row by id in its month.
      expect(pair.match(/vendor_transaction_keys_vendor_tx_id_pk/g)?.length, pair).toBe(2);
      expect(pair, pair).not.toMatch(/Filter: .*tx_id|Seq Scan/);
      const settled = await planOf(
        `SELECT t.id FROM vendor_transactions t WHERE t.merchant_id = $1 AND t.member_id = $2 AND t.kind = 'BET' AND t.vendor = $3
          AND t.round_id = $4 AND t.state = 'SETTLED' ORDER BY t.id DESC LIMIT 1`,
        'integer, bigint, text, text',
        `1, 1, 'HOUSE', 'r-1'`,
      );
      // The round's settled bets of the member (also what a bet refusing closed rounds asks): the round index.
      expect(await usesPartitionIndex(t.dbHandle.db, settled, 'vendor_transactions_settled_round'), settled).toBe(true);
      expect(settled, settled).toMatch(/Index Cond: .*round_id/);
      const closed = await planOf(
        `SELECT 1 FROM vendor_transactions t WHERE t.round_id = $1 AND t.vendor = $2 AND t.member_id = $3 AND t.kind = 'BET'
          AND t.state = 'SETTLED'`,
        'text, text, bigint',
        `'r-1', 'HOUSE', 1`,
      );
      expect(await usesPartitionIndex(t.dbHandle.db, closed, 'vendor_transactions_settled_round'), closed).toBe(true);
      expect(closed, closed).toMatch(/Index Cond: .*round_id/);
    },
  ],
  [
    'a bet-win, a credit and a win by round are one statement each (one round trip, one transaction), replays too',
    async () => {
      const p = await player(t);
      const [b, w, c, wr, rd] = [id('b'), id('w'), id('c'), id('w'), id('rd')];
      await bet(p, id('b'), '10', rd);
      const calls = [
        () => betWin(p, b, w, '10', '5', 'rd-one'),
        () => credit(p, c, '5'),
        () => wallet.winByRound(VENDOR, { token: p.gameToken, txId: wr, roundId: rd, amount: '5' }),
      ];
      for (const call of calls) expect([await statementsDuring(t, call), await statementsDuring(t, call)]).toEqual([1, 1]);
    },
  ],
  [
    'a bet-win pays both in one call: two ledger moves, a settled bet, bet.placed and bet.settled',
    async () => {
      const p = await player(t);
      const [b, w] = [id('b'), id('w')];
      const a = await betWin(p, b, w, '100', '250', 'rd-bw');
      expect(a).toEqual({ playerId: String(p.member.id), currency: expect.any(String), balance: '1150', txId: w, betTxId: b });
      expect(await mainBalance(t, p.member.id)).toBe(1150n);
      expect((await transfers(b, w)).map((x) => x.kind)).toEqual(['GAME_BET', 'GAME_WIN']);
      expect(await txRows(b, w)).toMatchObject([
        { tx_id: b, kind: 'BET', state: 'SETTLED', amount: '100', payout: '250' },
        { tx_id: w, kind: 'WIN', amount: '250', bet_tx_id: b },
      ]);
      expect(await events(p.member.id)).toMatchObject([
        { type: 'bet.placed', payload: { vendor: VENDOR, txId: b, roundId: 'rd-bw', stake: '100' } },
        { type: 'bet.settled', payload: { txId: w, betTxId: b, roundId: 'rd-bw', stake: '100', payout: '250', validBet: '100' } },
      ]);
      // Its bet is settled: a rollback of it is refused with its own code.
      expect(await codeOf(wallet.rollback(VENDOR, { token: p.gameToken, txId: id('r'), betTxId: b }))).toBe('vendor.bet_settled');
    },
  ],
  [
    'a bet-win above the balance refuses both (with the balance); a blocked or excluded player is refused; nothing moves',
    async () => {
      const [p, q, r] = [await player(t, 50n), await player(t), await player(t)];
      await exclude(q);
      await block(r);
      const before = await writes(t);
      const refused = await betWin(p, id('b'), id('w'), '60', '500').catch((e) => e);
      expect([refused.code, refused.opts?.value?.balance]).toEqual(['wallet.insufficient_funds', '50']);
      expect(await codeOf(betWin(q, id('b'), id('w'), '10', '20'))).toBe('vendor.player_blocked');
      expect(await codeOf(betWin(r, id('b'), id('w'), '10', '20'))).toBe('vendor.player_blocked');
      expect(await writes(t)).toBe(before);
      expect([await mainBalance(t, p.member.id), await mainBalance(t, q.member.id)]).toEqual([50n, 1000n]);
    },
  ],
  [
    'a bet-win whose win cannot be booked leaves its bet unbooked too (one transaction)',
    async () => {
      const p = await player(t);
      const [b, w] = [id('b'), id('w')];
      // The win's ledger key is taken by another body: the win's transfer fails after the bet's went through.
      await fund(t, p.member, 1n, `${VENDOR}:${w}`);
      await expect(betWin(p, b, w, '100', '300')).rejects.toBeTruthy();
      expect(await mainBalance(t, p.member.id)).toBe(1001n);
      expect([await txRows(b, w), await transfers(b)]).toEqual([[], []]);
    },
  ],
  [
    'a bet-win replay answers the stored answer with replayed; either id in another call is a duplicate',
    async () => {
      const p = await player(t);
      const [b, w] = [id('b'), id('w')];
      const first = await betWin(p, b, w, '100', '40', 'rd-r');
      await bet(p, id('b'), '10', 'rd-other');
      expect(await betWin(p, b, w, '100', '40', 'rd-r')).toEqual({ ...first, replayed: true });
      expect(await codeOf(betWin(p, b, w, '100', '41', 'rd-r'))).toBe('vendor.duplicate_transaction');
      expect(await codeOf(betWin(p, b, id('w'), '100', '40', 'rd-r'))).toBe('vendor.duplicate_transaction');
      expect(await codeOf(bet(p, w, '100', 'rd-r'))).toBe('vendor.duplicate_transaction');
      expect(await codeOf(betWin(p, b, b, '1', '1'))).toBe('request_param_err');
      expect(await mainBalance(t, p.member.id)).toBe(930n);
    },
  ],
  [
    'the platform endpoints send what they sent: a duplicate answers the same value, with no replayed flag',
    async () => {
      const p = await player(t);
      const body = { token: p.gameToken, txId: id('b'), roundId: 'r', amount: '10' };
      const first = await vendorCall(t, 'bet', body);
      const again = await vendorCall(t, 'bet', body);
      expect(again.json).toEqual(first.json);
      expect(Object.keys(again.json.value ?? {}).sort()).toEqual(['balance', 'currency', 'playerId', 'txId']);
      // The service itself tells the replay (the protocols' wallet maps it to each vendor's own answer).
      expect(await bet(p, body.txId, '10', 'r')).toEqual({ ...first.json.value, replayed: true });
    },
  ],
  [
    'a credit with no bet pays after the session expired and for a blocked or excluded player; reports see a payout, no bet',
    async () => {
      const p = await player(t);
      await expireGameSessions(t, p.member.id);
      await block(p);
      await exclude(p);
      const c = id('c');
      const a = await wallet.credit(VENDOR, { token: p.gameToken, txId: c, roundId: 'fr-1', amount: '75', reason: 'FREE_ROUNDS' });
      expect(a).toMatchObject({ balance: '1075', txId: c });
      expect(await credit(p, id('c'), '25', 'JACKPOT')).toMatchObject({ balance: '1100' });
      expect(await txRows(c)).toMatchObject([{ kind: 'CREDIT', amount: '75' }]);
      expect(await transfers(c)).toMatchObject([{ kind: 'GAME_WIN', meta: { reason: 'FREE_ROUNDS', roundId: 'fr-1' } }]);
      expect((await events(p.member.id))[0]).toMatchObject({
        type: 'bet.settled',
        payload: { txId: c, roundId: 'fr-1', stake: '0', payout: '75', validBet: '0', reason: 'FREE_ROUNDS', gameCode: 'HOUSE_SLOT' },
      });
      expect(await codeOf(wallet.credit(VENDOR, { token: 'x'.repeat(43), txId: id('c'), amount: '5', reason: 'PROMO' }))).toBe(
        'vendor.session_invalid',
      );
      expect(await mainBalance(t, p.member.id)).toBe(1100n);
    },
  ],
  [
    "the reports' rollup counts a credit's payout and no bet, a bet-win's stake and payout once",
    async () => {
      const p = await player(t);
      await credit(p, id('c'), '75', 'JACKPOT');
      await betWin(p, id('b'), id('w'), '100', '250');
      const r = await t.app.inject({ method: 'POST', url: '/ops/v1/events/consumers/reports.rollup/drain', headers: OPS });
      expect([r.statusCode, r.json().value?.parked]).toEqual([200, 0]);
      const sums = await t.dbHandle.db.execute(sql`SELECT sum(bets)::text AS bets, sum(stake)::text AS stake, sum(payout)::text AS payout
        FROM report_member_hours WHERE member_id = ${p.member.id}`);
      expect(rowsOf(sums)[0]).toEqual({ bets: '1', stake: '100', payout: '325' });
    },
  ],
  [
    'a credit replay answers replayed and moves nothing; the same id with another amount or reason is a duplicate',
    async () => {
      const p = await player(t);
      const c = id('c');
      const first = await credit(p, c, '40');
      expect(await credit(p, c, '40')).toEqual({ ...first, replayed: true });
      expect(await codeOf(credit(p, c, '41'))).toBe('vendor.duplicate_transaction');
      expect(await codeOf(credit(p, c, '40', 'JACKPOT'))).toBe('vendor.duplicate_transaction');
      expect(await codeOf(credit(p, id('c'), '-1'))).toBe('request_param_err');
      expect(await mainBalance(t, p.member.id)).toBe(1040n);
    },
  ],
  [
    "a win naming its round settles the round's two open bets and pays once; a replay pays nothing",
    async () => {
      const p = await player(t);
      const [b1, b2, other, w] = [id('b'), id('b'), id('b'), id('w')];
      await bet(p, b1, '100', 'rd-two');
      await bet(p, b2, '50', 'rd-two');
      await bet(p, other, '10', 'rd-else');
      await expireGameSessions(t, p.member.id);
      const first = await wallet.winByRound(VENDOR, { token: p.gameToken, txId: w, roundId: 'rd-two', amount: '400' });
      expect(first).toMatchObject({ balance: '1240', txId: w });
      expect(await wallet.winByRound(VENDOR, { token: p.gameToken, txId: w, roundId: 'rd-two', amount: '400' })).toEqual({
        ...first,
        replayed: true,
      });
      expect(await txRows(b1, b2, other, w)).toMatchObject([
        { state: 'SETTLED', payout: '400' },
        { state: 'SETTLED', payout: '0' },
        { state: 'OPEN' },
        { kind: 'WIN', amount: '400', bet_tx_id: b1 },
      ]);
      expect((await transfers(w)).length).toBe(1);
      expect((await events(p.member.id)).filter((e) => e.type === 'bet.settled').map((e) => e.payload)).toMatchObject([
        { txId: w, betTxId: b1, stake: '100', payout: '400', validBet: '100' },
        { txId: w, betTxId: b2, stake: '50', payout: '0', validBet: '50' },
      ]);
      // A later win of the settled round pays again, on its last bet, and counts no stake twice.
      await wallet.winByRound(VENDOR, { token: p.gameToken, txId: id('w'), roundId: 'rd-two', amount: '5' });
      expect((await events(p.member.id)).at(-1)?.payload).toMatchObject({ betTxId: b2, payout: '5', validBet: '0' });
      expect(await mainBalance(t, p.member.id)).toBe(1245n);
    },
  ],
  [
    'a win naming an unknown round is bet_unknown; one whose bets were all rolled back is bet_rolled_back',
    async () => {
      const p = await player(t);
      const b = id('b');
      await bet(p, b, '100', 'rd-back');
      await wallet.rollback(VENDOR, { token: p.gameToken, txId: id('r'), betTxId: b });
      await wallet.rollback(VENDOR, { token: p.gameToken, txId: id('r'), betTxId: id('never'), roundId: 'rd-tomb' });
      const before = await writes(t);
      const win = (roundId: string) => codeOf(wallet.winByRound(VENDOR, { token: p.gameToken, txId: id('w'), roundId, amount: '9' }));
      expect([await win('rd-none'), await win('rd-back'), await win('rd-tomb')]).toEqual([
        'vendor.bet_unknown',
        'vendor.bet_rolled_back',
        'vendor.bet_rolled_back',
      ]);
      expect(await writes(t)).toBe(before);
      expect(await mainBalance(t, p.member.id)).toBe(1000n);
    },
  ],
  [
    "a vendor's ids of 128 characters pass every call; 129 are a request error",
    async () => {
      const p = await player(t);
      const [b, w, r, rd] = [longId('b'), longId('w'), longId('r'), longId('rd')];
      expect([b, w, r, rd].map((x) => x.length)).toEqual([128, 128, 128, 128]);
      await bet(p, b, '100', rd);
      await wallet.win(VENDOR, { token: p.gameToken, txId: w, betTxId: b, roundId: rd, amount: '30' });
      const b2 = longId('b');
      await bet(p, b2, '10', rd);
      await wallet.rollback(VENDOR, { token: p.gameToken, txId: r, betTxId: b2, roundId: rd });
      await betWin(p, longId('b'), longId('w'), '20', '0', longId('rd'));
      await wallet.credit(VENDOR, { token: p.gameToken, txId: longId('c'), roundId: longId('rd'), amount: '7', reason: 'PROMO' });
      const rd2 = longId('rd');
      await bet(p, longId('b'), '5', rd2);
      await wallet.winByRound(VENDOR, { token: p.gameToken, txId: longId('w'), roundId: rd2, amount: '6' });
      await wallet.endRound(VENDOR, { token: p.gameToken, txId: longId('e'), roundId: rd });
      await wallet.rollback(VENDOR, { token: p.gameToken, txId: longId('r'), betTxId: longId('never'), roundId: longId('rd') });
      const seed = 'ab'.repeat(32);
      const proof = { serverSeedHash: seed, serverSeed: seed, clientSeed: 'c', nonce: 0 };
      const report = { token: p.gameToken, roundId: rd, gameCode: 'HOUSE_SLOT', stake: '100', payout: '30', detail: {}, proof };
      expect(await wallet.round(VENDOR, report)).toEqual({ roundId: rd, stored: true });
      expect(await mainBalance(t, p.member.id)).toBe(1000n - 100n + 30n - 20n + 7n - 5n + 6n);
      expect((await transfers(b, w, r)).map((x) => x.key.length)).toEqual([VENDOR.length + 129, VENDOR.length + 129, VENDOR.length + 129]);
      const before = await writes(t);
      for (const call of [
        bet(p, longId('b', 129), '1', 'rd'),
        bet(p, id('b'), '1', longId('rd', 129)),
        betWin(p, id('b'), longId('w', 129), '1', '1'),
        credit(p, longId('c', 129), '1'),
        wallet.winByRound(VENDOR, { token: p.gameToken, txId: id('w'), roundId: longId('rd', 129), amount: '1' }),
        wallet.rollback(VENDOR, { token: p.gameToken, txId: id('r'), betTxId: longId('b', 129) }),
      ]) {
        expect(await codeOf(call)).toBe('request_param_err');
      }
      expect(await writes(t)).toBe(before);
    },
  ],
  [
    'a tombstone holds: a bet arriving 119 days after the rollback of it is refused (nothing prunes vendor_transactions)',
    async () => {
      const p = await player(t);
      const [b, bw] = [id('b'), id('b')];
      const start = clock;
      try {
        await wallet.rollback(VENDOR, { token: p.gameToken, txId: id('r'), betTxId: b });
        await wallet.rollback(VENDOR, { token: p.gameToken, txId: id('r'), betTxId: bw });
        clock = new Date(start.getTime() + 119 * DAY);
        // The session is live then, so only the tombstone can refuse.
        await t.dbHandle.db
          .update(gameSessions)
          .set({ expiresAt: new Date(clock.getTime() + DAY) })
          .where(eq(gameSessions.memberId, p.member.id));
        expect(await codeOf(bet(p, b, '100', 'rd'))).toBe('vendor.bet_rolled_back');
        expect(await codeOf(betWin(p, bw, id('w'), '100', '500'))).toBe('vendor.bet_rolled_back');
        expect(await bet(p, id('b'), '1', 'rd')).toMatchObject({ balance: '999' });
      } finally {
        clock = start;
      }
      const tombs = await t.dbHandle.db.execute(
        sql`SELECT count(*)::int AS n FROM vendor_transactions WHERE vendor = ${VENDOR} AND tx_id IN (${b}, ${bw}) AND state = 'TOMBSTONE'`,
      );
      expect(rowsOf<{ n: number }>(tombs)[0]?.n).toBe(2);
      expect(await mainBalance(t, p.member.id)).toBe(999n);
    },
  ],
  [
    '20 concurrent copies of a bet-win and of a credit: one ledger move each, one answer not replayed',
    async () => {
      const p = await player(t);
      const [b, w, c] = [id('b'), id('w'), id('c')];
      const pairs = await Promise.all(Array.from({ length: 20 }, () => betWin(p, b, w, '100', '70', 'rd-c')));
      const credits = await Promise.all(Array.from({ length: 20 }, () => credit(p, c, '33')));
      for (const answers of [pairs, credits]) {
        expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
        const { replayed: _, ...stored } = answers.find((a) => !a.replayed)!;
        for (const a of answers) expect({ ...a, replayed: undefined }).toEqual({ ...stored, replayed: undefined });
      }
      expect((await transfers(b, w, c)).map((x) => x.kind)).toEqual(['GAME_BET', 'GAME_WIN', 'GAME_WIN']);
      expect((await txRows(b, w, c)).length).toBe(3);
      const evs = await t.dbHandle.db.execute(
        sql`SELECT count(*)::int AS n FROM domain_events WHERE subject_id = ${p.member.id} AND type LIKE 'bet.%'`,
      );
      expect(rowsOf<{ n: number }>(evs)[0]?.n).toBe(3);
      expect(await mainBalance(t, p.member.id)).toBe(1000n - 100n + 70n + 33n);
    },
  ],
];

describe('the seamless ledger path for real vendors (issue 34): bet-win, credit, win by round, replays, ids, tombstones', () => {
  it.each(cases)('%s', async (_name, run) => {
    await run();
    await invariants(t);
  });
});
