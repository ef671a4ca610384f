import { describe, expect, it } from 'vitest';
import { H, OPS, type TestContext, appForFile, signIn } from './harness';

const hostileStrings = [
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '😀\u0000\u202e',
  'A'.repeat(5000),
  '-1',
  '1e309',
  '{{7*7}}',
];
const hostileBodies: unknown[] = [
  null,
  'not json at all',
  [],
  { amount: -1, pageNo: -5, pageSize: 1e12 },
  { amount: '1e309', username: hostileStrings[0], password: { $gt: '' } },
  { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } },
  { nested: { deep: { deeper: { deepest: [1, [2, [3, [4]]]] } } } },
  Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, 'v'.repeat(100)])),
  // U+0000, which PostgreSQL text and jsonb refuse, in the fields routes read and in a key.
  {
    username: 'demo\u000001',
    password: 'x\u0000',
    keyword: '\u0000',
    bankName: 'Bank\u0000',
    accountNo: '12345678',
    payeeName: 'Ali\u0000',
    email: 'a\u0000@b.example',
    affiliateCode: '\u0000',
    reason: 'r\u0000',
    amount: '1.00',
    requestId: 'nul-1',
    'k\u0000': 1,
  },
];

/**
 * The requests one route is sent: every hostile string in the path and query with every kind of caller, and (for a
 * route with a body) every hostile body with every kind of caller. Each pair is tried; the third part of a request
 * rotates, so the sweep is four times shorter than the full product while no string, body or caller is left out.
 */
const sweepRequests = (token: string, route: { path: string; method: string }) => {
  const callers = (s: string) => [H(), { ...H(), authorization: token }, { ...OPS }, { ...H(), authorization: s.slice(0, 200) }];
  const at = (i: number) => {
    const s = hostileStrings[i % hostileStrings.length] as string;
    const url = `${route.path.replace(/\{[^}]+\}/g, encodeURIComponent(s))}?pageNo=${encodeURIComponent(s)}&pageSize=${i % 2 ? '1e12' : '-3'}&language=${encodeURIComponent(s)}`;
    return { s, url };
  };
  const requests: { url: string; headers: Record<string, string>; body: unknown; bodyNo: number }[] = [];
  const withBody = route.method !== 'GET';
  for (const [i] of hostileStrings.entries()) {
    const { s, url } = at(i);
    callers(s).forEach((headers, c) => {
      const bodyNo = withBody ? (i + c) % hostileBodies.length : -1;
      requests.push({ url, headers, body: withBody ? hostileBodies[bodyNo] : undefined, bodyNo });
    });
  }
  if (withBody)
    for (const [bodyNo, body] of hostileBodies.entries()) {
      const { s, url } = at(bodyNo + 1);
      for (const headers of callers(s)) requests.push({ url, headers, body, bodyNo });
    }
  return requests;
};

/** One route's sweep: never a 5xx, and every refusal is the coded envelope. */
const sweepRoute = async (t: TestContext, token: string, route: { path: string; method: string }) => {
  const failures: string[] = [];
  for (const { url, headers, body, bodyNo } of sweepRequests(token, route)) {
    const res = await t.app.inject({
      method: route.method as 'GET',
      url,
      headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const where = `${route.method} ${route.path} body#${bodyNo} → ${res.statusCode}`;
    if (res.statusCode >= 500) failures.push(where);
    else if (res.statusCode >= 400) {
      const json = res.json();
      if (json.success !== false || typeof json.code !== 'string' || !json.message) failures.push(`${where} (not a coded envelope)`);
    }
  }
  return failures;
};

const PARTS = 6;

/**
 * Every route of the OpenAPI document, sent malformed, wrong-typed, oversized and hostile input: the answer is never a
 * 5xx, and every refusal is the coded envelope (reliability.md, "Bad input"). The routes are dealt out over `shards`
 * test files (so several workers share the sweep) and, within one, over a few tests (each well inside its ceiling on a
 * busy machine); every route is swept by exactly one of them.
 */
export const hostileSweep = (shard: number, shards: number) => {
  const t = appForFile({ ledgerChecked: false });
  let token = '';
  let routes: { path: string; method: string }[] = [];

  describe(`hostile input on every route (share ${shard + 1} of ${shards})`, () => {
    it.for(Array.from({ length: PARTS }, (_, k) => k))(
      'part %i: never answers 5xx and always answers refusals with a coded envelope',
      { timeout: 120_000 },
      async (part) => {
        if (!token) token = (await signIn(t)).token;
        if (routes.length === 0) {
          const doc = (await t.app.inject('/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
          routes = Object.entries(doc.paths).flatMap(([p, methods]) =>
            Object.keys(methods).map((m) => ({ path: p, method: m.toUpperCase() })),
          );
          expect(routes.length).toBeGreaterThan(5);
        }
        const mine = routes.filter((_, i) => i % (shards * PARTS) === shard * PARTS + part);
        const failures: string[] = [];
        for (const route of mine) failures.push(...(await sweepRoute(t, token, route)));
        expect(failures).toEqual([]);
      },
    );
  });
  return t;
};
