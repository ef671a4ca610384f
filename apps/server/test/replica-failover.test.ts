import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { type DbHandle, openDatabase } from '../src/db/client';
import { isConnectionError } from '../src/db/replica-failover';
import { testDbKind } from './harness';

/**
 * Decision 035: a replica that cannot be reached takes no reads. A TCP relay to the test server stands in for the
 * replica (the full primary-and-replica topology is `npm run test:topology`); each side names itself by its
 * application_name, so an answer tells where the read ran. The relay closed is the replica down: reads still answer,
 * from the primary, and the replica is left alone until the retry time has passed on the test's clock; then it
 * answers again and takes its reads back.
 */
const relay = () => {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((client) => {
    accepted++;
    const upstream = net.connect(5432, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  let port = 0;
  return {
    accepted: () => accepted,
    port: () => port,
    start: () =>
      new Promise<void>((done) => {
        server.listen(port, '127.0.0.1', () => {
          port = (server.address() as net.AddressInfo).port;
          done();
        });
      }),
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        for (const s of sockets) s.destroy();
      }),
  };
};

const base = process.env.TEST_DATABASE_URL ?? '';
const named = (url: string, name: string) => {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
};

describe.skipIf(testDbKind !== 'postgres')('a replica that cannot be reached (decision 035)', () => {
  const replica = relay();
  let clock = 1_000_000;
  let handle: DbHandle;
  const where = async (db = handle.reads.lagging) =>
    rowsOf<{ name: string }>(await db.execute(sql`SELECT current_setting('application_name') AS name`))[0]?.name;

  beforeAll(async () => {
    await replica.start();
    const replicaUrl = Object.assign(new URL(named(base, 'replica')), { port: String(replica.port()) }).toString();
    handle = await openDatabase({
      url: named(base, 'primary'),
      poolSize: 2,
      readUrls: [replicaUrl],
      readPoolSize: 2,
      readRetryMs: 5000,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await handle?.close().catch(() => {});
    await replica.stop();
  });

  it('reads take the replica while it answers; a query that is wrong fails there and does not count as the replica down', async () => {
    expect(await where()).toBe('replica');
    expect(await handle.reads.lagging.transaction(async (tx) => where(tx as never))).toBe('replica');
    const wrong = await handle.reads.lagging.execute(sql`SELECT no_such_column FROM pg_class`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(wrong).toBeTruthy();
    expect(isConnectionError(wrong)).toBe(false);
    expect(await where()).toBe('replica');
    expect((await handle.reads.lag()).map((r) => r.up)).toEqual([true]);
  });

  it('the replica down: reads, transactions and read-your-writes answer from the primary, without an error', async () => {
    await replica.stop();
    expect(await where()).toBe('primary');
    expect(await handle.reads.lagging.transaction(async (tx) => where(tx as never))).toBe('primary');
    const position = await handle.reads.position();
    expect(position).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    expect(await where(await handle.reads.seeing(position))).toBe('primary');
    const lag = await handle.reads.lag();
    expect(lag).toEqual([{ replica: 0, bytes: null, inRecovery: false, up: false }]);
  });

  it('left alone until the retry time has passed; then it is tried again and takes its reads back', async () => {
    await replica.start();
    const before = replica.accepted();
    for (let i = 0; i < 5; i++) expect(await where()).toBe('primary');
    clock += 4999;
    expect(await where()).toBe('primary');
    // Nothing knocked at the replica while it was left out.
    expect(replica.accepted()).toBe(before);
    clock += 1;
    expect(await where()).toBe('replica');
    expect(replica.accepted()).toBeGreaterThan(before);
    expect(await where()).toBe('replica');
    expect((await handle.reads.lag()).map((r) => r.up)).toEqual([true]);
  });

  it('a retry that finds it still down leaves it out for another retry time', async () => {
    await replica.stop();
    expect(await where()).toBe('primary');
    clock += 5000;
    // Tried (still down), answered by the primary, and left out again from now on.
    expect(await where()).toBe('primary');
    await replica.start();
    clock += 4000;
    expect(await where()).toBe('primary');
    clock += 1000;
    expect(await where()).toBe('replica');
  });
});
