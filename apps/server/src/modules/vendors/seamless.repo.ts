import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions, members, merchants, vendorSecrets, vendorTransactions } from '../../db/schema';

export type VendorTx = typeof vendorTransactions.$inferSelect;
export type NewVendorTx = typeof vendorTransactions.$inferInsert;

export const createSeamlessRepo = (db: Db) => ({
  secretOf: async (vendor: string) =>
    (await db.select({ s: vendorSecrets.secret }).from(vendorSecrets).where(eq(vendorSecrets.vendor, vendor)))[0]?.s ?? null,

  /** The game session behind a vendor token, with the member's status and the merchant's currency. */
  sessionOf: async (vendor: string, tokenHash: string) =>
    (
      await db
        .select({
          merchantId: gameSessions.merchantId,
          memberId: gameSessions.memberId,
          accountType: gameSessions.accountType,
          expiresAt: gameSessions.expiresAt,
          gameCode: gameSessions.gameCode,
          status: members.status,
          currency: merchants.currencyCode,
        })
        .from(gameSessions)
        .innerJoin(members, eq(members.id, gameSessions.memberId))
        .innerJoin(merchants, eq(merchants.id, gameSessions.merchantId))
        .where(and(eq(gameSessions.tokenHash, tokenHash), eq(gameSessions.vendor, vendor)))
        .limit(1)
    )[0] ?? null,

  tx: async (vendor: string, txId: string): Promise<VendorTx | null> =>
    (
      await db
        .select()
        .from(vendorTransactions)
        .where(and(eq(vendorTransactions.vendor, vendor), eq(vendorTransactions.txId, txId)))
        .limit(1)
    )[0] ?? null,

  insert: (exec: Db, rows: NewVendorTx[]) => exec.insert(vendorTransactions).values(rows),

  /** Moves a bet to a new state only from the states given; false when another call got there first. */
  moveBet: async (exec: Db, id: number, from: VendorTx['state'][], to: NonNullable<VendorTx['state']>, at: Date, won = 0n) =>
    (
      await exec
        .update(vendorTransactions)
        .set({
          state: to,
          payout: to === 'SETTLED' ? sql`coalesce(${vendorTransactions.payout}, 0) + ${won}` : vendorTransactions.payout,
          settledAt: sql`coalesce(${vendorTransactions.settledAt}, ${at})`,
        })
        .where(
          and(
            eq(vendorTransactions.id, id),
            inArray(
              vendorTransactions.state,
              from.filter((s): s is NonNullable<typeof s> => !!s),
            ),
          ),
        )
        .returning({ id: vendorTransactions.id })
    ).length === 1,
});
export type SeamlessRepo = ReturnType<typeof createSeamlessRepo>;
