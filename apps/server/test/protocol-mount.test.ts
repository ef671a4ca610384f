import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { merchants, vendorProtocols } from '../src/db/schema';
import {
  createProtocolConfigService,
  type InboundRequest,
  type ProtocolContext,
  protocols,
  type VendorProtocol,
} from '../src/modules/protocols';
import { appForFile } from './harness';
import { configureProtocol, inbound, mainBalance, protocolPlayer, writes } from './protocol-harness';

/**
 * The vendor protocols' mount (issue 34): `/vendor-api/{vendor}/{merchant}/<path>` reaches the merchant's configured
 * protocol with the raw body and the opened secrets, and nothing else; the shared wallet answers in minor units.
 */
const t = appForFile();

/** A stand-in protocol that shows what it was given and bets through the shared wallet. */
const seen: { req: InboundRequest; ctx: ProtocolContext }[] = [];
const fake: VendorProtocol = {
  code: 'hub88',
  settingNames: ['operatorId'],
  secretNames: ['apiKey'],
  launch: async (i, c) => ({ gameUrl: `https://fake.example/launch?op=${c.settings.operatorId}&game=${i.gameCode}` }),
  routes: {
    'POST /wallet/echo': async (req, ctx) => {
      seen.push({ req, ctx });
      return { status: 200, headers: { 'x-fake': '1' }, body: { ok: true, length: req.rawBody.length } };
    },
    'GET /wallet/ping': async (req) => ({ status: 200, body: `pong ${req.query.n ?? ''}` }),
    'POST /wallet/bet': async (req, ctx) => {
      const b = JSON.parse(req.rawBody) as { token: string; tx: string; amount: string };
      const r = await ctx.wallet.bet(ctx.config.vendor, { token: b.token, txId: b.tx, roundId: `r-${b.tx}`, amount: BigInt(b.amount) });
      return r.ok
        ? { status: 200, body: { balance: r.answer.balance.toString(), replayed: r.answer.replayed } }
        : { status: 200, body: { refused: r.refusal.code, balance: r.refusal.balance?.toString() ?? null } };
    },
    'POST /wallet/boom': async () => {
      throw new Error('handler failed with SECRET-IN-MESSAGE');
    },
  },
};
const before = protocols.hub88;
protocols.hub88 = fake;
afterAll(() => {
  protocols.hub88 = before;
});

const VENDOR = 'PP';
const secrets = { apiKey: 'TOP-SECRET-API-KEY-123' };

describe('vendor protocol mount', () => {
  it('an unconfigured vendor, or an unknown merchant, is a coded 404 that writes nothing', async () => {
    const n = await writes(t);
    for (const [vendor, merchant] of [
      [VENDOR, 'DEMO'],
      ['NOPE', 'DEMO'],
      [VENDOR, 'NOSUCH'],
    ] as const) {
      const r = await inbound(t, { vendor, merchant, path: '/wallet/bet', body: { token: 'x', tx: 't1', amount: '100' } });
      expect(r.status).toBe(404);
      expect(r.json()).toMatchObject({ success: false, code: 'resource.not_found' });
    }
    expect(await writes(t)).toBe(n);
  });

  it('reaches the configured protocol with the raw bytes, the query and the opened secrets', async () => {
    await configureProtocol(t, { vendor: VENDOR, protocol: 'hub88', settings: { operatorId: 'op-7' }, secrets });
    const cases = [
      { type: 'application/json', body: '{ "b":1,   "a" : "é"}\n' },
      { type: 'application/x-www-form-urlencoded', body: 'userId=12&hash=ab%20cd&amount=1.50' },
      { type: 'text/plain', body: 'plain text body' },
      { type: 'application/json; charset=utf-8', body: '[1,2]' },
    ];
    for (const c of cases) {
      seen.length = 0;
      const r = await inbound(t, {
        vendor: VENDOR,
        path: '/wallet/echo?x=1',
        headers: { 'content-type': c.type, 'x-sig': 'abc' },
        body: c.body,
      });
      expect(r.status, r.body).toBe(200);
      expect(r.headers['x-fake']).toBe('1');
      expect(r.json()).toEqual({ ok: true, length: c.body.length });
      const { req, ctx } = seen[0]!;
      expect(req.rawBody).toBe(c.body);
      expect(req).toMatchObject({ method: 'POST', path: '/wallet/echo', query: { x: '1' } });
      expect(req.headers['x-sig']).toBe('abc');
      expect(ctx.config).toMatchObject({ merchantCode: 'DEMO', vendor: VENDOR, protocol: 'hub88', enabled: true, currency: 'PKR' });
      expect(ctx.config.settings).toEqual({ operatorId: 'op-7' });
      expect(ctx.config.secrets).toEqual(secrets);
    }
    // The ledger's minor unit comes with the configuration: the merchant's currency decimals, whatever the currency.
    const decimals = async () =>
      (await t.dbHandle.db.select({ d: merchants.currencyDecimals }).from(merchants).where(eq(merchants.code, 'DEMO')))[0]!.d;
    const kept = await decimals();
    expect(seen[0]?.ctx.config.minorDigits).toBe(kept);
    await t.dbHandle.db.update(merchants).set({ currencyDecimals: 3 }).where(eq(merchants.code, 'DEMO'));
    try {
      seen.length = 0;
      await inbound(t, { vendor: VENDOR, path: '/wallet/echo', body: {} });
      expect(seen[0]?.ctx.config.minorDigits).toBe(3);
    } finally {
      await t.dbHandle.db.update(merchants).set({ currencyDecimals: kept }).where(eq(merchants.code, 'DEMO'));
    }
    const g = await inbound(t, { vendor: VENDOR, method: 'GET', path: '/wallet/ping?n=5' });
    expect(g.status).toBe(200);
    expect(g.body).toBe('pong 5');
    expect(g.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('keeps the secrets sealed in the row, bound to it', async () => {
    const [m] = await t.dbHandle.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const [row] = await t.dbHandle.db
      .select()
      .from(vendorProtocols)
      .where(and(eq(vendorProtocols.merchantId, m!.id), eq(vendorProtocols.vendor, VENDOR)));
    expect(row!.secretsSealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(row!.secretsSealed).not.toContain('TOP-SECRET');
    expect(JSON.stringify(row)).not.toContain('TOP-SECRET');
    // A sealed value copied to another vendor's row does not open there.
    await t.dbHandle.db.insert(vendorProtocols).values({
      merchantId: m!.id,
      vendor: 'COPY',
      protocol: 'hub88',
      currency: 'PKR',
      enabled: 1,
      secretsSealed: row!.secretsSealed,
    });
    const r = await inbound(t, { vendor: 'COPY', path: '/wallet/echo', body: {} });
    expect(r.status).toBe(500);
    expect(r.json()).toMatchObject({ success: false, code: 'system.error' });
    await t.dbHandle.db.delete(vendorProtocols).where(eq(vendorProtocols.vendor, 'COPY'));
  });

  it('bets through the shared wallet: the balance in minor units, a replay, insufficient funds with the balance', async () => {
    const p = await protocolPlayer(t, { vendor: VENDOR, balance: 1_000n });
    const bet = (tx: string, amount: string) => inbound(t, { vendor: VENDOR, path: '/wallet/bet', body: { token: p.token, tx, amount } });
    expect((await bet('mount-1', '300')).json()).toEqual({ balance: '700', replayed: false });
    expect((await bet('mount-1', '300')).json()).toMatchObject({ balance: '700' });
    expect((await bet('mount-2', '5000')).json()).toEqual({ refused: 'wallet.insufficient_funds', balance: '700' });
    expect((await bet('mount-3', '1')).json()).toMatchObject({ balance: '699' });
    expect(await mainBalance(t, p.member.id)).toBe(699n);
    const bad = await inbound(t, { vendor: VENDOR, path: '/wallet/bet', body: { token: 'not-a-session', tx: 'mount-4', amount: '1' } });
    expect(bad.json()).toEqual({ refused: 'vendor.session_invalid', balance: null });
  });

  it('answers a path the protocol does not serve 404, a failure 500, an oversized body 413, each the coded envelope', async () => {
    for (const [method, path] of [
      ['POST', '/wallet/nope'],
      ['GET', '/wallet/echo'],
      ['POST', '/'],
    ] as const) {
      const r = await inbound(t, { vendor: VENDOR, method, path, body: method === 'POST' ? {} : undefined });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.json()).toMatchObject({ success: false, code: 'resource.not_found' });
    }
    const boom = await inbound(t, { vendor: VENDOR, path: '/wallet/boom', body: { token: 'secret-token' } });
    expect(boom.status).toBe(500);
    expect(boom.body).not.toContain('SECRET');
    expect(boom.json()).toMatchObject({ success: false, code: 'system.error' });
    const big = await inbound(t, { vendor: VENDOR, path: '/wallet/echo', body: { pad: 'x'.repeat(70 * 1024) } });
    expect(big.status).toBe(413);
    expect(big.json()).toMatchObject({ success: false, code: 'request.too_large' });
  });

  it('a disabled vendor is 404, and the mount sees an operator’s change at once', async () => {
    await configureProtocol(t, { vendor: VENDOR, protocol: 'hub88', settings: { operatorId: 'op-8' }, secrets: {}, enabled: false });
    const off = await inbound(t, { vendor: VENDOR, path: '/wallet/echo', body: {} });
    expect(off.status).toBe(404);
    expect(off.json()).toMatchObject({ success: false, code: 'resource.not_found' });
    await configureProtocol(t, { vendor: VENDOR, protocol: 'hub88', settings: { operatorId: 'op-9' }, secrets: { other: 'o' } });
    seen.length = 0;
    expect((await inbound(t, { vendor: VENDOR, path: '/wallet/echo', body: {} })).status).toBe(200);
    // A secret left out kept its value; the new one is added.
    expect(seen[0]!.ctx.config.secrets).toEqual({ ...secrets, other: 'o' });
    expect(seen[0]!.ctx.config.settings).toEqual({ operatorId: 'op-9' });
  });

  it('each server copy keeps a configuration at most its cache time', async () => {
    let clock = 1_000_000;
    const copyA = createProtocolConfigService({
      db: t.dbHandle.db,
      secretsKey: t.config.VENDOR_SECRETS_KEY,
      cacheMs: 5000,
      now: () => clock,
    });
    const copyB = createProtocolConfigService({ db: t.dbHandle.db, secretsKey: t.config.VENDOR_SECRETS_KEY, cacheMs: 5000 });
    expect((await copyA.configFor('DEMO', VENDOR))!.settings.operatorId).toBe('op-9');
    const [m] = await t.dbHandle.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    await copyB.upsert({
      merchantId: m!.id,
      vendor: VENDOR,
      protocol: 'hub88',
      enabled: true,
      settings: { operatorId: 'op-10' },
      secrets: {},
    });
    clock += 4999;
    expect((await copyA.configFor('DEMO', VENDOR))!.settings.operatorId).toBe('op-9');
    clock += 2;
    expect((await copyA.configFor('DEMO', VENDOR))!.settings.operatorId).toBe('op-10');
    expect((await copyA.configForMerchantId(m!.id, VENDOR))!.secrets).toEqual({ ...secrets, other: 'o' });
    expect(await copyA.list(m!.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ vendor: VENDOR, protocol: 'hub88', secretNames: ['apiKey', 'other'] })]),
    );
    expect(JSON.stringify(await copyA.list(m!.id))).not.toContain('TOP-SECRET');
  });
});
