import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { merchants, opsAuditLog, opsOperators, vendorProtocols } from '../src/db/schema';
import { protocols, type VendorProtocol } from '../src/modules/protocols';
import { assertProductionSafe } from '../src/production-safety';
import { appForFile, H, OPS, signIn } from './harness';
import { configureProtocol, protocolGame } from './protocol-harness';

/**
 * Issue 34: an operator puts a merchant's vendor on a real protocol (secrets sealed, never answered nor audited), and
 * the lobby's launch then opens the vendor's games through that protocol; switched off, the usual path again.
 */
const t = appForFile();

const fake: VendorProtocol = {
  code: 'hub88',
  settingNames: ['operatorId', 'launchUrl'],
  secretNames: ['apiKey'],
  launch: async (i, c) => ({
    gameUrl: `${c.settings.launchUrl}?op=${c.settings.operatorId}&game=${i.gameCode}&cur=${c.currency}&token=${i.token}`,
  }),
  routes: {},
};
const saved = { hub88: protocols.hub88, redtiger: protocols.redtiger };
protocols.hub88 = fake;
afterAll(() => {
  protocols.hub88 = saved.hub88;
  protocols.redtiger = saved.redtiger;
});

const B = '/ops/v1/merchants/DEMO/vendor-protocols';
const put = (vendor: string, payload: object, headers: Record<string, string> = OPS) =>
  t.app.inject({ method: 'PUT', url: `${B}/${vendor}`, headers, payload });
const list = (headers: Record<string, string> = OPS, url = B) => t.app.inject({ url, headers });
const good = { protocol: 'hub88', enabled: true, settings: { operatorId: 'op-1', launchUrl: 'https://games.example/open' } };
const SECRET = 'SEALED-API-KEY-987';

const operatorKey = async (name: string, role: 'ADMIN' | 'SUPPORT', merchant: string | null) => {
  const key = `ops_test_${name}_${Math.random().toString(36).slice(2)}`;
  const m = merchant ? (await t.dbHandle.db.select().from(merchants).where(eq(merchants.code, merchant)))[0] : null;
  await t.dbHandle.db.insert(opsOperators).values({
    name: `${name}-${Math.random().toString(36).slice(2, 8)}`,
    keyHash: createHash('sha256').update(key).digest('hex'),
    role,
    merchantId: m?.id ?? null,
  });
  return { authorization: `Bearer ${key}` };
};

describe('vendor protocols in the operator API', () => {
  it('the demo merchant has Pragmatic and Evolution on their protocols, switched off, with the simulators’ test keys', async () => {
    const items = (await list()).json().value.items as { vendor: string }[];
    expect(items.filter((i) => i.vendor === 'PP' || i.vendor === 'EVO')).toEqual([
      expect.objectContaining({ vendor: 'EVO', protocol: 'evolution', enabled: false, secretNames: ['apiToken', 'authToken'] }),
      expect.objectContaining({ vendor: 'PP', protocol: 'pragmatic', enabled: false, secretNames: ['secretKey'] }),
    ]);
    // Switched on by the operator (the stored secret kept), the lobby opens Pragmatic's game address.
    const pp = items.find((i) => i.vendor === 'PP') as unknown as { settings: Record<string, string> };
    const on = await put('PP', { protocol: 'pragmatic', enabled: true, settings: pp.settings });
    expect(on.json().value).toMatchObject({ enabled: true, secretNames: ['secretKey'] });
    const p = await signIn(t);
    const game = await protocolGame(t, 'PP');
    const r = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${game.id}&accountType=1`, headers: p.headers });
    const url = new URL(r.json().value.content.game_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${pp.settings.gameServerUrl}/gs2c/playGame.do`);
    expect(new URLSearchParams(url.searchParams.get('key') ?? '').get('symbol')).toBe(game.gameCode);
    await put('PP', { protocol: 'pragmatic', enabled: false, settings: pp.settings });
    // Production refuses to start with vendor protocol secrets sealed by the key the database keeps.
    const production = { ...t.config, NODE_ENV: 'production' as const };
    await expect(assertProductionSafe(production, t.dbHandle.db)).rejects.toThrow(/VENDOR_SECRETS_KEY/);
    const keyed = assertProductionSafe({ ...production, VENDOR_SECRETS_KEY: 'k'.repeat(32) }, t.dbHandle.db);
    await expect(keyed).rejects.not.toThrow(/VENDOR_SECRETS_KEY/);
  });

  it('sets a vendor’s protocol: secrets sealed, answered and audited by name only, an omitted secret kept', async () => {
    const r = await put('PP', { ...good, secrets: { apiKey: SECRET } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().value).toMatchObject({ vendor: 'PP', protocol: 'hub88', currency: 'PKR', enabled: true, secretNames: ['apiKey'] });
    expect(r.json().value.settings).toEqual(good.settings);
    expect(r.body).not.toContain(SECRET);

    const again = await put('PP', { ...good, currency: 'USD', settings: { ...good.settings, operatorId: 'op-2' } });
    expect(again.json().value).toMatchObject({ currency: 'USD', secretNames: ['apiKey'], settings: { operatorId: 'op-2' } });
    const listed = (await list()).json().value.items as { vendor: string; secretNames: string[] }[];
    expect(listed.find((i) => i.vendor === 'PP')).toMatchObject({ secretNames: ['apiKey'] });
    expect(JSON.stringify(listed)).not.toContain(SECRET);

    const [row] = await t.dbHandle.db.select().from(vendorProtocols).where(eq(vendorProtocols.vendor, 'PP'));
    expect(row!.secretsSealed).not.toContain(SECRET);
    const audit = await t.dbHandle.db
      .select()
      .from(opsAuditLog)
      .where(eq(opsAuditLog.action, 'vendors.protocol'))
      .orderBy(desc(opsAuditLog.id));
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit[1]!.payload).toMatchObject({ vendor: 'PP', protocol: 'hub88', secretsSet: ['apiKey'], outcome: 'ok' });
    expect(audit[0]!.payload).toMatchObject({ currency: 'USD', secretsSet: [], outcome: 'ok' });
    expect(JSON.stringify(audit)).not.toContain(SECRET);
  });

  it('refuses bad input with coded errors in the caller’s language, and writes nothing', async () => {
    const before = await t.dbHandle.db.select().from(vendorProtocols).where(eq(vendorProtocols.vendor, 'EVO'));
    delete protocols.redtiger;
    const cases: [object, string][] = [
      [{ ...good, protocol: 'redtiger', secrets: { apiKey: 'k' } }, 'vendors.protocol_unknown'],
      [{ ...good, protocol: 'nosuch', secrets: { apiKey: 'k' } }, 'request_param_err'],
      [{ ...good, currency: 'pkr', secrets: { apiKey: 'k' } }, 'request_param_err'],
      [{ ...good, enabled: 'yes', secrets: { apiKey: 'k' } }, 'request_param_err'],
      [{ ...good, secrets: { 'bad name!': 'k' } }, 'request_param_err'],
      [{ ...good, secrets: {} }, 'vendors.protocol_settings_missing'],
      [{ ...good, settings: { operatorId: 'x' }, secrets: { apiKey: 'k' } }, 'vendors.protocol_settings_missing'],
      [{ ...good, settings: { operatorId: '', launchUrl: 'u' }, secrets: { apiKey: 'k' } }, 'vendors.protocol_settings_missing'],
    ];
    for (const [body, code] of cases) {
      const r = await put('EVO', body);
      expect(r.json().code, JSON.stringify(body)).toBe(code);
      expect(r.statusCode).toBe(400);
    }
    const en = (await put('EVO', { ...good, secrets: {} })).json();
    expect(en.message).toBe('Required settings or secrets are missing: apiKey.');
    const ur = (await put('EVO', { ...good, settings: {}, secrets: {} }, { ...OPS, language: 'UR' })).json();
    expect(ur.code).toBe('vendors.protocol_settings_missing');
    expect(ur.message).toContain('operatorId, launchUrl, apiKey');
    expect(ur.message).toMatch(/[\u0600-\u06FF]/);
    expect(await t.dbHandle.db.select().from(vendorProtocols).where(eq(vendorProtocols.vendor, 'EVO'))).toEqual(before);
  });

  it('reads with a read role, changes with an admin role, and only its own merchant', async () => {
    expect((await list({})).json().code).toBe('auth.required');
    expect((await put('PP', { ...good, secrets: {} }, {})).json().code).toBe('auth.required');
    const support = await operatorKey('support', 'SUPPORT', 'DEMO');
    expect((await list(support)).statusCode).toBe(200);
    expect((await put('PP', good, support)).json().code).toBe('ops.forbidden');
    const acme = await operatorKey('acme', 'ADMIN', 'ACME');
    expect((await list(acme)).json().code).toBe('ops.forbidden');
    expect((await put('PP', good, acme)).json().code).toBe('ops.forbidden');
    expect((await list(acme, '/ops/v1/merchants/ACME/vendor-protocols')).json().value.items).toEqual([]);
    const demo = await operatorKey('demo', 'ADMIN', 'DEMO');
    expect((await put('PP', good, demo)).json().value.secretNames).toEqual(['apiKey']);
    // The refusals are audited too (with the secret names, never values).
    const audit = await t.dbHandle.db.select().from(opsAuditLog).where(eq(opsAuditLog.action, 'vendors.protocol'));
    const outcomes = audit.map((a) => (a.payload as { outcome: string }).outcome);
    expect(outcomes.filter((o) => o === 'ops.forbidden')).toHaveLength(2);
  });
});

describe('the lobby’s launch through a protocol', () => {
  it('opens the protocol’s address when the vendor is switched on, the usual one when off', async () => {
    const p = await signIn(t);
    const game = await protocolGame(t, 'PP');
    const launch = async () => {
      const r = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${game.id}&accountType=1`, headers: p.headers });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().value.content.game_url as string;
    };
    await configureProtocol(t, { vendor: 'PP', protocol: 'hub88', currency: 'EUR', settings: good.settings, secrets: {}, enabled: true });
    const on = new URL(await launch());
    expect(`${on.origin}${on.pathname}`).toBe('https://games.example/open');
    expect(on.searchParams.get('op')).toBe('op-1');
    expect(on.searchParams.get('cur')).toBe('EUR');
    expect(on.searchParams.get('game')).toBe(game.gameCode);
    expect(on.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);

    await configureProtocol(t, { vendor: 'PP', protocol: 'hub88', settings: good.settings, secrets: {}, enabled: false });
    const off = await launch();
    expect(off.startsWith('https://games.example')).toBe(false);
    expect(new URL(off, 'http://x').searchParams.get('token')).toMatch(/^[\w-]{40,}$/);

    // Another merchant's switch does not move this one's vendor.
    await configureProtocol(t, { vendor: 'PP', protocol: 'hub88', settings: good.settings, secrets: {}, merchant: 'ACME' });
    expect((await launch()).startsWith('https://games.example')).toBe(false);
    expect((await t.app.inject({ url: '/wps/game/launchGame?nodeId=1&accountType=1', headers: H() })).json().code).toBe('auth.required');
  });
});
