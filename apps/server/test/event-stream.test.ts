import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import type { Db } from '../src/db/client';
import {
  CROSS_BRAND_CONSUMER,
  type EventStream,
  RELAY_CONSUMER,
  createStreamConsumer,
  crossBrandConsumer,
  streamRepo,
  linkEventStream,
  openEventStream,
  streamRelay,
} from '../src/modules/event-stream';
import { createOutbox, type NewDomainEvent, type Outbox, writeEvent } from '../src/modules/outbox';
import { createTestDb } from './harness';
import { startNats } from './nats-server';

/**
 * Events beyond one database (issue 37): the outbox relayed to a NATS JetStream stream (a server of the test's own,
 * stopped and started again), and a consumer across cells applying each event once.
 */
let made: Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
let nats: Awaited<ReturnType<typeof startNats>>;
let stream: EventStream;
let outbox: Outbox;
let clock = new Date('2026-11-30T10:00:00Z');
const STREAM = `T_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  made = await createTestDb('migrated');
  db = made.handle.db;
  nats = await startNats();
  stream = await openEventStream({ url: nats.url, stream: STREAM, maxAgeDays: 1, name: 'event-stream-test' });
  outbox = createOutbox({ db, now: () => clock });
  // A short publish timeout: the broker-down case waits for it once per attempt.
  outbox.subscribe(streamRelay(() => stream, 'cell-a', 300));
});
afterAll(async () => {
  await stream?.close().catch(() => undefined);
  await nats?.close();
  await made?.drop();
});

const bet = (merchantId: number, stake: string, payout: string, n: number): NewDomainEvent => ({
  merchantId,
  type: 'bet.settled',
  subjectId: 7,
  aggregateId: `HOUSE:b${n}`,
  payload: { vendor: 'HOUSE', betTxId: `b${n}`, stake, validBet: stake, payout },
});
const deposit = (merchantId: number, amount: string, n: number): NewDomainEvent => ({
  merchantId,
  type: 'deposit.credited',
  subjectId: 8,
  aggregateId: `deposit:${n}`,
  payload: { depositId: n, amount },
});
const write = (...events: NewDomainEvent[]) =>
  db.transaction(async (tx) => {
    for (const e of events) await writeEvent(tx, e);
  });
const streamInfo = () => stream.jsm.streams.info(STREAM);
/** Every message of the stream: subject, message id, event id. */
const messages = async () => {
  const n = (await streamInfo()).state.last_seq;
  const out: { subject: string; msgId: string | undefined; id: number; type: string }[] = [];
  for (let seq = 1; seq <= n; seq++) {
    const m = await stream.jsm.streams.getMessage(STREAM, { seq });
    const e = m.json<{ id: number; type: string }>();
    out.push({ subject: m.subject, msgId: m.header.get('Nats-Msg-Id'), id: e.id, type: e.type });
  }
  return out;
};
const eventIds = async () =>
  rowsOf<{ id: string; type: string; merchant_id: number }>(
    await db.execute(sql`SELECT id, type, merchant_id FROM domain_events ORDER BY id`),
  );

describe('the outbox relayed to NATS JetStream, and a consumer across cells', () => {
  it('relays each event once, in order, with its id as the message id; a republish after a crash is dropped', async () => {
    await write(bet(1, '100', '250', 1), bet(1, '50', '0', 2), deposit(2, '1000', 1));
    await write(bet(2, '30', '60', 3), deposit(1, '500', 2));
    expect((await outbox.drain(RELAY_CONSUMER)).handled).toBe(5);
    const ids = await eventIds();
    expect(await messages()).toEqual(
      ids.map((e) => ({ subject: `wl.events.cell-a.${e.merchant_id}.${e.type}`, msgId: `cell-a:${e.id}`, id: Number(e.id), type: e.type })),
    );
    // A crash after the publish and before the checkpoint's commit: the relay starts again from the beginning.
    await db.execute(sql`UPDATE outbox_consumers SET last_tx = '0', last_id = 0 WHERE name = ${RELAY_CONSUMER}`);
    expect((await outbox.drain(RELAY_CONSUMER)).handled).toBe(5);
    expect((await streamInfo()).state.messages).toBe(5);
  });

  it('survives a broker restart: the events written while it was down are relayed after, none lost, none twice', async () => {
    const reconnected = (async () => {
      for await (const s of stream.nc.status()) if (s.type === 'reconnect') return;
    })();
    await nats.stop();
    await write(bet(1, '70', '0', 4), deposit(2, '300', 3), bet(2, '20', '90', 5));
    const down = await outbox.runOnce(RELAY_CONSUMER);
    expect(down).toMatchObject({ ran: true, failed: true, parked: 0 });
    expect((await outbox.lag(RELAY_CONSUMER)).pending).toBe(3);
    const parked = await db.execute(sql`SELECT count(*)::int AS n FROM outbox_parked WHERE consumer = ${RELAY_CONSUMER}`);
    expect(rowsOf<{ n: number }>(parked)[0]?.n).toBe(0);

    await nats.start();
    await reconnected; // the client reconnects by itself
    clock = new Date(clock.getTime() + 60_000); // past the relay's retry time
    expect((await outbox.drain(RELAY_CONSUMER)).handled).toBe(3);
    expect((await outbox.lag(RELAY_CONSUMER)).pending).toBe(0);
    const ids = await eventIds();
    expect((await messages()).map((m) => m.id)).toEqual(ids.map((e) => Number(e.id)));
  });

  it('the cross-brand consumer applies each event once; replayed from the start, it changes nothing', async () => {
    const consumer = createStreamConsumer({ db, stream }, crossBrandConsumer);
    expect(await consumer.drain()).toEqual({ applied: 8, repeated: 0, failed: 0 });
    const day = rowsOf<{ day: string }>(
      await db.execute(sql`SELECT min(occurred_at AT TIME ZONE 'UTC')::date::text AS day FROM domain_events`),
    )[0]!.day;
    const expected = [
      { source: 'cell-a', merchantId: 1, day, bets: 3, stake: '220', payout: '250', deposits: 1, deposited: '500' },
      { source: 'cell-a', merchantId: 2, day, bets: 2, stake: '50', payout: '150', deposits: 2, deposited: '1300' },
    ];
    expect(await streamRepo.crossBrandDays(db, day, day)).toEqual(expected);

    // The consumer's position lost (its durable consumer deleted): the stream delivers everything again.
    await stream.jsm.consumers.delete(STREAM, CROSS_BRAND_CONSUMER);
    const again = createStreamConsumer({ db, stream }, crossBrandConsumer);
    expect(await again.drain()).toEqual({ applied: 0, repeated: 8, failed: 0 });
    expect(await streamRepo.crossBrandDays(db, day, day)).toEqual(expected);

    // Another cell's event with the same id is another event.
    const other = streamRelay(() => stream, 'cell-b');
    const [first] = await eventIds();
    await other.handle(
      {
        id: Number(first!.id),
        merchantId: 9,
        type: 'deposit.credited',
        subjectId: 1,
        aggregateId: 'deposit:1',
        payload: { amount: '40' },
        occurredAt: new Date(`${day}T12:00:00Z`),
      },
      db,
    );
    expect(await again.drain()).toEqual({ applied: 1, repeated: 0, failed: 0 });
    expect((await streamRepo.crossBrandDays(db, day, day)).at(-1)).toEqual({
      source: 'cell-b',
      merchantId: 9,
      day,
      bets: 0,
      stake: '0',
      payout: '0',
      deposits: 1,
      deposited: '40',
    });
  });
  it('a copy links to a broker that is down in the background: the relay waits in the outbox, then catches up', async () => {
    await nats.stop();
    const link = linkEventStream({ url: nats.url, stream: STREAM, maxAgeDays: 1, name: 'link-test' }, { retryMs: 20, maxRetryMs: 50 });
    // Closed before it ever connected: its attempts stop and it answers no stream.
    const never = linkEventStream({ url: nats.url, stream: STREAM, maxAgeDays: 1 }, { retryMs: 20 });
    await never.close();
    expect(await never.ready).toBeNull();

    const copy = createOutbox({ db, now: () => clock });
    copy.subscribe(streamRelay(link.current, 'cell-a', 300));
    await write(deposit(1, '60', 9));
    expect(link.current()).toBeNull();
    expect(await copy.runOnce(RELAY_CONSUMER)).toMatchObject({ ran: true, failed: true, parked: 0 });
    expect((await copy.lag(RELAY_CONSUMER)).pending).toBe(1);

    await nats.start();
    const linked = await link.ready;
    expect(linked).not.toBeNull();
    expect(link.current()).toBe(linked);
    clock = new Date(clock.getTime() + 60_000); // past the relay's retry time
    expect((await copy.drain(RELAY_CONSUMER)).handled).toBe(1);
    const [last] = (await eventIds()).slice(-1);
    // Read through the link (the suite's own connection may still be reconnecting).
    const seq = (await linked!.jsm.streams.info(STREAM)).state.last_seq;
    const m = await linked!.jsm.streams.getMessage(STREAM, { seq });
    expect({ id: m.json<{ id: number }>().id, msgId: m.header.get('Nats-Msg-Id') }).toEqual({
      id: Number(last!.id),
      msgId: `cell-a:${last!.id}`,
    });
    await link.close();
  });
});
