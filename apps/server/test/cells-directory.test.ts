import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/core/config';
import type { DbHandle } from '../src/db/client';
import { combineReadiness } from '../src/compose/cells';
import { type CellDirectory, cellsRepo, createCellDirectory, routeKeyOf } from '../src/modules/cells';
import { createTestDb } from './harness';

const req = (url: string, headers: [string, string][] = []) => ({ url, rawHeaders: headers.flat() });

describe('the cells router reads the merchant a request is for', () => {
  it('from the one Merchant header, in capitals', () => {
    expect(
      routeKeyOf(
        req('/wps/system/whitelabel', [
          ['Host', 'x.example'],
          ['Merchant', ' newb '],
        ]),
      ),
    ).toEqual({ merchant: 'NEWB' });
  });

  it('from the path of a vendor call or an operator resource, then the chat socket’s query', () => {
    expect(routeKeyOf(req('/vendor-api/caleta/NEWB/wallet/bet'))).toEqual({ merchant: 'NEWB' });
    expect(routeKeyOf(req('/ops/v1/merchants/acme/maintenance?x=1'))).toEqual({ merchant: 'ACME' });
    expect(routeKeyOf(req('/wps/support/ws?merchant=demo'))).toEqual({ merchant: 'DEMO' });
  });

  it('else from the host, without its port; a doubled or malformed merchant names none', () => {
    expect(routeKeyOf(req('/', [['Host', 'NewBrand.localhost:8080']]))).toEqual({ host: 'newbrand.localhost' });
    expect(routeKeyOf(req('/', [['host', '[::1]:8080']]))).toEqual({ host: '[::1]' });
    const doubled = routeKeyOf(
      req('/wps/x', [
        ['Merchant', 'DEMO'],
        ['Merchant', 'ACME'],
        ['Host', 'acmeplay.localhost'],
      ]),
    );
    expect(doubled).toEqual({ host: 'acmeplay.localhost' });
    expect(routeKeyOf(req('/vendor-api/v/%E0%A4%A/x'))).toBeNull();
    expect(routeKeyOf(req('/wps/x', [['Merchant', 'no spaces allowed']]))).toBeNull();
  });
});

describe('the cells directory', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  let at = 0;
  let dir: CellDirectory;
  beforeAll(async () => {
    ({ handle, drop } = await createTestDb('migrated'));
    dir = createCellDirectory({ db: handle.db, refreshMs: 5000, now: () => new Date(at) });
  });
  afterAll(() => drop());

  it('places a merchant once: a second placement elsewhere answers where it is and changes nothing', async () => {
    expect(await dir.place({ merchantCode: 'NEWB', cell: 'west', domains: ['NewBrand.localhost'] })).toEqual({
      merchantCode: 'NEWB',
      cell: 'west',
      domains: ['newbrand.localhost'],
    });
    expect((await dir.place({ merchantCode: 'NEWB', cell: 'east', domains: ['other.localhost'] })).cell).toBe('west');
    // The same cell again adds a domain.
    await dir.place({ merchantCode: 'NEWB', cell: 'west', domains: ['www.newbrand.localhost'] });
    expect(await cellsRepo.all(handle.db)).toEqual([
      { merchantCode: 'NEWB', cell: 'west', domains: ['newbrand.localhost', 'www.newbrand.localhost'] },
    ]);
    expect(await dir.cellOf('NEWB')).toBe('west');
    expect(dir.cellOfHost('WWW.newbrand.localhost')).toBe('west');
  });

  it('learns a placement made by another copy on the first request for it, and at most once a second for a miss', async () => {
    const other = createCellDirectory({ db: handle.db, refreshMs: 5000, now: () => new Date(at) });
    await other.place({ merchantCode: 'LATE', cell: 'east', domains: [] });
    // Within a second of its last read (the placement above, at 0) a miss does not read again …
    expect(await dir.cellOf('LATE')).toBeNull();
    at += 500;
    expect(await dir.cellOf('LATE')).toBeNull();
    // … after it, the miss reads the directory.
    at += 600;
    expect(await dir.cellOf('LATE')).toBe('east');
  });

  it('adopts the merchants a cell’s database holds, and names those placed in another cell', async () => {
    const strays = await dir.adopt('east', [
      { code: 'DEMO', domains: ['luckycrown.localhost'] },
      { code: 'NEWB', domains: [] },
    ]);
    expect(strays).toEqual([{ merchantCode: 'NEWB', placedIn: 'west' }]);
    expect(await dir.cellOf('DEMO')).toBe('east');
    expect(dir.cellOfHost('luckycrown.localhost')).toBe('east');
  });

  it('reads CELLS as a list of cells with different ids', () => {
    const base = { NODE_ENV: 'test' };
    const cells = '[{"id":"east","databaseUrl":"postgres://h/a"},{"id":"west","databaseUrl":"postgres://h/b","poolMode":"transaction"}]';
    expect(loadConfig({ ...base, CELLS: cells }).CELLS?.map((c) => c.id)).toEqual(['east', 'west']);
    expect(() => loadConfig({ ...base, CELLS: 'not json' })).toThrow(/CELLS/);
    expect(() =>
      loadConfig({ ...base, CELLS: '[{"id":"a","databaseUrl":"postgres://h/a"},{"id":"a","databaseUrl":"postgres://h/b"}]' }),
    ).toThrow(/cell ids must differ/);
    expect(() => loadConfig({ ...base, CELLS: '[]' })).toThrow(/CELLS/);
  });
});

describe('a copy’s readiness across its cells', () => {
  it('is ready when every cell is, degraded but serving when some are, and down when none is', () => {
    const up = { id: 'east', status: 200, checks: { database: 'ok' } };
    const down = { id: 'west', status: 503, checks: { database: 'down' } };
    expect(combineReadiness([up, { ...up, id: 'west' }])).toEqual({
      code: 200,
      body: { status: 'ready', checks: { 'east.database': 'ok', 'west.database': 'ok' } },
    });
    expect(combineReadiness([up, down])).toEqual({
      code: 200,
      body: { status: 'degraded', checks: { 'east.database': 'ok', 'west.database': 'down' } },
    });
    expect(combineReadiness([{ ...up, status: 503, checks: { database: 'down' } }, down]).code).toBe(503);
  });
});
