import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { gameSessions, games, vendorSecrets } from '../src/db/schema';
import { assertLedgerInvariants } from '../src/modules/ledger';
import { rowsOf } from '../src/core/sql';
import { signBody } from '../src/modules/vendors';
import { type TestContext, fund, signIn } from './harness';

export const VENDOR = 'HOUSE';

export const houseGameId = async (t: TestContext, code = 'HOUSE_SLOT', merchantId?: number) => {
  const rows = await t.dbHandle.db
    .select({ id: games.id, merchantId: games.merchantId })
    .from(games)
    .where(and(eq(games.vassalage, VENDOR), eq(games.gameCode, code)));
  const row = merchantId ? rows.find((r) => r.merchantId === merchantId) : rows[0];
  if (!row) throw new Error('house game not seeded');
  return row.id;
};

export const secretOf = async (t: TestContext, vendor = VENDOR) =>
  (await t.dbHandle.db.select().from(vendorSecrets).where(eq(vendorSecrets.vendor, vendor)))[0]!.secret;

/** A signed call as a vendor makes it; `sign` false or a string overrides the signature. */
export const vendorCall = async (t: TestContext, name: string, body: unknown, opts: { sign?: boolean | string; vendor?: string } = {}) => {
  const vendor = opts.vendor ?? VENDOR;
  const raw = JSON.stringify(body);
  const signature = typeof opts.sign === 'string' ? opts.sign : opts.sign === false ? '' : signBody(await secretOf(t, vendor), raw);
  const res = await t.app.inject({
    method: 'POST',
    url: `/vendor/${vendor}/seamless/${name}`,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    payload: raw,
  });
  return {
    status: res.statusCode,
    json: res.json() as { success: boolean; code: string | null; message: string | null; value: Record<string, string> | null },
  };
};

/** A funded member who opened a house game: the vendor token comes from the launch answer's game_url. */
export const player = async (t: TestContext, balance = 1000n, merchant = 'DEMO') => {
  const p = await signIn(t, { merchant });
  if (balance > 0n) await fund(t, p.member, balance);
  const nodeId = await houseGameId(t, 'HOUSE_SLOT', p.member.merchantId);
  const res = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}&accountType=1`, headers: p.headers });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json().value.content.game_url, 'http://x');
  return { ...p, gameToken: url.searchParams.get('token')! };
};

export const mainBalance = async (t: TestContext, memberId: number) =>
  BigInt(
    rowsOf<{ b: string }>(
      await t.dbHandle.db.execute(
        sql`SELECT coalesce(max(balance), 0)::text AS b FROM ledger_accounts WHERE member_id = ${memberId} AND code = 'MAIN'`,
      ),
    )[0]?.b ?? '0',
  );

/** Rows the money tables hold: a refused or read-only call must leave these unchanged. */
export const writes = async (t: TestContext) =>
  rowsOf<{ n: string }>(
    await t.dbHandle.db.execute(
      sql`SELECT ((SELECT count(*) FROM ledger_transfers) + (SELECT count(*) FROM vendor_transactions))::text AS n`,
    ),
  )[0]!.n;

export const expireGameSessions = (t: TestContext, memberId: number) =>
  t.dbHandle.db
    .update(gameSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(gameSessions.memberId, memberId));

export const invariants = (t: TestContext) => assertLedgerInvariants(t.dbHandle.db);
