import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawOf, statement } from '../../core/statements';
import { gameVendors, vendorTransfers, walletSettings } from '../../db/schema';

export type TransferRow = typeof vendorTransfers.$inferSelect;
export type NewTransferRow = typeof vendorTransfers.$inferInsert;

// What a recall before money leaves main must look at, in one round trip on every way out (issue 33): the member's
// vendor wallets holding money, and the vendors with a move still open.
const recallCandidatesSql = statement(
  'transfer_recall_candidates',
  `SELECT code AS vendor FROM ledger_accounts WHERE merchant_id = $1 AND member_id = $2 AND code <> 'MAIN' AND balance > 0
   UNION SELECT vendor FROM vendor_transfers WHERE merchant_id = $1 AND member_id = $2 AND state = 'PENDING' ORDER BY 1`,
);

/** The transfer-wallet vendor moves (vendor_transfers): one row per reference, PENDING until settled. */
export const createTransferRepo = (db: Db) => ({
  /** The vendors a recall asks: a vendor wallet with money, or a move not yet settled. */
  recallCandidates: async (merchantId: number, memberId: number) =>
    (await rawOf(db)<{ vendor: string }>(recallCandidatesSql, [merchantId, memberId])).map((r) => r.vendor),

  byRef: async (vendor: string, ref: string): Promise<TransferRow | null> =>
    (
      await db
        .select()
        .from(vendorTransfers)
        .where(and(eq(vendorTransfers.vendor, vendor), eq(vendorTransfers.ref, ref)))
        .limit(1)
    )[0] ?? null,

  /** Settles a PENDING row (inside the caller's transaction when given); false when another call settled it first. */
  settle: async (exec: Db, id: number, to: TransferRow['state']) =>
    (
      await exec
        .update(vendorTransfers)
        .set({ state: to, updatedAt: new Date() })
        .where(and(eq(vendorTransfers.id, id), eq(vendorTransfers.state, 'PENDING')))
        .returning({ id: vendorTransfers.id })
    ).length === 1,

  /** A member's moves with one vendor that are still open. */
  pending: (merchantId: number, memberId: number, vendor: string) =>
    db
      .select()
      .from(vendorTransfers)
      .where(
        and(
          eq(vendorTransfers.merchantId, merchantId),
          eq(vendorTransfers.memberId, memberId),
          eq(vendorTransfers.vendor, vendor),
          eq(vendorTransfers.state, 'PENDING'),
        ),
      ),

  /** The vendors a member has moves still open with (a recall or launch whose answer never came). */
  pendingVendors: async (merchantId: number, memberId: number) =>
    (
      await db
        .selectDistinct({ vendor: vendorTransfers.vendor })
        .from(vendorTransfers)
        .where(
          and(eq(vendorTransfers.merchantId, merchantId), eq(vendorTransfers.memberId, memberId), eq(vendorTransfers.state, 'PENDING')),
        )
    ).map((r) => r.vendor),

  /** Open moves of any member last touched before `before`, oldest first: what the retry job asks the vendors about. */
  staleOpen: (before: Date, limit: number) =>
    db
      .selectDistinct({ merchantId: vendorTransfers.merchantId, memberId: vendorTransfers.memberId, vendor: vendorTransfers.vendor })
      .from(vendorTransfers)
      .where(and(eq(vendorTransfers.state, 'PENDING'), lt(vendorTransfers.updatedAt, before)))
      .orderBy(asc(vendorTransfers.merchantId), asc(vendorTransfers.memberId), asc(vendorTransfers.vendor))
      .limit(limit),

  /** Records a deposit's row inside the ledger transfer's transaction. */
  insertWithin: async (tx: Db, values: NewTransferRow) => {
    await tx.insert(vendorTransfers).values(values);
  },

  /**
   * Inside a player's deposit's transaction: whether the vendor is still one of the merchant's transfer wallets, read
   * after a share lock on the vendor's row, which the merchant's switch takes for update while it changes the list
   * (decision 008): a switch committed since the caller read its (briefly cached) settings refuses the deposit.
   */
  listedWithin: async (tx: Db, merchantId: number, vendor: string) => {
    await tx
      .select({ id: gameVendors.id })
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.vassalage, vendor)))
      .for('share');
    const [row] = await tx
      .select({ listed: sql<boolean>`${walletSettings.transferVendors} ? ${vendor}::text` })
      .from(walletSettings)
      .where(eq(walletSettings.merchantId, merchantId));
    return row?.listed === true;
  },

  /** Records a withdrawal's row; false when the reference exists already. */
  insertOnce: async (values: NewTransferRow) =>
    (await db.insert(vendorTransfers).values(values).onConflictDoNothing().returning({ id: vendorTransfers.id })).length === 1,
});
