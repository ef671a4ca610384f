import { allEndpoints, type NamedEndpoint } from '@wl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, H, OPS, signIn, type TestContext } from './harness';

/**
 * Who calls is settled before what is sent is validated: a call without a session (or an operator key) answers
 * 401 auth.required whatever its body or query, so the schema's field list never reaches an anonymous caller;
 * with the session, the same malformed call answers the coded 400.
 */

/** Path parameters of a definition, each a plausible value (the malformed part is the body or the query). */
const urlOf = (def: NamedEndpoint, query?: Record<string, string>) => {
  const path = def.path.replace(/:([A-Za-z0-9_]+)/g, (_, k: string) => (k === 'code' ? 'DEMO' : k === 'vendorCode' ? 'HOUSE' : '1'));
  return query ? `${path}?${new URLSearchParams(query)}` : path;
};

/** A query its schema refuses, when the schema can refuse one (an all-optional free-text query cannot). */
const badQuery = (def: NamedEndpoint): Record<string, string> | undefined => {
  if (!(def.query instanceof z.ZodObject)) return undefined;
  const keys = Object.keys(def.query.shape as Record<string, unknown>);
  const candidates = ['x', '-1', '1.5', 'x'.repeat(5000)].map((v) => Object.fromEntries(keys.map((k) => [k, v])));
  return candidates.find((c) => !def.query?.safeParse(c).success);
};

/** A JSON body its schema refuses (a multipart or raw body is not JSON at all). */
const badBody = (def: NamedEndpoint) => {
  if (def.bodyKind) return [];
  return [[], 'x', [1], 1].find((c) => !def.body?.safeParse(c).success);
};

/** The malformed input of a definition: a body its schema refuses, else a query its schema refuses. */
const malformed = (def: NamedEndpoint) => {
  const query = badQuery(def);
  if (def.body && def.method !== 'GET') return { url: urlOf(def), payload: JSON.stringify(badBody(def)), json: true };
  if (query) return { url: urlOf(def, query), payload: undefined, json: false };
  return null;
};

const send = (ctx: TestContext, def: NamedEndpoint, headers: Record<string, string>) => {
  const bad = malformed(def);
  return ctx.app.inject({
    method: def.method,
    url: bad?.url ?? urlOf(def),
    headers: bad?.json ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(bad?.payload !== undefined ? { payload: bad.payload } : {}),
  });
};

describe('authorise before validating', () => {
  let ctx: TestContext;
  const memberDefs = allEndpoints().filter((d) => d.auth === 'member');
  const opsDefs = allEndpoints().filter((d) => d.auth === 'ops');

  beforeAll(async () => {
    ctx = await createTestApp();
    // Every module a member call carries is switched on for DEMO, so each call reaches its session rule.
    for (const mod of new Set(memberDefs.map((d) => d.module).filter(Boolean)))
      await ctx.app.inject({ method: 'PUT', url: `/ops/v1/merchants/DEMO/modules/${mod}`, headers: OPS, payload: { enabled: true } });
  });
  afterAll(() => ctx.close());

  it('has member and operator calls with malformed inputs to try', () => {
    expect(memberDefs.filter((d) => malformed(d)).length).toBeGreaterThan(20);
    expect(opsDefs.filter((d) => malformed(d)).length).toBeGreaterThan(8);
    expect(memberDefs.map((d) => d.name)).toEqual(expect.arrayContaining(['vendors.launchGame', 'wallet.walletTransfer']));
  });

  it('every member call without a session answers 401 auth.required, malformed input or not', async () => {
    const wrong: string[] = [];
    for (const def of memberDefs) {
      const res = await send(ctx, def, H());
      if (res.statusCode !== 401 || res.json().code !== 'auth.required')
        wrong.push(`${def.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('with a session the same malformed member calls answer a coded 400', async () => {
    const { headers } = await signIn(ctx);
    const wrong: string[] = [];
    for (const def of memberDefs.filter((d) => malformed(d))) {
      const res = await send(ctx, def, headers);
      const body = res.json();
      if (res.statusCode !== 400 || typeof body.code !== 'string' || body.success !== false)
        wrong.push(`${def.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('launchGame and the wallet transfer relay without a token: 401 without the field list', async () => {
    for (const url of ['/wps/game/launchGame', '/wps/relay/GCS_walletTransfer']) {
      const res = await ctx.app.inject({
        method: url.includes('launch') ? 'GET' : 'POST',
        url,
        headers: H(),
        payload: url.includes('launch') ? undefined : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'auth.required', value: null });
    }
  });

  it('every operator call without a key, or with a wrong one, answers 401 auth.required, malformed input or not', async () => {
    const wrong: string[] = [];
    for (const def of opsDefs) {
      for (const headers of [{}, { authorization: 'Bearer not-a-key' }] as Record<string, string>[]) {
        const res = await send(ctx, def, headers);
        if (res.statusCode !== 401 || res.json().code !== 'auth.required')
          wrong.push(`${def.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the register settings call (a merchant call only an operator makes) checks the key before the body', async () => {
    const url = '/wps/system/setting/register';
    const anon = await ctx.app.inject({ method: 'POST', url, headers: H(), payload: [] });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ code: 'auth.required', value: null });
    const keyed = await ctx.app.inject({ method: 'POST', url, headers: H('DEMO', OPS), payload: [] });
    expect(keyed.statusCode).toBe(400);
  });

  it('with the operator key the same malformed operator calls answer a coded 400', async () => {
    const wrong: string[] = [];
    for (const def of opsDefs.filter((d) => malformed(d))) {
      const res = await send(ctx, def, OPS);
      if (res.statusCode !== 400 || typeof res.json().code !== 'string')
        wrong.push(`${def.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
