import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { writeEvent } from '../outbox';
import { authEvents, memberAuthSettingsDefaults, memberIdentities, memberLoginIps, merchantAuthSettings, members } from '../../db/schema';

export type MemberRow = typeof members.$inferSelect;

export const createAccountsRepo = (db: Db) => ({
  byAccount: async (merchantId: number, account: string): Promise<MemberRow | undefined> =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), sql`lower(${members.account}) = ${account.toLowerCase()}`))
        .limit(1)
    )[0],
  byMobile: async (merchantId: number, mobile: string): Promise<MemberRow | undefined> =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.mobile, mobile)))
        .limit(1)
    )[0],
  byId: async (merchantId: number, id: number): Promise<MemberRow | undefined> =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
        .limit(1)
    )[0],
  byInviteCode: async (merchantId: number, code: string): Promise<MemberRow | undefined> =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.inviteCode, code)))
        .limit(1)
    )[0],
  /** A new member and its `member.registered` event, in one transaction. */
  insert: (values: typeof members.$inferInsert, event: Record<string, unknown>) =>
    db.transaction(async (tx) => {
      const member = (await tx.insert(members).values(values).returning())[0] as MemberRow;
      await writeEvent(tx, {
        merchantId: member.merchantId,
        type: 'member.registered',
        subjectId: member.id,
        aggregateId: `member:${member.id}`,
        payload: { account: member.account, parentId: member.parentId, ...event },
      });
      return member;
    }),
  /** The last login time and the `member.logged_in` event, in one transaction. */
  loggedIn: (merchantId: number, memberId: number, at: Date, event: Record<string, unknown>) =>
    db.transaction(async (tx) => {
      await tx
        .update(members)
        .set({ lastLoginAt: at })
        .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
      await writeEvent(tx, {
        merchantId,
        type: 'member.logged_in',
        subjectId: memberId,
        aggregateId: `member:${memberId}`,
        payload: event,
      });
    }),
  update: (merchantId: number, id: number, values: Partial<typeof members.$inferInsert>) =>
    db
      .update(members)
      .set(values)
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id))),
  /** Accepts a TOTP step only if it is later than the last accepted one (a code never counts twice, even in a race). */
  claimTotpStep: async (id: number, step: number) =>
    (
      await db
        .update(members)
        .set({ totpLastStep: step })
        .where(and(eq(members.id, id), sql`(${members.totpLastStep} IS NULL OR ${members.totpLastStep} < ${step})`))
        .returning({ id: members.id })
    ).length === 1,
  knownIps: async (memberId: number) =>
    (await db.select().from(memberLoginIps).where(eq(memberLoginIps.memberId, memberId))).map((r) => r.ip),
  rememberIp: (memberId: number, ip: string) => db.insert(memberLoginIps).values({ memberId, ip }).onConflictDoNothing(),
  authSettings: async (merchantId: number) =>
    (await db.select().from(merchantAuthSettings).where(eq(merchantAuthSettings.merchantId, merchantId)).limit(1))[0] ?? {
      ...memberAuthSettingsDefaults,
      merchantId,
    },
  identity: async (merchantId: number, provider: string, subject: string): Promise<MemberRow | undefined> =>
    (
      await db
        .select({ m: members })
        .from(memberIdentities)
        .innerJoin(members, eq(members.id, memberIdentities.memberId))
        .where(
          and(eq(memberIdentities.merchantId, merchantId), eq(memberIdentities.provider, provider), eq(memberIdentities.subject, subject)),
        )
        .limit(1)
    )[0]?.m,
  link: (merchantId: number, memberId: number, provider: string, subject: string) =>
    db.insert(memberIdentities).values({ merchantId, memberId, provider, subject }),
  event: (e: { merchantId: number; memberId?: number | null; account?: string | null; event: string; outcome: string; ip?: string }) =>
    db.insert(authEvents).values({ ...e, account: e.account?.slice(0, 64) ?? null, memberId: e.memberId ?? null, ip: e.ip ?? null }),
});
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
