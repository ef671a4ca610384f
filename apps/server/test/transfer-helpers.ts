import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type TransferStandin, createTransferStandin } from '../../../packages/vendor-sim/src/transfer-standin';
import { rowsOf } from '../src/core/sql';
import { games, vendorTransfers } from '../src/db/schema';
import { seedTransferVendor } from '../src/seed/transfer-vendor';
import { type TestContext, createTestApp, fund, signIn } from './harness';

/** A test file's transfer-wallet world: the vendor's stand-in, its address and secret, and an app that knows it. */
export type TransferWorld = { t: TestContext; standin: TransferStandin; base: string; secret: string; vendor: string };
/** The world with its helpers: a funded member, the vendor's game, the member's wallets and moves. */
export type TransferWorldOf = TransferWorld & {
  member: (balance: bigint) => Promise<TransferMember>;
  gameId: (merchantId: number) => Promise<number>;
  wallets: (p: TransferMember) => Promise<{ main: bigint; vendor: bigint }>;
  moves: (p: TransferMember) => ReturnType<typeof transfersOf>;
};

/**
 * Starts the stand-in and an app pointed at it (with the vendor's games seeded) before the file's tests, closes both
 * after, and forgets the stand-in's recorded calls before each test. Read the fields inside hooks and tests.
 */
export const transferWorldForFile = (
  vendor: string,
  o: { hangMs: number; timeoutMs: string; env?: Record<string, string> },
): TransferWorldOf => {
  const w = { vendor, secret: randomBytes(24).toString('hex') } as TransferWorldOf;
  w.member = (balance) => transferMember(w, balance);
  w.gameId = (merchantId) => transferGameId(w, merchantId);
  w.wallets = (p) => transferWallets(w, p);
  w.moves = (p) => transfersOf(w, p);
  beforeAll(async () => {
    w.standin = createTransferStandin({ secret: w.secret, hangMs: o.hangMs });
    w.base = await w.standin.listen();
    w.t = await createTestApp({
      TRANSFER_VENDOR_URL: w.base,
      TRANSFER_VENDOR_SECRET: w.secret,
      TRANSFER_VENDOR_TIMEOUT_MS: o.timeoutMs,
      CATALOGUE_CACHE_MS: '0',
      ...o.env,
    });
    await seedTransferVendor(w.t.dbHandle.db, vendor);
  });
  afterAll(async () => {
    await w.t?.close();
    await w.standin?.close();
  });
  beforeEach(() => {
    if (w.standin) w.standin.calls.length = 0;
  });
  return w;
};

/** A signed-in member with `balance` in main, and the player id the vendor knows it by. */
export const transferMember = async (w: TransferWorld, balance: bigint) => {
  const p = await signIn(w.t);
  if (balance > 0n) await fund(w.t, p.member, balance);
  return { ...p, player: `${p.member.merchantId}-${p.member.id}` };
};
export type TransferMember = Awaited<ReturnType<typeof transferMember>>;

/** The vendor's slot game of the member's merchant (its node id). */
export const transferGameId = async (w: TransferWorld, merchantId: number) =>
  (
    await w.t.dbHandle.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.merchantId, merchantId), eq(games.gameCode, `${w.vendor}_SLOT`)))
  )[0]!.id;

/** The member's main wallet and its mirror of the vendor's, from the ledger. */
export const transferWallets = async (w: TransferWorld, p: TransferMember) => {
  const rows = rowsOf<{ code: string; balance: string }>(
    await w.t.dbHandle.db.execute(sql`SELECT code, balance::text AS balance FROM ledger_accounts WHERE member_id = ${p.member.id}`),
  );
  const of = (c: string) => BigInt(rows.find((r) => r.code === c)?.balance ?? '0');
  return { main: of('MAIN'), vendor: of(w.vendor) };
};

/** The member's moves with vendors, oldest first. */
export const transfersOf = (w: TransferWorld, p: TransferMember) =>
  w.t.dbHandle.db.select().from(vendorTransfers).where(eq(vendorTransfers.memberId, p.member.id)).orderBy(vendorTransfers.id);
