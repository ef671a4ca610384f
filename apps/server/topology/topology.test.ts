import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type DbHandle, openDatabase } from '../src/db/client';
import { assertLedgerInvariants } from '../src/modules/ledger';
import { seedDemo } from '../src/seed/index';
import { H, fund, signIn, testConfig } from '../test/harness';
import { bouncerPool, caughtUp, createTopologyDb, dbUrl, inRecovery, query, replay, rowsOf, topology } from './topology-kit';

/**
 * Issue 37's topology, started by scripts/topology.mjs: the server on PgBouncer (transaction pooling) in front of the
 * primary, with the streaming replica as DATABASE_READ_URL (decision 035). Lag is made by pausing the replica's
 * replay, so no test waits for it to happen; a test waits only for the replica to catch up after it is resumed.
 */
let topo: Awaited<ReturnType<typeof createTopologyDb>>;
let a: DbHandle;
let b: DbHandle;
let copyA: FastifyInstance;
let copyB: FastifyInstance;

beforeAll(async () => {
  topo = await createTopologyDb();
  a = await topo.open();
  b = await topo.open();
  // Two copies start together and migrate at once: the advisory lock is held by a transaction, which PgBouncer's
  // transaction pooling keeps on one server connection, so the second waits and then finds nothing to do.
  await Promise.all([a.migrate(), b.migrate()]);
  await seedDemo(a.db);
  const config = testConfig({ CATALOGUE_CACHE_MS: '0', MERCHANT_CACHE_MS: '0' });
  copyA = await buildApp({ config, dbHandle: a, logger: false });
  copyB = await buildApp({ config, dbHandle: b, logger: false });
  await caughtUp(a, topo.replicaUrl);
});
afterEach(async () => {
  await replay.resume();
});
afterAll(async () => {
  await copyA?.close();
  await copyB?.close();
  await a?.close();
  await b?.close();
  await topo?.drop();
});

const menus = async () =>
  ((await copyA.inject({ method: 'GET', url: '/lgw/games/game_menus', headers: H() })).json().value as { gameCategory: string }[]).map(
    (c) => c.gameCategory,
  );
const balanceOf = async (app: FastifyInstance, who: { headers: Record<string, string> }) =>
  (await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: who.headers })).json().value.balance[0]
    .availBalance as string;

describe('the scale topology', () => {
  it('migrated once although two copies migrated at once through PgBouncer', async () => {
    const applied = await rowsOf<{ n: number }>(a.db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    const journal = (await import('../src/db/migrations/meta/_journal.json')).default.entries.length;
    expect(applied[0]?.n).toBe(journal);
    const pool = await bouncerPool(topo.name);
    expect(pool?.pool_mode).toBe('transaction');
  });

  it('sends read-only work to the replica and money to the primary', async () => {
    expect(await inRecovery(a.reads.lagging)).toBe(true);
    expect(await inRecovery(a.db)).toBe(false);
    const who = await signIn({ dbHandle: a });
    expect(await menus()).toContain('COCKFIGHT');
    await replay.pause();
    // Written on the primary while the replica stands still: the catalogue (a replica read) does not show it yet,
    // the balance (a money read) does.
    await a.db.execute(sql`UPDATE game_categories SET enabled = false WHERE code = 'COCKFIGHT'`);
    await fund({ dbHandle: a }, who.member, 1234n);
    expect(await menus()).toContain('COCKFIGHT');
    expect(await balanceOf(copyA, who)).toBe('1234');
    await replay.resume();
    await caughtUp(a, topo.replicaUrl);
    expect(await menus()).not.toContain('COCKFIGHT');
    await a.db.execute(sql`UPDATE game_categories SET enabled = true WHERE code = 'COCKFIGHT'`);
  });

  it('spreads reads over several replicas given in DATABASE_READ_URL', async () => {
    const t = topology();
    const two = await openDatabase({
      url: dbUrl(t.pgbouncer, topo.name),
      poolSize: 2,
      poolMode: 'transaction',
      readUrls: [topo.replicaUrl, topo.replicaUrl],
      readPoolSize: 1,
    });
    try {
      // One connection per replica pool, each pool's own backend: reads in turn come from two backends.
      const pid = async () => (await rowsOf<{ pid: number }>(two.reads.lagging, sql`SELECT pg_backend_pid() AS pid`))[0]?.pid;
      const pids = [await pid(), await pid(), await pid(), await pid()];
      expect(new Set(pids).size).toBe(2);
      expect(await inRecovery(two.reads.lagging)).toBe(true);
      expect(await two.reads.lagging.transaction(async (tx) => inRecovery(tx))).toBe(true);
    } finally {
      await two.close();
    }
  });

  it('never writes on the replica: a write sent to the read handle is refused there', async () => {
    const err = await a.reads.lagging.execute(sql`UPDATE game_categories SET sort = sort`).then(
      () => null,
      (e: { code?: string; cause?: { code?: string } }) => e.cause?.code ?? e.code,
    );
    expect(err).toBe('25006'); // read_only_sql_transaction
  });

  it('shows the replica lag, and a read after the caller’s write sees it', async () => {
    await replay.pause();
    const [row] = await rowsOf<{ sort: number }>(
      a.db,
      sql`UPDATE game_categories SET sort = sort + 1000 WHERE code = 'RNG' AND merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO') RETURNING sort`,
    );
    const position = await a.reads.position();
    const lag = await a.reads.lag();
    expect(lag[0]?.inRecovery).toBe(true);
    expect(lag[0]?.bytes).toBeGreaterThan(0);
    const sortOn = async (db: DbHandle['db']) =>
      (
        await rowsOf<{ sort: number }>(
          db,
          sql`SELECT sort FROM game_categories WHERE code = 'RNG' AND merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO')`,
        )
      )[0]?.sort;
    // The replica has not replayed the write: a read that must see it is given the primary.
    expect(await sortOn(a.reads.lagging)).toBe((row?.sort ?? 0) - 1000);
    const before = await a.reads.seeing(position);
    expect(await inRecovery(before)).toBe(false);
    expect(await sortOn(before)).toBe(row?.sort);
    await replay.resume();
    await caughtUp(a, topo.replicaUrl);
    // Once it has, the replica serves it.
    const after = await a.reads.seeing(position);
    expect(await inRecovery(after)).toBe(true);
    expect(await sortOn(after)).toBe(row?.sort);
    expect((await a.reads.lag())[0]?.bytes).toBe(0);
    // Records: a range ending before the fresh window reads a replica, one reaching into it the primary.
    const now = new Date();
    expect(a.reads.asOf(new Date(now.getTime() - 60_000), now)).toBe(a.reads.lagging);
    expect(a.reads.asOf(now, now)).toBe(a.db);
  });

  it('keeps the ledger invariants through a money race over two copies on PgBouncer', async () => {
    const agent = await signIn({ dbHandle: a }, { type: 1 });
    const member = await signIn({ dbHandle: a }, { parentId: agent.member.id });
    await fund({ dbHandle: a }, member.member, 1000n);
    let n = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? copyB : copyA).inject({
          method: 'POST',
          url: '/wps/wallet/transfer/upline',
          headers: member.headers,
          payload: { amount: '1', requestId: `race-${i}-${n++}` },
        }),
      ),
    );
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c !== 'ok')).toEqual(Array(10).fill('wallet.insufficient_funds'));
    expect(await balanceOf(copyA, member)).toBe('0');
    expect(await balanceOf(copyB, agent)).toBe('1000');
    await assertLedgerInvariants(a.db);
    // The money went through PgBouncer: it holds server connections for this database.
    const pool = await bouncerPool(topo.name);
    expect(Number(pool?.sv_active ?? 0) + Number(pool?.sv_idle ?? 0) + Number(pool?.sv_used ?? 0)).toBeGreaterThan(0);
    expect(await query(topo.replicaUrl, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
