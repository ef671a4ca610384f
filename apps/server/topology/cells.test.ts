import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openCells } from '../src/compose/cells';
import { type DbHandle, openDatabase } from '../src/db/client';
import { PlacementRefused, placeNewMerchant } from '../src/seed/place-merchant';
import { H, OPS, signIn, testConfig } from '../test/harness';
import { createTopologyDb, dbUrl, query, topology } from './topology-kit';

/**
 * Merchant cells (issue 37, decision 035) on the topology: cell `east` is the primary behind PgBouncer with its
 * replica, cell `west` a second primary of its own. One server serves both behind the cells' router; DEMO and ACME
 * (the demo data) live in east, a merchant placed by the operator command in west.
 */
let east: Awaited<ReturnType<typeof createTopologyDb>>;
let westName: string;
let westUrl: string;
let west: DbHandle;
let eastDb: DbHandle;
let serving: Awaited<ReturnType<typeof openCells>>;
let base: string;

beforeAll(async () => {
  const t = topology();
  east = await createTopologyDb();
  westName = `wl_cell_${randomBytes(5).toString('hex')}`;
  await query(t.cell, `CREATE DATABASE ${westName}`);
  westUrl = dbUrl(t.cell, westName);
  const cells = [
    { id: 'east', databaseUrl: dbUrl(t.pgbouncer, east.name), readUrls: [east.replicaUrl], poolMode: 'transaction' },
    { id: 'west', databaseUrl: westUrl },
  ];
  serving = await openCells(testConfig({ CELLS: JSON.stringify(cells), MERCHANT_CACHE_MS: '0', DATABASE_POOL_SIZE: '6' }), {
    logger: false,
  });
  await serving.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(serving.server.address() as { port: number }).port}`;
  // The operator command's own connections, as a separate process would hold them.
  west = await openDatabase({ url: westUrl, poolSize: 2 });
  eastDb = await openDatabase({ url: dbUrl(t.primary, east.name), poolSize: 2 });
});
afterAll(async () => {
  await serving?.close();
  await west?.close();
  await eastDb?.close();
  await east?.drop();
  await query(topology().cell, `DROP DATABASE IF EXISTS ${westName} WITH (FORCE)`);
});

const call = async (path: string, headers: Record<string, string>, init: RequestInit = {}) => {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { ...headers, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; value: unknown } };
};
const inWest = (text: string) => query(westUrl, text);
const inEast = (text: string) => query(dbUrl(topology().primary, east.name), text);
const codes = async (at: typeof inWest) => (await at('SELECT code FROM merchants ORDER BY code')).map((r) => r.code);

describe('merchant cells', () => {
  it('starts with the demo merchants placed in the home cell, and a new merchant placed in west by the operator command', async () => {
    expect((await serving.directory.placements()).map((p) => [p.merchantCode, p.cell])).toEqual([
      ['ACME', 'east'],
      ['DEMO', 'east'],
    ]);
    expect((await call('/wps/system/whitelabel', H('NEWB'))).body.code).toBe('function.not.available');
    const made = await placeNewMerchant({
      directory: serving.directory,
      cellDb: west.db,
      cell: 'west',
      merchant: { code: 'NEWB', name: 'New Brand', domain: 'NewBrand.localhost' },
    });
    expect(made).toMatchObject({ code: 'NEWB', cell: 'west', domain: 'newbrand.localhost' });
    // Placed once: not again in the other cell, nor twice in its own.
    await expect(
      placeNewMerchant({
        directory: serving.directory,
        cellDb: eastDb.db,
        cell: 'east',
        merchant: { code: 'newb', name: 'X', domain: 'x.localhost' },
      }),
    ).rejects.toThrow(PlacementRefused);
    await expect(
      placeNewMerchant({
        directory: serving.directory,
        cellDb: west.db,
        cell: 'west',
        merchant: { code: 'NEWB', name: 'X', domain: 'x.localhost' },
      }),
    ).rejects.toThrow(/already holds/);
    expect(await codes(inWest)).toEqual(['NEWB']);
    expect(await codes(inEast)).toEqual(['ACME', 'DEMO']);
  });

  it('routes each request to its merchant’s cell, and the writes land only there', async () => {
    expect((await call('/wps/system/whitelabel', H('NEWB'))).body.success).toBe(true);
    expect((await call('/wps/system/whitelabel', H('DEMO'))).body.success).toBe(true);
    expect((await call('/wps/system/whitelabel', H('NOPE'))).body.code).toBe('function.not.available');
    // The operator API by the merchant in its path: maintenance switched in west's database alone.
    const on = await call(
      '/ops/v1/merchants/NEWB/maintenance',
      { ...OPS, language: 'EN' },
      { method: 'PUT', body: JSON.stringify({ enabled: true }) },
    );
    expect(on.body).toMatchObject({ success: true, value: { enabled: true } });
    expect(await inWest(`SELECT maintenance_enabled FROM merchants WHERE code = 'NEWB'`)).toEqual([{ maintenance_enabled: true }]);
    expect(await inEast('SELECT count(*)::int AS n FROM merchants WHERE maintenance_enabled')).toEqual([{ n: 0 }]);
    const off = await call(
      '/ops/v1/merchants/NEWB/maintenance',
      { ...OPS, language: 'EN' },
      { method: 'PUT', body: JSON.stringify({ enabled: false }) },
    );
    expect(off.body.success).toBe(true);
  });

  it('keeps a member’s session in its cell: the token answers for its merchant only', async () => {
    const who = await signIn({ dbHandle: west }, { merchant: 'NEWB' });
    const balance = await call('/wps/v2/wallets/balance', who.headers);
    expect(balance.body.success).toBe(true);
    expect((await call('/wps/v2/wallets/balance', { ...who.headers, merchant: 'DEMO' })).body.success).toBe(false);
    expect(await inWest('SELECT count(*)::int AS n FROM members')).toEqual([{ n: 1 }]);
    expect(await inEast(`SELECT count(*)::int AS n FROM members WHERE account = '${who.member.account}'`)).toEqual([{ n: 0 }]);
  });

  it('routes the chat socket by its merchant to the cell that knows the member’s session', async () => {
    const who = await signIn({ dbHandle: west }, { merchant: 'NEWB' });
    const frames: { t: string; code?: string }[] = [];
    const ws = new WebSocket(`${base.replace('http', 'ws')}/wps/support/ws?merchant=NEWB`);
    ws.on('message', (d) => frames.push(JSON.parse(String(d))));
    await new Promise((res, rej) => {
      ws.once('open', res);
      ws.once('error', rej);
    });
    ws.send(JSON.stringify({ t: 'auth', merchant: 'NEWB', token: who.token }));
    for (let i = 0; i < 500 && !frames.some((f) => f.t === 'ready' || f.t === 'error'); i++) await new Promise((r) => setTimeout(r, 10));
    ws.close();
    expect(frames[0]?.t).toBe('ready');
  });

  it('answers the copy’s readiness for every cell', async () => {
    const res = await fetch(`${base}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', checks: { 'east.database': 'ok', 'west.database': 'ok' } });
  });

  it('routes a brand’s host to its cell and answers the directory’s view of where each merchant lives', async () => {
    expect(serving.directory.cellOfHost('newbrand.localhost')).toBe('west');
    expect(serving.directory.cellOfHost('luckycrown.localhost')).toBe('east');
    expect(await serving.directory.cellOf('NEWB')).toBe('west');
  });
});
