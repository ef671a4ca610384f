import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vendorTransfers } from '../../db/schema';

export type TransferRow = typeof vendorTransfers.$inferSelect;
export type NewTransferRow = typeof vendorTransfers.$inferInsert;

/** The transfer-wallet vendor moves (vendor_transfers): one row per reference, PENDING until settled. */
export const createTransferRepo = (db: Db) => ({
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

  /** Records a withdrawal's row; false when the reference exists already. */
  insertOnce: async (values: NewTransferRow) =>
    (await db.insert(vendorTransfers).values(values).onConflictDoNothing().returning({ id: vendorTransfers.id })).length === 1,
});
