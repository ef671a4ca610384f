import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import { studioApi } from '../../../packages/studio/src/api';
import { type Studio, createStudio } from '../../../packages/studio/src/server/studio';
import { buildApp } from '../src/app';
import { games } from '../src/db/schema';
import { seedStudioVendors } from '../src/seed/studio-vendors';
import { type TestContext, appForFile, createTestDb, fund, signIn, testConfig } from './harness';
import { mainBalance } from './seamless-helpers';

export type StudioWorld = TestContext & {
  studio: Studio;
  studioUrl: string;
  platformUrl: string;
  secret: string;
  clock: { offset: number };
};

/**
 * The platform (listening: the studio calls it over HTTP) and the demo studio in this process, with the studio's
 * vendors configured before the app is built (as `npm start` does) and a studio clock a test can move.
 */
export const createStudioWorld = async (
  o: { dataDir?: string | null; tableBetMs?: number; tableResultMs?: number; matchSeconds?: number; slotSeconds?: number } = {},
): Promise<StudioWorld> => {
  const { handle, drop } = await createTestDb('seeded');
  const secret = randomBytes(24).toString('hex');
  const clock = { offset: 0 };
  let platformUrl = '';
  const studio = createStudio({
    platformUrl: () => platformUrl,
    secret,
    transferVendors: ['SPB', 'DS88'],
    dataDir: o.dataDir ?? null,
    tableBetMs: o.tableBetMs ?? 4000,
    tableResultMs: o.tableResultMs ?? 1000,
    matchSeconds: o.matchSeconds ?? 6,
    slotSeconds: o.slotSeconds ?? 3,
    walletTimeoutMs: 4000,
    now: () => Date.now() + clock.offset,
  });
  const { url: studioUrl } = await studio.listen();
  await seedStudioVendors(handle.db, { url: studioUrl, secret, transferVendors: ['SPB', 'DS88'] });
  const config = testConfig({ MERCHANT_CACHE_MS: '0', CATALOGUE_CACHE_MS: '0', TRANSFER_VENDOR_TIMEOUT_MS: '3000' });
  const app = await buildApp({ config, dbHandle: handle, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  platformUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return {
    app,
    dbHandle: handle,
    config,
    studio,
    studioUrl,
    platformUrl,
    secret,
    clock,
    close: async () => {
      await studio.close().catch(() => undefined);
      await app.close();
      await drop();
    },
  };
};

/** The app and the studio (see `createStudioWorld`) for a whole test file: filled in before its first test, closed after its last. */
export const studioWorldForFile = () => appForFile({ make: () => createStudioWorld(), ledgerChecked: false });

/** Today's betting record of one vendor, as the member's records page reads it. */
export const betRecords = async (t: TestContext, headers: Record<string, string>, vendor: string) =>
  (await t.app.inject({ url: `/wps/relay/ODSFE2_getBetRecords?range=today&vendor=${vendor}`, headers })).json().value as {
    list: {
      roundId: string;
      stake: string;
      payout: string | null;
      status: string;
      gameName: string;
      proof: Record<string, unknown> | null;
      detail?: unknown;
    }[];
  };

export const gameOf = async (t: TestContext, where: { vendor: string; category?: string; subType?: string | null; name?: RegExp }) => {
  const rows = await t.dbHandle.db
    .select({ id: games.id, code: games.gameCode, category: games.category, subType: games.subType, name: games.gameName })
    .from(games)
    .where(and(eq(games.vassalage, where.vendor), sql`${games.merchantId} = (SELECT id FROM merchants WHERE code = 'DEMO')`));
  const g = rows.find(
    (r) =>
      (where.category === undefined || r.category === where.category) &&
      (where.subType === undefined || r.subType === where.subType) &&
      (where.name === undefined || where.name.test(r.name)),
  );
  if (!g) throw new Error(`no game for ${JSON.stringify(where)}`);
  return g;
};

export const player = async (t: TestContext, balance: bigint) => {
  const p = await signIn(t);
  if (balance > 0n) await fund(t, p.member, balance);
  return p;
};
export type Player = Awaited<ReturnType<typeof player>>;

/** Launches a game as the member; answers the launch parameters the game page would read from its address. */
export const launch = async (t: StudioWorld, p: Player, gameId: number) => {
  const res = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${gameId}&accountType=1`, headers: p.headers });
  if (res.statusCode !== 200) throw new Error(`launch ${res.statusCode} ${res.body}`);
  const url = new URL(res.json().value.content.game_url as string);
  return { url, vendor: url.pathname.split('/')[2]!, launch: Object.fromEntries(url.searchParams) as Record<string, string> };
};

/** The game page's API call. */
export const callStudio = async (t: StudioWorld, vendor: string, op: string, body: Record<string, unknown>) => {
  const res = await fetch(`${t.studioUrl}/v/${vendor}/api/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { ok: boolean; code?: string; value?: Record<string, unknown> } & Record<string, unknown>;
  if (json.ok) expectDescribed(op, json.value);
  return { status: res.status, json };
};

/**
 * Every answer the tests read is one the page API's contract describes whole (packages/studio/src/api.ts): a value
 * schema of one of the op's definitions parses it and leaves out none of its fields.
 */
const expectDescribed = (op: string, value: unknown) => {
  const defs = Object.values(studioApi).filter((d) => d.op === op);
  const described = defs.some((d) => {
    const parsed = d.value.safeParse(value);
    return parsed.success && isDeepStrictEqual(parsed.data, value);
  });
  if (!described) throw new Error(`the studio's ${op} answer is not described by its contract: ${JSON.stringify(value).slice(0, 500)}`);
};

/** The member's MAIN balance (one helper for the seamless and the studio tests). */
export { mainBalance };

export const waitFor = async <T>(f: () => Promise<T | null | undefined | false>, ms = 20_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
};
