// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import type { Db } from '../src/db/client';
import { createLedgerService } from '../src/modules/ledger';
import { createOutbox, type DomainEvent, type EventType, writeEvent } from '../src/modules/outbox';
import { login } from './auth-helpers';
import { fund, H, OPS, signIn, type TestContext, createTestApp, testDbKind } from './harness';
import { player, vendorCall } from './seamless-helpers';

const eventsOf = async (db: Db, type: string, subjectId?: number) =>
  rowsOf<{ id: string; type: string; subject_id: string | null; aggregate_id: string | null; payload: Record<string, unknown> }>(
    await db.execute(
      sql`SELECT id, type, subject_id, aggregate_id, payload FROM domain_events WHERE type = ${type}
        ${subjectId === undefined ? sql`` : sql`AND subject_id = ${subjectId}`} ORDER BY id`,
    ),
  );

/** A consumer's effects table: one row per handled event, so a double effect shows as a repeated event id. */
const effectsTable = async (db: Db) => {
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS test_effects (consumer text NOT NULL, event_id bigint NOT NULL, at timestamptz DEFAULT clock_timestamp())`,
  );
};
const effects = async (db: Db, consumer: string) =>
  rowsOf<{ event_id: string }>(await db.execute(sql`SELECT event_id FROM test_effects WHERE consumer = ${consumer} ORDER BY event_id`)).map(
    (r) => Number(r.event_id),
  );
const record = (consumer: string) => async (e: DomainEvent, tx: Db) => {
  await tx.execute(sql`INSERT INTO test_effects (consumer, event_id) VALUES (${consumer}, ${e.id})`);
};

describe('domain events from the real flows', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('a wallet transfer writes transfer.completed with it; a rolled-back transfer leaves no event', async () => {
    const db = t.dbHandle.db;
    const a = await signIn(t);
    await fund(t, a.member, 500n);
    const ledger = createLedgerService({ db });
    const input = {
      idempotencyKey: `rb-${a.member.id}`,
      merchantId: a.member.merchantId,
      kind: 'WALLET_TRANSFER',
      postings: [
        { account: { memberId: a.member.id }, amount: -100n },
        { account: { memberId: a.member.id, wallet: 'SV3' }, amount: 100n },
      ],
      event: { merchantId: a.member.merchantId, type: 'transfer.completed' as const, subjectId: a.member.id, payload: { amount: '100' } },
    };
    await expect(
      ledger.transfer({
        ...input,
        within: async () => {
          throw new Error('business write refused');
        },
      }),
    ).rejects.toThrow('business write refused');
    expect(await eventsOf(db, 'transfer.completed', a.member.id)).toEqual([]);

    const r = await ledger.transfer(input);
    const again = await ledger.transfer(input);
    expect(again.replayed).toBe(true);
    const written = await eventsOf(db, 'transfer.completed', a.member.id);
    expect(written).toHaveLength(1);
    expect(written[0]?.payload).toMatchObject({ amount: '100', transferId: String(r.transferId) });
  });

  it('the upline transfer route, seamless bet and win, and a login each write their event', async () => {
    const db = t.dbHandle.db;
    const agent = await signIn(t, { type: 1 });
    const m = await signIn(t, { parentId: agent.member.id });
    await fund(t, m.member, 1000n);
    const up = await t.app.inject({
      method: 'POST',
      url: '/wps/wallet/transfer/upline',
      headers: m.headers,
      payload: { amount: '2', requestId: 'ev-upline-0001' },
    });
    expect(up.statusCode, up.body).toBe(200);
    expect((await eventsOf(db, 'transfer.completed', m.member.id))[0]?.payload).toMatchObject({
      kind: 'TRANSFER_UPLINE',
      toMemberId: agent.member.id,
    });

    const p = await player(t, 1000n);
    const bet = await vendorCall(t, 'bet', { token: p.gameToken, txId: 'ev-b1', roundId: 'ev-r1', amount: '300' });
    expect(bet.json.code).toBeNull();
    const win = await vendorCall(t, 'win', { token: p.gameToken, txId: 'ev-w1', betTxId: 'ev-b1', amount: '500' });
    expect(win.json.code).toBeNull();
    await vendorCall(t, 'bet', { token: p.gameToken, txId: 'ev-b1', roundId: 'ev-r1', amount: '300' });
    const placed = await eventsOf(db, 'bet.placed', p.member.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.payload).toMatchObject({ vendor: 'HOUSE', txId: 'ev-b1', stake: '300', category: expect.any(String) });
    const settled = await eventsOf(db, 'bet.settled', p.member.id);
    expect(settled).toHaveLength(1);
    expect(settled[0]?.payload).toMatchObject({ vendor: 'HOUSE', betTxId: 'ev-b1', stake: '300', payout: '500', validBet: '300' });

    const before = (await eventsOf(db, 'member.logged_in')).length;
    const res = await login(t, { username: 'demo01', password: 'demo1234', type: 'username' });
    expect(res.json().code, res.body).toBeNull();
    expect((await eventsOf(db, 'member.logged_in')).length).toBe(before + 1);
  });

  it('registration, deposit credit and withdrawal payout write their events', async () => {
    const db = t.dbHandle.db;
    const { createAccountsRepo } = await import('../src/modules/accounts/accounts.repo');
    const m = await createAccountsRepo(db).insert({ merchantId: 1, account: `evreg${Date.now()}`, type: 0 }, { kind: 'test' });
    expect((await eventsOf(db, 'member.registered', m.id))[0]?.payload).toMatchObject({ account: m.account, kind: 'test' });

    const a = await signIn(t);
    const channel = rowsOf<{ id: string }>(
      await db.execute(sql`SELECT id FROM payment_channels WHERE merchant_id = ${a.member.merchantId} LIMIT 1`),
    )[0];
    const dep = rowsOf<{ id: string }>(
      await db.execute(sql`INSERT INTO deposits (merchant_id, member_id, channel_id, request_id, amount, status)
        VALUES (${a.member.merchantId}, ${a.member.id}, ${channel?.id}, 'ev-dep-1', 700, 'PENDING') RETURNING id`),
    )[0];
    const ok = await t.app.inject({ method: 'POST', url: `/ops/v1/merchants/DEMO/deposits/${dep?.id}/approve`, headers: OPS });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await eventsOf(db, 'deposit.credited', a.member.id))[0]?.payload).toMatchObject({ depositId: Number(dep?.id), amount: '700' });

    const payee = await t.app.inject({
      method: 'POST',
      url: '/wps/member/payee',
      headers: a.headers,
      payload: { bankName: 'Meezan Bank', accountNo: '01234567890', payeeName: 'Ali Khan' },
    });
    const payeeId = Number(payee.json().value.list[0].id);
    const wd = rowsOf<{ id: string }>(
      await db.execute(sql`INSERT INTO withdrawals (merchant_id, member_id, payee_id, request_id, amount, status)
        VALUES (${a.member.merchantId}, ${a.member.id}, ${payeeId}, 'ev-wd-1', 300, 'PENDING') RETURNING id`),
    )[0];
    const paid = await t.app.inject({ method: 'POST', url: `/ops/v1/merchants/DEMO/withdrawals/${wd?.id}/approve`, headers: OPS });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await eventsOf(db, 'withdrawal.paid', a.member.id))[0]?.payload).toMatchObject({ withdrawalId: Number(wd?.id), amount: '300' });
  });

  it('operators read parked events through the typed ops call', async () => {
    const res = await t.app.inject({ url: '/ops/v1/events/parked?limit=5', headers: OPS });
    expect(res.statusCode, res.body).toBe(200);
    expect(Array.isArray(res.json().value.list)).toBe(true);
    expect((await t.app.inject({ url: '/ops/v1/events/parked', headers: H() })).statusCode).toBe(401);
  });

  it("operators read the cross-brand days the stream's consumer keeps (issue 37), within a bounded range", async () => {
    await t.dbHandle.db.execute(sql`INSERT INTO cross_brand_days (source, merchant_id, day, bets, stake, payout, deposits, deposited)
      VALUES ('cell-a', 1, '2026-11-02', 3, 300, 120, 1, 5000), ('cell-b', 4, '2026-11-02', 1, 50, 0, 0, 0), ('cell-a', 1, '2026-12-01', 9, 9, 9, 9, 9)`);
    const res = await t.app.inject({ url: '/ops/v1/events/cross-brand?from=2026-11-01&to=2026-11-30', headers: OPS });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.list).toEqual([
      { source: 'cell-a', merchantId: 1, day: '2026-11-02', bets: 3, stake: '300', payout: '120', deposits: 1, deposited: '5000' },
      { source: 'cell-b', merchantId: 4, day: '2026-11-02', bets: 1, stake: '50', payout: '0', deposits: 0, deposited: '0' },
    ]);
    for (const q of ['from=2026-11-30&to=2026-11-01', 'from=2026-01-01&to=2026-12-31', 'from=2026-11&to=2026-11-30'])
      expect((await t.app.inject({ url: `/ops/v1/events/cross-brand?${q}`, headers: OPS })).json().code).toBe('request_param_err');
    expect((await t.app.inject({ url: '/ops/v1/events/cross-brand?from=2026-11-01&to=2026-11-30', headers: H() })).statusCode).toBe(401);
  });
});

describe('event consumers', () => {
  let t: TestContext;
  let db: Db;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.dbHandle.db;
    merchantId = (await signIn(t)).member.merchantId;
    await effectsTable(db);
  });
  afterAll(() => t?.close());

  /**
   * A new consumer reads from the first event; the demo seed writes hundreds of its own (deposits, bets, rebates,
   * points), more than one batch. The tests that count what one batch handles start their consumer after them.
   */
  const startAtHead = async (name: string) => {
    await db.execute(sql`INSERT INTO outbox_consumers (name, last_tx, last_id)
      SELECT ${name}, e.tx, e.id FROM domain_events e ORDER BY e.tx DESC, e.id DESC LIMIT 1
      ON CONFLICT (name) DO UPDATE SET last_tx = excluded.last_tx, last_id = excluded.last_id`);
  };

  /** Resolves once every event of `ids` is below the consumers' horizon (polled; no fixed wait). */
  const belowHorizon = async (ids: number[]) => {
    for (let i = 0; i < 500; i++) {
      const [row] = rowsOf<{ ok: boolean }>(
        await db.execute(sql`SELECT coalesce(max(tx) < pg_snapshot_xmin(pg_current_snapshot()), true) AS ok FROM domain_events
          WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`),
      );
      if (row?.ok) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('the events stayed above the horizon');
  };

  const emit = async (n: number, type: EventType = 'deposit.credited') => {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      await db.transaction(async (tx) => writeEvent(tx as unknown as Db, { merchantId, type, payload: { i } }));
    }
    const last = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM domain_events ORDER BY id DESC LIMIT ${n}`));
    for (const r of last.reverse()) ids.push(Number(r.id));
    return ids;
  };

  it('a consumer that crashes mid-batch resumes without loss or double effect', async () => {
    const ids = await emit(7);
    // The crashing copy handles its batch, then dies before commit (its effects and checkpoint go together).
    const crashing = new Proxy(db, {
      get: (target, key) =>
        key === 'transaction'
          ? (fn: (tx: unknown) => Promise<unknown>) =>
              target.transaction(async (tx) => {
                await fn(tx);
                throw new Error('process died');
              })
          : Reflect.get(target, key),
    });
    const dead = createOutbox({ db: crashing });
    dead.subscribe({ name: 'crash', types: ['deposit.credited'], handle: record('crash'), batchSize: 4 });
    await expect(dead.runOnce('crash')).rejects.toThrow('process died');
    expect(await effects(db, 'crash')).toEqual([]);

    const live = createOutbox({ db });
    live.subscribe({ name: 'crash', types: ['deposit.credited'], handle: record('crash'), batchSize: 4 });
    await live.drain('crash');
    const got = await effects(db, 'crash');
    for (const id of ids) expect(got.filter((g) => g === id)).toHaveLength(1);
    expect(new Set(got).size).toBe(got.length);
  });

  it('a poisoned event is retried with back-off, then parked with its error, and the others flow', async () => {
    await startAtHead('poison');
    const ids = await emit(5, 'bet.settled');
    const poison = ids[2];
    let clock = new Date();
    const outbox = createOutbox({ db, now: () => clock });
    outbox.subscribe({
      name: 'poison',
      types: ['bet.settled'],
      maxAttempts: 3,
      backoffMs: 1000,
      handle: async (e, tx) => {
        if (e.id === poison) throw new Error('cannot apply');
        await record('poison')(e, tx);
      },
    });
    const first = await outbox.runOnce('poison');
    expect(first.failed).toBe(true);
    expect((await outbox.runOnce('poison')).ran).toBe(false); // back-off: not due yet
    for (let i = 0; i < 3; i++) {
      clock = new Date(clock.getTime() + 120_000);
      await outbox.drain('poison');
    }
    const got = await effects(db, 'poison');
    expect(got.filter((g) => ids.includes(g))).toEqual(ids.filter((id) => id !== poison));
    const parked = await t.app.inject({ url: '/ops/v1/events/parked?consumer=poison', headers: OPS });
    expect(parked.json().value.list).toMatchObject([{ consumer: 'poison', eventId: poison, type: 'bet.settled', attempts: 3 }]);
    expect(parked.json().value.list[0].error).toContain('cannot apply');
  });

  it('a handler failing after its own write leaves none of its effects; the events before it keep theirs, once', async () => {
    await startAtHead('half');
    const ids = await emit(4, 'withdrawal.paid');
    const bad = ids[2];
    const outbox = createOutbox({ db });
    outbox.subscribe({
      name: 'half',
      types: ['withdrawal.paid'],
      handle: async (e, tx) => {
        await record('half')(e, tx);
        if (e.id === bad) throw new Error('after the write');
      },
    });
    const r = await outbox.runOnce('half');
    expect(r).toMatchObject({ ran: true, failed: true, handled: 2 });
    expect(await effects(db, 'half')).toEqual(ids.slice(0, 2));
  });

  it('a batch handler applies a batch in one go; when it throws, the events go one by one and the poisoned one waits', async () => {
    await startAtHead('bulk');
    const ids = await emit(5, 'bet.rolled_back');
    const bad = ids[3];
    const calls: number[] = [];
    const outbox = createOutbox({ db });
    outbox.subscribe({
      name: 'bulk',
      types: ['bet.rolled_back'],
      handle: async (e, tx) => {
        if (e.id === bad) throw new Error('bad one');
        await record('bulk')(e, tx);
      },
      handleBatch: async (events, tx) => {
        calls.push(events.length);
        for (const e of events) await record('bulk')(e, tx);
        if (events.some((e) => e.id === bad)) throw new Error('bad one in the batch');
      },
    });
    const r = await outbox.runOnce('bulk');
    expect(r).toMatchObject({ ran: true, failed: true, handled: 3 });
    expect(calls).toHaveLength(1);
    expect((await effects(db, 'bulk')).filter((g) => ids.includes(g))).toEqual(ids.slice(0, 3));

    await startAtHead('bulk-ok');
    const fine = await emit(3, 'member.logged_in');
    const bulk = createOutbox({ db });
    bulk.subscribe({
      name: 'bulk-ok',
      types: ['member.logged_in'],
      handle: async () => {
        throw new Error('never called while the batch handler works');
      },
      handleBatch: async (events, tx) => {
        for (const e of events) await record('bulk-ok')(e, tx);
      },
    });
    await bulk.drain('bulk-ok');
    expect((await effects(db, 'bulk-ok')).filter((g) => fine.includes(g))).toEqual(fine);
  });

  it('a batch commits when its time is up and the rest follow in the next batch', async () => {
    await startAtHead('slow');
    const ids = await emit(6, 'member.registered');
    // Each event takes 20 ms of the test's clock; the batch's time is 30 ms.
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const outbox = createOutbox({ db, now: () => new Date(clock) });
    outbox.subscribe({
      name: 'slow',
      types: ['member.registered'],
      maxBatchMs: 30,
      handle: async (e, tx) => {
        clock += 20;
        await record('slow')(e, tx);
      },
    });
    // The six events are read once the database's oldest running transaction (any test's, on a shared server) is
    // past them: consumers read below that horizon.
    await belowHorizon(ids);
    const first = await outbox.runOnce('slow');
    expect(first.more).toBe(true);
    expect(first.handled).toBeLessThan(ids.length);
    expect(first.handled).toBeGreaterThan(0);
    await outbox.drain('slow');
    const got = await effects(db, 'slow');
    expect(got.filter((g) => ids.includes(g))).toEqual(ids);
    expect(new Set(got).size).toBe(got.length);
  });

  it('a running consumer takes full batches back to back, then waits its own poll before a batch that is not full', async () => {
    await startAtHead('patient');
    const before = await emit(12, 'member.logged_in');
    const outbox = createOutbox({ db });
    let batches = 0;
    outbox.subscribe({
      name: 'patient',
      types: ['member.logged_in'],
      batchSize: 5,
      // Far longer than the test: the wait after the last, short batch never ends by itself here.
      pollMs: 600_000,
      handle: record('patient'),
      handleBatch: async (events, tx) => {
        batches++;
        for (const e of events) await record('patient')(e, tx);
      },
    });
    // The runner's own poll is 5 ms: without the consumer's longer one, the event written below would be taken.
    const stop = outbox.start(5);
    for (let i = 0; i < 200 && (await effects(db, 'patient')).length < before.length; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await effects(db, 'patient')).toEqual(before);
    expect(batches).toBe(3);
    const [late] = await emit(1, 'member.logged_in');
    await new Promise((r) => setTimeout(r, 300));
    expect(await effects(db, 'patient')).not.toContain(late);
    // Stopping ends the wait at once (a test timeout here means it did not).
    await stop();
    await outbox.drain('patient');
    expect(await effects(db, 'patient')).toEqual([...before, late]);
  });

  it('a consumer is sent its own events only, yet its batches count and pass every event of the stream', async () => {
    await startAtHead('picky');
    await emit(6, 'bet.placed');
    const [mine] = await emit(1, 'withdrawal.paid');
    const tail = await emit(3, 'bet.placed');
    const seen: DomainEvent[] = [];
    const outbox = createOutbox({ db });
    outbox.subscribe({ name: 'picky', types: ['withdrawal.paid'], batchSize: 4, handle: async (e) => void seen.push(e) });
    // Four events scanned, none of them its own: a full batch all the same, so the next one follows at once.
    const first = await outbox.runOnce('picky');
    expect(first).toMatchObject({ handled: 0, more: true });
    const second = await outbox.runOnce('picky');
    expect(second).toMatchObject({ handled: 1, more: true });
    const third = await outbox.runOnce('picky');
    expect(third).toMatchObject({ handled: 0, more: false });
    expect(seen.map((e) => [e.id, e.type, e.payload])).toEqual([[mine, 'withdrawal.paid', { i: 0 }]]);
    // Its position is the last event of the stream, not of its own type.
    const at = rowsOf<{ last_id: string }>(await db.execute(sql`SELECT last_id FROM outbox_consumers WHERE name = 'picky'`))[0];
    expect(Number(at?.last_id)).toBe(tail.at(-1));
  });

  it('retention prunes only old events every consumer has passed', async () => {
    // Only this test's consumers count here (the earlier tests' consumers stopped before these events).
    await db.execute(sql`DELETE FROM outbox_consumers`);
    // 70 days on: a 30-day retention reaches past the end of the month these events are in (months are retired whole).
    const outbox = createOutbox({ db, now: () => new Date(Date.now() + 70 * 86_400_000) });
    outbox.subscribe({ name: 'keeper', types: ['member.logged_in'], handle: record('keeper') });
    await outbox.drain('keeper');
    const [oldA] = await emit(1, 'member.logged_in');
    // Drained only once below the horizon: a transaction of another database (another test file's) that the snapshot
    // still held can hold one batch back, and a drain ends on that empty batch (CI saw the laggard stay behind).
    await belowHorizon([oldA as number]);
    // Another consumer is behind on this one: it must stay.
    outbox.subscribe({ name: 'laggard', types: ['member.logged_in'], handle: record('laggard') });
    await outbox.drain('keeper');
    const count = async () =>
      Number(rowsOf<{ n: string }>(await db.execute(sql`SELECT count(*) AS n FROM domain_events WHERE id = ${oldA}`))[0]?.n);
    await outbox.prune(30);
    expect(await count()).toBe(1);
    await outbox.drain('laggard');
    // Consumed by all, but not old enough under a 100-day retention.
    await outbox.prune(100);
    expect(await count()).toBe(1);
    await outbox.prune(30);
    expect(await count()).toBe(0);
  });
});

describe.skipIf(testDbKind !== 'postgres')('event consumers across server copies (PostgreSQL)', () => {
  it('two runners on two pools never run one consumer at once, and each event is handled once', async () => {
    const t = await createTestApp();
    const db = t.dbHandle.db;
    try {
      await effectsTable(db);
      const merchantId = (await signIn(t)).member.merchantId;
      for (let i = 0; i < 60; i++)
        await db.transaction(async (tx) => writeEvent(tx as unknown as Db, { merchantId, type: 'bet.placed', payload: { i } }));
      // A second pool on the same database, as a second server copy has.
      const { openDatabase } = await import('../src/db/client');
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${rowsOf<{ d: string }>(await db.execute(sql`SELECT current_database() AS d`))[0]?.d}`;
      const second = await openDatabase({ url: url.toString(), poolSize: 4 });
      let inside = 0;
      let overlaps = 0;
      const runner = (d: Db) => {
        const o = createOutbox({ db: d });
        o.subscribe({
          name: 'single',
          types: ['bet.placed'],
          batchSize: 7,
          handle: async (e, tx) => {
            inside++;
            if (inside > 1) overlaps++;
            await new Promise((r) => setTimeout(r, 2));
            await record('single')(e, tx);
            inside--;
          },
        });
        return o;
      };
      const a = runner(db);
      const b = runner(second.db);
      const stopA = a.start(5);
      const stopB = b.start(5);
      // The seed's house rounds wrote bet.placed events too: every one of them is to be handled once.
      const total = (await eventsOf(db, 'bet.placed')).length;
      for (let i = 0; i < 200 && (await effects(db, 'single')).length < total; i++) await new Promise((r) => setTimeout(r, 50));
      await stopA();
      await stopB();
      await second.close();
      const got = await effects(db, 'single');
      expect(overlaps).toBe(0);
      expect(total).toBeGreaterThanOrEqual(60);
      expect(got).toHaveLength(total);
      expect(new Set(got).size).toBe(total);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(testDbKind !== 'postgres')("the consumers' horizon (PostgreSQL)", () => {
  it('an event of a transaction that commits late is never skipped, whatever its id', async () => {
    const t = await createTestApp();
    const db = t.dbHandle.db;
    try {
      await effectsTable(db);
      const merchantId = (await signIn(t)).member.merchantId;
      const outbox = createOutbox({ db });
      outbox.subscribe({ name: 'late', types: ['deposit.credited'], handle: record('late') });
      // The demo seed's own deposits are applied first; the test follows only the events it writes itself.
      await outbox.drain('late');
      const seeded = new Set(await effects(db, 'late'));
      const ours = async () => (await effects(db, 'late')).filter((id) => !seeded.has(id));
      const write = (tx: Db, i: number) => writeEvent(tx, { merchantId, type: 'deposit.credited', payload: { late: i } });
      const idOf = async (i: number) =>
        Number(rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM domain_events WHERE payload->>'late' = ${String(i)}`))[0]?.id);

      // A: the oldest transaction, writes an event (lowest id) and stays open.
      let release: () => void = () => {};
      const gate = new Promise<void>((r) => {
        release = r;
      });
      let aWrote: () => void = () => {};
      const wrote = new Promise<void>((r) => {
        aWrote = r;
      });
      const a = db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await write(tx, 1);
        aWrote();
        await gate;
        // …and another one after B has committed: a higher id than B's, under A's lower transaction id.
        await write(tx, 3);
      });
      await wrote;
      // B: younger, commits at once.
      await db.transaction(async (tx) => write(tx as unknown as Db, 2));
      const early = await outbox.drain('late');
      // Released before any assertion can throw: the open transaction A would otherwise hold the pool's close.
      release();
      await a;
      expect(early.handled).toBe(0);
      expect(await ours()).toEqual([]);
      await outbox.drain('late');
      const [e1, e2, e3] = [await idOf(1), await idOf(2), await idOf(3)];
      expect(e3).toBeGreaterThan(e2);
      const order = rowsOf<{ event_id: string }>(
        await db.execute(sql`SELECT event_id FROM test_effects WHERE consumer = 'late' ORDER BY at, event_id`),
      )
        .map((r) => Number(r.event_id))
        .filter((id) => !seeded.has(id));
      // Applied once each, in (transaction, id) order: A's two events, then B's.
      expect(order).toEqual([e1, e3, e2]);
    } finally {
      await t.close();
    }
  });
  it('a transaction left open in another database of the server does not hold the consumers back', async () => {
    const t = await createTestApp();
    const db = t.dbHandle.db;
    const { Client } = await import('pg');
    // The harness's base database ('test'): another database on the same server, sharing its transaction ids.
    const other = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      await effectsTable(db);
      const merchantId = (await signIn(t)).member.merchantId;
      const outbox = createOutbox({ db });
      outbox.subscribe({ name: 'elsewhere', types: ['member.logged_in'], handle: record('elsewhere') });
      await outbox.drain('elsewhere');
      await other.query('BEGIN');
      await other.query('SELECT pg_current_xact_id()');
      await db.transaction(async (tx) =>
        writeEvent(tx as unknown as Db, { merchantId, type: 'member.logged_in', payload: { elsewhere: 1 } }),
      );
      // A transaction of another database that was running at a drain's snapshot but ended before it read the
      // backends can no longer be told apart from one of ours, so it holds that one drain back (safe, and gone at the
      // next snapshot). The parallel test files make such ends common; the open one above never ends, so it would
      // hold every drain back if it counted.
      let handled = 0;
      for (let i = 0; i < 20 && handled === 0; i++) handled += (await outbox.drain('elsewhere')).handled;
      expect(handled).toBe(1);
    } finally {
      await other.query('ROLLBACK').catch(() => {});
      await other.end();
      await t.close();
    }
  });
});
