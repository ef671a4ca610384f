import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportCanned, supportStaff, supportStaffSessions } from '../../db/schema';
import { AppError } from '../../core/app-error';

/** The support desk's staff: accounts, sign-in sessions and canned answers. */
export const createSupportStaffRepo = (db: Db) => ({
  staffByUsername: async (merchantId: number, username: string) =>
    (
      await db
        .select()
        .from(supportStaff)
        .where(and(eq(supportStaff.merchantId, merchantId), eq(supportStaff.username, username)))
        .limit(1)
    )[0] ?? null,
  staffOf: (merchantId: number) =>
    db
      .select({ id: supportStaff.id, username: supportStaff.username, displayName: supportStaff.displayName })
      .from(supportStaff)
      .where(eq(supportStaff.merchantId, merchantId))
      .orderBy(asc(supportStaff.id)),
  createStaff: async (s: { merchantId: number; username: string; displayName: string; passwordHash: string }) =>
    (
      await db
        .insert(supportStaff)
        .values(s)
        .onConflictDoNothing()
        .returning({ id: supportStaff.id, username: supportStaff.username, displayName: supportStaff.displayName })
    )[0] ?? null,
  openStaffSession: async (tokenHash: string, staffId: number, expiresAt: Date) => {
    await db.insert(supportStaffSessions).values({ tokenHash, staffId, expiresAt });
  },
  staffSession: async (tokenHash: string, now: Date) =>
    (
      await db
        .select({
          id: supportStaff.id,
          merchantId: supportStaff.merchantId,
          username: supportStaff.username,
          displayName: supportStaff.displayName,
        })
        .from(supportStaffSessions)
        .innerJoin(supportStaff, eq(supportStaff.id, supportStaffSessions.staffId))
        .where(and(eq(supportStaffSessions.tokenHash, tokenHash), gt(supportStaffSessions.expiresAt, now)))
        .limit(1)
    )[0] ?? null,
  closeStaffSession: async (tokenHash: string) => {
    await db.delete(supportStaffSessions).where(eq(supportStaffSessions.tokenHash, tokenHash));
  },
  canned: (merchantId: number) =>
    db
      .select({ id: supportCanned.id, title: supportCanned.title, body: supportCanned.body })
      .from(supportCanned)
      .where(eq(supportCanned.merchantId, merchantId))
      .orderBy(asc(supportCanned.id)),
  addCanned: async (merchantId: number, title: string, body: string) => {
    const [row] = await db
      .insert(supportCanned)
      .values({ merchantId, title, body })
      .returning({ id: supportCanned.id, title: supportCanned.title, body: supportCanned.body });
    if (!row) throw new AppError('system.error');
    return row;
  },
  deleteCanned: async (merchantId: number, id: number) =>
    (
      await db
        .delete(supportCanned)
        .where(and(eq(supportCanned.merchantId, merchantId), eq(supportCanned.id, id)))
        .returning({ id: supportCanned.id })
    ).length > 0,
});
