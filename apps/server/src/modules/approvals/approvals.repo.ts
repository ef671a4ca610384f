import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { approvalRequests, fourEyesThresholds } from '../../db/schema';

export type ApprovalRow = typeof approvalRequests.$inferSelect;
type NewApproval = Pick<
  typeof approvalRequests.$inferInsert,
  'merchantId' | 'action' | 'account' | 'amount' | 'reason' | 'requestId' | 'maker' | 'makerRole' | 'threshold' | 'detail'
>;

/** Four-eyes requests and thresholds (decision 024). */
export const createApprovalsRepo = (db: Db) => ({
  threshold: async (merchantId: number, role: string, action: string) =>
    (
      await db
        .select({ threshold: fourEyesThresholds.threshold })
        .from(fourEyesThresholds)
        .where(and(eq(fourEyesThresholds.merchantId, merchantId), eq(fourEyesThresholds.role, role), eq(fourEyesThresholds.action, action)))
    )[0]?.threshold ?? null,

  thresholds: (merchantId: number) =>
    db
      .select({ role: fourEyesThresholds.role, action: fourEyesThresholds.action, threshold: fourEyesThresholds.threshold })
      .from(fourEyesThresholds)
      .where(eq(fourEyesThresholds.merchantId, merchantId))
      .orderBy(fourEyesThresholds.action, fourEyesThresholds.role),

  setThreshold: async (merchantId: number, role: string, action: string, threshold: bigint | null) => {
    if (threshold === null) {
      await db
        .delete(fourEyesThresholds)
        .where(
          and(eq(fourEyesThresholds.merchantId, merchantId), eq(fourEyesThresholds.role, role), eq(fourEyesThresholds.action, action)),
        );
      return;
    }
    await db
      .insert(fourEyesThresholds)
      .values({ merchantId, role, action, threshold })
      .onConflictDoUpdate({
        target: [fourEyesThresholds.merchantId, fourEyesThresholds.role, fourEyesThresholds.action],
        set: { threshold },
      });
  },

  /** A new request, or the one the same request id already made (a maker's retry asks once). */
  create: async (r: NewApproval) => {
    const [made] = await db.insert(approvalRequests).values(r).onConflictDoNothing().returning();
    if (made) return { row: made, replayed: false };
    const [kept] = await db
      .select()
      .from(approvalRequests)
      .where(and(eq(approvalRequests.merchantId, r.merchantId), eq(approvalRequests.requestId, r.requestId)));
    return { row: kept ?? null, replayed: true };
  },

  byId: async (merchantId: number, id: number) =>
    (
      await db
        .select()
        .from(approvalRequests)
        .where(and(eq(approvalRequests.merchantId, merchantId), eq(approvalRequests.id, id)))
    )[0] ?? null,

  list: (merchantId: number, state?: ApprovalRow['state']) =>
    db
      .select()
      .from(approvalRequests)
      .where(and(eq(approvalRequests.merchantId, merchantId), state ? eq(approvalRequests.state, state) : undefined))
      .orderBy(desc(approvalRequests.id))
      .limit(200),

  /**
   * Decides a PENDING request by someone other than its maker, in `tx` (the ledger's transaction when money moves):
   * answers the row, or null when it was decided already or the decider is its maker.
   */
  decide: async (
    tx: Db,
    d: { merchantId: number; id: number; checker: string; state: 'APPROVED' | 'REJECTED'; reason?: string; transferId?: number },
  ) =>
    (
      await tx
        .update(approvalRequests)
        .set({
          state: d.state,
          checker: d.checker,
          decisionReason: d.reason ?? null,
          transferId: d.transferId ?? null,
          decidedAt: sql`now()`,
        })
        .where(
          and(
            eq(approvalRequests.merchantId, d.merchantId),
            eq(approvalRequests.id, d.id),
            eq(approvalRequests.state, 'PENDING'),
            ne(approvalRequests.maker, d.checker),
          ),
        )
        .returning()
    )[0] ?? null,
});
export type ApprovalsRepo = ReturnType<typeof createApprovalsRepo>;
