import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { type TestContext, createTestApp } from './harness';
import { invariants, mainBalance, player } from './seamless-helpers';

/**
 * The house vendor plays through the seamless endpoints over HTTP like an outside vendor. Its calls go through a
 * recording proxy in front of the listening server, which can also swallow answers (the call reaches the server,
 * the vendor never hears back) to show that the same ids are sent again and nothing moves twice.
 */
let t: TestContext;
let target = 0;
const seen: string[] = [];
let swallow: (path: string) => boolean = () => false;
const proxy = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const path = req.url ?? '';
    seen.push(path);
    const up = http.request({ host: '127.0.0.1', port: target, path, method: req.method, headers: req.headers }, (r) => {
      const body: Buffer[] = [];
      r.on('data', (c: Buffer) => body.push(c));
      r.on('end', () => {
        if (swallow(path)) return req.socket.destroy();
        res.writeHead(r.statusCode ?? 502, r.headers);
        res.end(Buffer.concat(body));
      });
    });
    up.end(Buffer.concat(chunks));
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  t = await createTestApp({ HOUSE_WALLET_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  target = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  proxy.close();
});

type P = Awaited<ReturnType<typeof player>>;
const commitment = (p: P) => t.app.inject({ url: `/wps/house/commitment?token=${p.gameToken}`, headers: p.headers });
const play = (p: P) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/house/play',
    headers: { ...p.headers, 'content-type': 'application/json' },
    payload: { token: p.gameToken, clientSeed: 'seed-over-http', bet: { game: 'slot', stake: 100, lines: 20 } },
  });

describe('house vendor over HTTP', () => {
  it('stakes and pays each round through signed HTTP calls to /vendor/HOUSE/seamless', async () => {
    const p = await player(t, 10_000n);
    seen.length = 0;
    const r = await play(p);
    expect(r.statusCode, r.body).toBe(200);
    expect(seen).toEqual(['/vendor/HOUSE/seamless/bet', '/vendor/HOUSE/seamless/win']);
    const v = r.json().value;
    expect(await mainBalance(t, p.member.id)).toBe(10_000n - BigInt(v.stake) + BigInt(v.payout));
  });

  it('a lost answer is retried with the same transaction id and moves money once', async () => {
    const p = await player(t, 10_000n);
    let dropped = 0;
    swallow = (path) => path.endsWith('/win') && dropped++ === 0;
    seen.length = 0;
    const r = await play(p);
    swallow = () => false;
    expect(r.statusCode, r.body).toBe(200);
    expect(seen).toEqual(['/vendor/HOUSE/seamless/bet', '/vendor/HOUSE/seamless/win', '/vendor/HOUSE/seamless/win']);
    expect(await mainBalance(t, p.member.id)).toBe(10_000n - BigInt(r.json().value.stake) + BigInt(r.json().value.payout));
    await invariants(t);
  });

  it('a win never answered is sent again before the next round; the player is paid exactly once', async () => {
    const p = await player(t, 10_000n);
    swallow = (path) => path.endsWith('/win');
    const r = await play(p);
    swallow = () => false;
    expect([r.statusCode, r.json().code]).toEqual([409, 'house.round_busy']);
    // The win reached the server every time; only the answers were lost. Asking for the next round settles it.
    expect((await commitment(p)).statusCode).toBe(200);
    const played = rowsOf<{ status: string; stake: string; payout: string }>(
      await t.dbHandle.db.execute(
        sql`SELECT status, stake::text AS stake, payout::text AS payout FROM house_rounds WHERE member_id = ${p.member.id} AND outcome IS NOT NULL`,
      ),
    );
    expect(played.map((x) => x.status)).toEqual(['PLAYED']);
    expect(await mainBalance(t, p.member.id)).toBe(10_000n - BigInt(played[0]!.stake) + BigInt(played[0]!.payout));
    await invariants(t);
  });
});
