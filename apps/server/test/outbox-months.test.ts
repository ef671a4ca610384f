/** @module-tag pglite */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import type { Db } from '../src/db/client';
import { type Outbox, createOutbox } from '../src/modules/outbox';
import { createTestDb } from './harness';

/**
 * The outbox partitioned by month (issue 37, decision 035): months made ahead by a job, rows that landed in the default
 * partition moved into their month when it is made, queries by time reading only their months, and retention that
 * detaches a whole month once it ended long enough ago and every consumer has passed it (dropped, or archived). The
 * clock is the test's, years away from today's months, so the default partition is where the events start.
 */
let made: Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
let clock = new Date('2031-01-20T12:00:00Z');
let outbox: Outbox;
beforeAll(async () => {
  made = await createTestDb('migrated');
  db = made.handle.db;
  outbox = createOutbox({ db, now: () => clock });
});
afterAll(() => made?.drop());

const event = async (at: string) =>
  rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO domain_events (merchant_id, type, payload, occurred_at)
      VALUES (1, 'deposit.credited', '{"amount":"100"}'::jsonb, ${at}::timestamptz) RETURNING id`),
  )[0]!.id;
/** Which partition holds each of these events. */
const homes = async (ids: string[]) =>
  rowsOf<{ id: string; home: string }>(
    await db.execute(sql`SELECT id::text AS id, tableoid::regclass::text AS home FROM domain_events
      WHERE id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) ORDER BY id`),
  ).map((r) => r.home);
const plan = async (q: string) =>
  rowsOf<Record<string, string>>(await db.execute(sql.raw(`EXPLAIN ${q}`)))
    .map((r) => Object.values(r)[0])
    .join('\n');
const count = async (table: string) => Number(rowsOf<{ n: string }>(await db.execute(sql.raw(`SELECT count(*) AS n FROM ${table}`)))[0]?.n);

describe('the outbox by month', () => {
  let jan: string[] = [];
  let feb = '';

  it('makes months ahead; rows the default partition caught move into their month; a query by time reads its month only', async () => {
    jan = [await event('2031-01-03T00:00:00Z'), await event('2031-01-15T10:00:00Z'), await event('2031-01-31T23:59:59Z')];
    feb = await event('2031-02-01T00:00:00Z');
    expect(await homes([...jan, feb])).toEqual(Array(4).fill('domain_events_default'));

    const { months } = await outbox.makeMonths(3);
    expect(months).toEqual(['domain_events_p203101', 'domain_events_p203102', 'domain_events_p203103', 'domain_events_p203104']);
    expect(await homes([...jan, feb])).toEqual([...Array(3).fill('domain_events_p203101'), 'domain_events_p203102']);
    expect(await count('domain_events_default')).toBe(0);
    // Twenty copies making the same months at once: each finds them made, nothing moves twice.
    await Promise.all(Array.from({ length: 20 }, () => outbox.makeMonths(3)));
    expect((await outbox.months()).filter((m) => m.startsWith('domain_events_p2031'))).toEqual(months);
    expect(await count('domain_events')).toBe(4);

    const january = `SELECT count(*) FROM domain_events WHERE occurred_at >= '2031-01-01T00:00:00Z' AND occurred_at < '2031-02-01T00:00:00Z'`;
    const p = await plan(january);
    expect(p).toContain('domain_events_p203101');
    expect(p).not.toContain('domain_events_p203102');
    expect(p).not.toContain('domain_events_default');
  });

  it('retires a month once it ended the retention ago and every consumer passed it: archived, then dropped', async () => {
    await db.execute(sql`DELETE FROM outbox_consumers`);
    const old = await event('2030-06-01T00:00:00Z'); // no month made for it: the default partition keeps it
    outbox.subscribe({ name: 'months-a', types: ['deposit.credited'], handle: async () => undefined });
    await outbox.runOnce('months-a').catch(() => undefined); // registers the consumer, then it is put back to the start
    await db.execute(sql`UPDATE outbox_consumers SET last_tx = '0', last_id = 0 WHERE name = 'months-a'`);

    clock = new Date('2031-03-05T00:00:00Z'); // January ended 32 days ago; February 4 days ago
    const behind = await outbox.prune(30, 10);
    expect(behind.retired).not.toContain('domain_events_p203101'); // the consumer has not read January yet
    expect(behind.pruned).toBe(0);
    expect(await homes([...jan, old])).toEqual([...Array(3).fill('domain_events_p203101'), 'domain_events_default']);

    await outbox.drain('months-a');
    const first = await outbox.prune(30, 10);
    expect(first.retired).toContain('domain_events_p203101');
    expect(first.retired).not.toContain('domain_events_p203102');
    expect(first.pruned).toBe(1); // the default partition's old row
    expect(await count('archive.domain_events_p203101')).toBe(3);
    expect(await homes([...jan, feb, old])).toEqual(['domain_events_p203102']);
    expect(await outbox.months()).not.toContain('domain_events_p203101');

    // February passes its retention and is archived; January's archive is past its own 10 days and goes.
    clock = new Date('2031-04-05T00:00:00Z');
    const second = await outbox.prune(30, 10);
    expect(second.retired).toContain('domain_events_p203102');
    expect(await count('archive.domain_events_p203102')).toBe(1);
    const archived = rowsOf<{ name: string }>(
      await db.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'archive' ORDER BY 1`),
    ).map((r) => r.name);
    expect(archived).toContain('domain_events_p203102');
    expect(archived).not.toContain('domain_events_p203101');
    // Writes go on into the months still attached.
    const march = await event('2031-03-20T00:00:00Z');
    expect(await homes([march])).toEqual(['domain_events_p203103']);
  });
});
