import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, merchants, staffAccounts, staffRoles, staffSessions } from '../../db/schema';

export type StaffRow = typeof staffAccounts.$inferSelect;
export type StaffRoleRow = typeof staffRoles.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type StaffStageDb = StaffSessionRow['stage'];

/** `merchant_id IS NOT DISTINCT FROM x`: the platform's rows have none. */
const sameMerchant = (col: typeof staffAccounts.merchantId | typeof staffRoles.merchantId, merchantId: number | null) =>
  merchantId === null ? isNull(col) : eq(col, merchantId);

/** Staff accounts, roles and sessions (decision 025). */
export const createStaffRepo = (db: Db) => ({
  merchantByCode: async (code: string) =>
    (
      await db
        .select({
          id: merchants.id,
          code: merchants.code,
          name: merchants.name,
          zone: merchants.timeZone,
          currency: merchants.currencyCode,
        })
        .from(merchants)
        .where(eq(merchants.code, code.toUpperCase()))
    )[0] ?? null,

  merchantById: async (id: number) =>
    (
      await db
        .select({
          id: merchants.id,
          code: merchants.code,
          name: merchants.name,
          zone: merchants.timeZone,
          currency: merchants.currencyCode,
        })
        .from(merchants)
        .where(eq(merchants.id, id))
    )[0] ?? null,

  staffByName: async (merchantId: number | null, username: string) =>
    (
      await db
        .select()
        .from(staffAccounts)
        .where(and(sameMerchant(staffAccounts.merchantId, merchantId), eq(staffAccounts.username, username)))
    )[0],

  memberId: async (merchantId: number, account: string) =>
    (
      await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.account, account)))
    )[0]?.id ?? null,

  accountOf: async (memberId: number | null) =>
    memberId === null
      ? null
      : ((await db.select({ account: members.account }).from(members).where(eq(members.id, memberId)))[0]?.account ?? null),

  staffById: async (id: number) => (await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)))[0],

  staffOf: (merchantId: number) =>
    db
      .select({ staff: staffAccounts, role: staffRoles.code, agent: members.account })
      .from(staffAccounts)
      .innerJoin(staffRoles, eq(staffRoles.id, staffAccounts.roleId))
      .leftJoin(members, eq(members.id, staffAccounts.agentId))
      .where(eq(staffAccounts.merchantId, merchantId))
      .orderBy(asc(staffAccounts.username)),

  addStaff: async (s: typeof staffAccounts.$inferInsert) =>
    (await db.insert(staffAccounts).values(s).onConflictDoNothing().returning())[0] ?? null,

  /** A new one-time password: TOTP enrolled again at the next sign-in, the password changed then. */
  resetStaff: async (id: number, passwordHash: string) =>
    (
      await db
        .update(staffAccounts)
        .set({ passwordHash, totpSecret: null, totpLastStep: 0, mustChangePassword: true, status: 'ACTIVE' })
        .where(eq(staffAccounts.id, id))
        .returning()
    )[0] ?? null,

  disableStaff: async (id: number) =>
    (await db.update(staffAccounts).set({ status: 'DISABLED' }).where(eq(staffAccounts.id, id)).returning())[0] ?? null,

  setPassword: (id: number, passwordHash: string, at: Date) =>
    db.update(staffAccounts).set({ passwordHash, mustChangePassword: false, passwordChangedAt: at }).where(eq(staffAccounts.id, id)),

  /** Takes a TOTP step once: true only for the first use of a step later than any used before. */
  takeTotpStep: async (id: number, step: number) =>
    (
      await db
        .update(staffAccounts)
        .set({ totpLastStep: step })
        .where(and(eq(staffAccounts.id, id), lt(staffAccounts.totpLastStep, step)))
        .returning({ id: staffAccounts.id })
    ).length === 1,

  /** Enrols the secret offered at sign-in, unless one was enrolled meanwhile. */
  enrolTotp: async (id: number, secret: string) =>
    (
      await db
        .update(staffAccounts)
        .set({ totpSecret: secret })
        .where(and(eq(staffAccounts.id, id), isNull(staffAccounts.totpSecret)))
        .returning({ id: staffAccounts.id })
    ).length === 1,

  touchLogin: (id: number, at: Date) => db.update(staffAccounts).set({ lastLoginAt: at }).where(eq(staffAccounts.id, id)),

  roleById: async (id: number) => (await db.select().from(staffRoles).where(eq(staffRoles.id, id)))[0],

  roleByCode: async (merchantId: number | null, code: string) =>
    (
      await db
        .select()
        .from(staffRoles)
        .where(and(sameMerchant(staffRoles.merchantId, merchantId), eq(staffRoles.code, code)))
    )[0],

  rolesOf: (merchantId: number | null) =>
    db.select().from(staffRoles).where(sameMerchant(staffRoles.merchantId, merchantId)).orderBy(asc(staffRoles.id)),

  /** Adds the roles missing from a merchant's (or the platform's) list; existing ones keep their edits. */
  ensureRoles: async (merchantId: number | null, roles: { code: string; name: string; permissions: readonly string[] }[]) => {
    for (const r of roles)
      await db
        .insert(staffRoles)
        .values({ merchantId, code: r.code, name: r.name, permissions: [...r.permissions], system: true })
        .onConflictDoNothing();
  },

  upsertRole: async (merchantId: number, code: string, name: string, permissions: string[], at: Date) => {
    const found = await db
      .update(staffRoles)
      .set({ name, permissions, updatedAt: at })
      .where(and(eq(staffRoles.merchantId, merchantId), eq(staffRoles.code, code)))
      .returning({ id: staffRoles.id });
    if (found.length === 0)
      await db.insert(staffRoles).values({ merchantId, code, name, permissions, updatedAt: at }).onConflictDoNothing();
  },

  openSession: async (s: typeof staffSessions.$inferInsert) => (await db.insert(staffSessions).values(s).returning())[0] as StaffSessionRow,

  /** A session by its token's hash, with its staff member, if neither revoked nor expired. */
  liveSession: async (tokenHash: string, at: Date) =>
    (
      await db
        .select({ session: staffSessions, staff: staffAccounts })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, at)))
    )[0] ?? null,

  /** Moves a session to its next step, only from the step it was read in (two confirmations race: one wins). */
  advance: async (id: number, from: StaffStageDb, to: StaffStageDb, expiresAt: Date) =>
    (
      await db
        .update(staffSessions)
        .set({ stage: to, pendingSecret: null, expiresAt })
        .where(and(eq(staffSessions.id, id), eq(staffSessions.stage, from), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id })
    ).length === 1,

  touchSession: (id: number, at: Date, expiresAt: Date) =>
    db.update(staffSessions).set({ lastSeenAt: at, expiresAt }).where(eq(staffSessions.id, id)),

  sessionsOf: (staffId: number, at: Date) =>
    db
      .select()
      .from(staffSessions)
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          eq(staffSessions.stage, 'ACTIVE'),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, at),
        ),
      )
      .orderBy(desc(staffSessions.lastSeenAt)),

  revoke: async (staffId: number, id: number, at: Date) =>
    (
      await db
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(and(eq(staffSessions.staffId, staffId), eq(staffSessions.id, id), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id })
    ).length === 1,

  /** Ends every session of a staff member but one (a password change) or all of them (`keep` null). */
  revokeAll: (staffId: number, keep: number | null, at: Date) =>
    db
      .update(staffSessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.revokedAt),
          keep === null ? sql`true` : sql`${staffSessions.id} <> ${keep}`,
        ),
      ),
});
export type StaffRepo = ReturnType<typeof createStaffRepo>;
