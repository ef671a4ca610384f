import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { launchAccountTypes } from '@wl/contracts';
import { gameVendors, games, merchants } from '../src/db/schema';
import { createMerchantService } from '../src/modules/merchants';
import { createProtocolConfigService, type ProtocolCode } from '../src/modules/protocols';
import { createLaunchService, createVendorRegistry, type VendorAdapter } from '../src/modules/vendors';
import { type TestContext, fund, signIn } from './harness';

export { mainBalance, writes } from './seamless-helpers';

/**
 * The harness of the vendor protocol tests (issue 34): configure a merchant's vendor on a protocol, make a funded
 * player with a game session of that vendor, and call the mount as the vendor does. The test app must read the
 * configuration afresh (createTestApp sets VENDOR_PROTOCOL_CACHE_MS=0; a file building its own app passes it too).
 */

const merchantIdOf = async (t: TestContext, code: string) => {
  const m = (await t.dbHandle.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code)))[0];
  if (!m) throw new Error(`no merchant ${code}`);
  return m.id;
};

/** An enabled game of the vendor that opens now (vendor and game on, neither in maintenance), made when there is none. */
export const protocolGame = async (t: TestContext, vendor: string, merchant = 'DEMO'): Promise<{ id: number; gameCode: string }> => {
  const db = t.dbHandle.db;
  const merchantId = await merchantIdOf(t, merchant);
  const open = (
    await db
      .select({ id: games.id, gameCode: games.gameCode })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(
        and(
          eq(games.merchantId, merchantId),
          eq(games.vassalage, vendor),
          eq(games.enabled, true),
          eq(games.maintenance, false),
          isNull(games.maintenanceFrom),
          eq(gameVendors.enabled, true),
          eq(gameVendors.maintenance, false),
          isNull(gameVendors.maintenanceFrom),
        ),
      )
      .orderBy(games.id)
      .limit(1)
  )[0];
  if (open) return open;
  await db
    .insert(gameVendors)
    .values({
      merchantId,
      category: 'RNG',
      vassalage: vendor,
      accountTypeId: 990,
      accountTypeName: vendor,
      displayName: { EN: vendor, UR: vendor },
      languages: ['EN', 'UR'],
    })
    .onConflictDoUpdate({
      target: [gameVendors.merchantId, gameVendors.category, gameVendors.vassalage],
      set: { enabled: true, maintenance: false, maintenanceFrom: null, maintenanceUntil: null },
    });
  const v = (
    await db
      .select({ id: gameVendors.id })
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.category, 'RNG'), eq(gameVendors.vassalage, vendor)))
  )[0]!;
  const gameCode = `${vendor}_TEST_GAME`;
  const [g] = await db
    .insert(games)
    .values({
      merchantId,
      vendorId: v.id,
      vassalage: vendor,
      category: 'RNG',
      gameCode,
      gameName: `${vendor} test game`,
      displayName: { EN: `${vendor} test game`, UR: `${vendor} test game` },
      searchText: `${vendor} test game`.toLowerCase(),
    })
    .onConflictDoUpdate({
      target: [games.merchantId, games.vassalage, games.gameCode],
      set: { enabled: true, maintenance: false, maintenanceFrom: null, maintenanceUntil: null, vendorId: v.id },
    })
    .returning({ id: games.id, gameCode: games.gameCode });
  return g!;
};

/**
 * Puts a merchant's vendor on a protocol (vendor_protocols, secrets sealed as the server seals them; enabled unless
 * told), and makes sure the merchant's catalogue has an enabled game of the vendor.
 */
export const configureProtocol = async (
  t: TestContext,
  o: {
    vendor: string;
    protocol: ProtocolCode;
    currency?: string;
    settings: Record<string, string>;
    secrets: Record<string, string>;
    enabled?: boolean;
    merchant?: string;
  },
) => {
  const merchant = o.merchant ?? 'DEMO';
  const merchantId = await merchantIdOf(t, merchant);
  await protocolGame(t, o.vendor, merchant);
  const configs = createProtocolConfigService({ db: t.dbHandle.db, secretsKey: t.config.VENDOR_SECRETS_KEY, cacheMs: 0 });
  await configs.upsert({
    merchantId,
    vendor: o.vendor,
    protocol: o.protocol,
    currency: o.currency,
    enabled: o.enabled ?? true,
    settings: o.settings,
    secrets: o.secrets,
  });
  const config = await configs.configForMerchantId(merchantId, o.vendor);
  return config!;
};

/**
 * A signed-in member funded with `balance` (minor units, 100000 unless told) who opened a game of the vendor: the
 * member's session (`headers` for the site's calls) and `token`, the game session token the launch hands the vendor.
 * The game is opened through the launch service (every check and the game_sessions row the launch writes) with an
 * adapter that keeps the token, so no vendor launch API is called.
 */
export const protocolPlayer = async (t: TestContext, o: { vendor: string; balance?: bigint; merchant?: string }) => {
  const merchant = o.merchant ?? 'DEMO';
  const p = await signIn(t, { merchant });
  const balance = o.balance ?? 100_000n;
  if (balance > 0n) await fund(t, p.member, balance);
  const game = await protocolGame(t, o.vendor, merchant);
  let token = '';
  const keeper: VendorAdapter = {
    code: o.vendor,
    wallet: 'seamless',
    launch: async (i) => {
      token = i.token;
      return { gameUrl: `/kept?vendor=${encodeURIComponent(i.vendor)}` };
    },
  };
  const m = await createMerchantService({ db: t.dbHandle.db, cacheMs: 0 }).get(merchant);
  if (!m) throw new Error(`no merchant ${merchant}`);
  const launches = createLaunchService({
    db: t.dbHandle.db,
    catalogue: { recordPlay: async () => {} },
    vendors: createVendorRegistry([keeper]),
  });
  const opened = await launches.launch(m, { member: p.member }, { nodeId: game.id, accountType: launchAccountTypes.REAL }, 'EN');
  expect(token).not.toBe('');
  return { ...p, token, gameCode: game.gameCode, nodeId: game.id, expiresAt: opened.expiresAt };
};

/** A vendor's call to the mount: `/vendor-api/{vendor}/{merchant}{path}`; an object body is sent as JSON. */
export const inbound = async (
  t: TestContext,
  o: {
    vendor: string;
    merchant?: string;
    method?: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string | object;
  },
) => {
  const raw = o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  const hasType = Object.keys(headers).some((k) => k.toLowerCase() === 'content-type');
  if (raw !== undefined && !hasType) headers['content-type'] = typeof o.body === 'string' ? 'text/plain' : 'application/json';
  const res = await t.app.inject({
    method: o.method ?? 'POST',
    url: `/vendor-api/${encodeURIComponent(o.vendor)}/${encodeURIComponent(o.merchant ?? 'DEMO')}${o.path}`,
    headers,
    ...(raw !== undefined ? { payload: raw } : {}),
  });
  return {
    status: res.statusCode,
    headers: res.headers as Record<string, string | string[] | undefined>,
    body: res.body,
    json: <T = Record<string, unknown>>() => JSON.parse(res.body) as T,
  };
};
