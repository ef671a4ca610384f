import { allEndpoints } from '@wl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './harness';

/**
 * Every route the server answers comes from one definition in packages/contracts, and every definition has its
 * route: the web's typed client and the server can then never disagree on a path, a method or a shape.
 * Only the third-party documentation pages (/docs…) are outside the table.
 */
const outsideTable = (url: string) => url === '/docs' || url.startsWith('/docs/');

describe('endpoint table ↔ server routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('every server route was registered from a contracts definition with the same method and path', () => {
    const defs = new Map(allEndpoints().map((d) => [d.name, d]));
    const stray: string[] = [];
    for (const r of ctx.app.registeredRoutes) {
      if (r.method === 'HEAD' || outsideTable(r.url)) continue;
      const def = r.endpoint ? defs.get(r.endpoint) : undefined;
      if (!def) {
        stray.push(`${r.method} ${r.url}`);
        continue;
      }
      expect(`${def.method} ${def.path}`).toBe(`${r.method} ${r.url}`);
    }
    expect(stray).toEqual([]);
  });

  it('every definition has its route', () => {
    const served = new Set(ctx.app.registeredRoutes.map((r) => r.endpoint).filter(Boolean));
    const missing = allEndpoints()
      .map((d) => d.name)
      .filter((n) => !served.has(n));
    expect(missing).toEqual([]);
  });

  it('definition names and method+path pairs are unique', () => {
    const all = allEndpoints();
    expect(new Set(all.map((d) => d.name)).size).toBe(all.length);
    expect(new Set(all.map((d) => `${d.method} ${d.path}`)).size).toBe(all.length);
  });
});
