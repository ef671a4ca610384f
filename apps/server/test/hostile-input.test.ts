import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { H, OPS, type TestContext, createTestApp, signIn } from './harness';

let t: TestContext;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t)).token;
});
afterAll(() => t?.close());

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
];

/**
 * Every route of the OpenAPI document, sent malformed, wrong-typed, oversized and hostile input: the answer is never a
 * 5xx, and every refusal is the coded envelope (reliability.md, "Bad input").
 */
describe('hostile input on every route', () => {
  it('never answers 5xx and always answers refusals with a coded envelope', async () => {
    const doc = (await t.app.inject('/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => ({ path: p, method: m.toUpperCase() })),
    );
    expect(routes.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const route of routes) {
      for (const [i, s] of hostileStrings.entries()) {
        const url = `${route.path.replace(/\{[^}]+\}/g, encodeURIComponent(s))}?pageNo=${encodeURIComponent(s)}&pageSize=${i % 2 ? '1e12' : '-3'}&language=${encodeURIComponent(s)}`;
        for (const body of route.method === 'GET' ? [undefined] : hostileBodies) {
          for (const headers of [H(), { ...H(), authorization: token }, { ...OPS }, { ...H(), authorization: s.slice(0, 200) }]) {
            const res = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
              payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
            });
            const where = `${route.method} ${route.path} body#${hostileBodies.indexOf(body)} → ${res.statusCode}`;
            if (res.statusCode >= 500) failures.push(where);
            else if (res.statusCode >= 400) {
              const json = res.json();
              if (json.success !== false || typeof json.code !== 'string' || !json.message)
                failures.push(`${where} (not a coded envelope)`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240000);
});
