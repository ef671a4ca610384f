import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredAdapter } from './adapter';

/** A vendor lobby that answers whatever the test puts in `answers` for each path. */
const answers: Record<string, unknown> = {};
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = answers[req.url ?? ''];
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { ok: false }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const adapter = () => configuredAdapter({ vendor: 'FEED', wallet: 'seamless', baseUrl: base, enabled: true, secret: 's' });
const match = {
  id: 'm1',
  league: 'Premier',
  home: 'Lahore',
  away: 'Karachi',
  kickoffAt: 1_800_000_000_000,
  status: 'LIVE',
  minute: 12,
  score: { home: 1, away: 0 },
  market: '1X2',
  odds: { '1': 185, X: 320, '2': 410 },
};
const table = { code: 'BAC1', table: 'baccarat', players: 3, phase: 'BETTING', closesAt: 1, min: 100, max: 10000, last: null };

describe('a studio vendor lobby feed is checked where it arrives', () => {
  it('passes a well-formed feed of matches and tables', async () => {
    answers['/matches'] = { ok: true, matches: [match] };
    answers['/tables'] = { ok: true, tables: [table] };
    expect(await adapter().matches?.('SPORTS')).toEqual([match]);
    expect(await adapter().liveTables?.([])).toEqual([table]);
  });

  it('leaves out a malformed feed, as if the vendor did not answer', async () => {
    const bad: unknown[] = [
      { ok: true, matches: [{ ...match, kickoffAt: 'tomorrow' }] },
      { ok: true, matches: [{ ...match, status: 'HALFTIME' }] },
      { ok: true, matches: [{ ...match, odds: { '1': -2 } }] },
      { ok: true, matches: 'none' },
      { ok: true },
    ];
    for (const b of bad) {
      answers['/matches'] = b;
      expect(await adapter().matches?.('SPORTS')).toBeNull();
    }
    answers['/tables'] = { ok: true, tables: [{ ...table, phase: 'DEALING' }] };
    expect(await adapter().liveTables?.([])).toBeNull();
    answers['/tables'] = { ok: false, tables: [table] };
    expect(await adapter().liveTables?.([])).toBeNull();
  });
});
