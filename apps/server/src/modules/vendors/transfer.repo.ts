import { and, eq } from 'drizzle-orm';
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

  /** Records a deposit's row inside the ledger transfer's transaction. */
  insertWithin: async (tx: Db, values: NewTransferRow) => {
    await tx.insert(vendorTransfers).values(values);
  },

  /** Records a withdrawal's row; false when the reference exists already. */
  insertOnce: async (values: NewTransferRow) =>
    (await db.insert(vendorTransfers).values(values).onConflictDoNothing().returning({ id: vendorTransfers.id })).length === 1,
});
