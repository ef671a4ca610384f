import { and, asc, count, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import {
  members,
  merchants,
  supportCanned,
  supportConversations,
  supportFiles,
  supportMessages,
  supportStaff,
  supportStaffSessions,
} from '../../db/schema';
import { AppError } from '../../core/app-error';

export type ConversationRow = {
  id: number;
  merchantId: number;
  memberId: number;
  memberAccount: string;
  status: 'WAITING' | 'OPEN' | 'CLOSED';
  staffId: number | null;
  staffName: string | null;
  memberReadId: number;
  staffReadId: number;
  lastMessageAt: Date;
};
export type MessageRow = {
  id: number;
  conversationId: number;
  sender: 'MEMBER' | 'STAFF';
  staffName: string | null;
  body: string;
  fileId: number | null;
  createdAt: Date;
};

const conversationCols = {
  id: supportConversations.id,
  merchantId: supportConversations.merchantId,
  memberId: supportConversations.memberId,
  memberAccount: members.account,
  status: supportConversations.status,
  staffId: supportConversations.staffId,
  staffName: supportStaff.displayName,
  memberReadId: supportConversations.memberReadId,
  staffReadId: supportConversations.staffReadId,
  lastMessageAt: supportConversations.lastMessageAt,
};
const messageCols = {
  id: supportMessages.id,
  conversationId: supportMessages.conversationId,
  sender: supportMessages.sender,
  staffName: supportStaff.displayName,
  body: supportMessages.body,
  fileId: supportMessages.fileId,
  createdAt: supportMessages.createdAt,
};

export const createSupportRepo = (db: Db) => {
  const conversations = () =>
    db
      .select(conversationCols)
      .from(supportConversations)
      .innerJoin(members, eq(members.id, supportConversations.memberId))
      .leftJoin(supportStaff, eq(supportStaff.id, supportConversations.staffId));
  return {
    merchantCode: async (merchantId: number) =>
      (await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.id, merchantId)).limit(1))[0]?.code ?? null,
    /** The member's conversation that is not closed, if any. */
    liveOf: async (merchantId: number, memberId: number): Promise<ConversationRow | null> =>
      ((
        await conversations()
          .where(
            and(
              eq(supportConversations.merchantId, merchantId),
              eq(supportConversations.memberId, memberId),
              ne(supportConversations.status, 'CLOSED'),
            ),
          )
          .limit(1)
      )[0] as ConversationRow | undefined) ?? null,
    /** The member's latest conversation (closed ones too: the history stays readable). */
    latestOf: async (merchantId: number, memberId: number): Promise<ConversationRow | null> =>
      ((
        await conversations()
          .where(and(eq(supportConversations.merchantId, merchantId), eq(supportConversations.memberId, memberId)))
          .orderBy(desc(supportConversations.id))
          .limit(1)
      )[0] as ConversationRow | undefined) ?? null,
    /** Opens a conversation; a concurrent open of the same member meets the partial unique index and gets none. */
    open: async (merchantId: number, memberId: number) =>
      (
        await db
          .insert(supportConversations)
          .values({ merchantId, memberId })
          .onConflictDoNothing()
          .returning({ id: supportConversations.id })
      )[0]?.id ?? null,
    byId: async (merchantId: number, id: number): Promise<ConversationRow | null> =>
      ((
        await conversations()
          .where(and(eq(supportConversations.merchantId, merchantId), eq(supportConversations.id, id)))
          .limit(1)
      )[0] as ConversationRow | undefined) ?? null,
    live: async (merchantId: number): Promise<ConversationRow[]> =>
      (await conversations()
        .where(and(eq(supportConversations.merchantId, merchantId), ne(supportConversations.status, 'CLOSED')))
        .orderBy(asc(supportConversations.lastMessageAt))
        .limit(500)) as ConversationRow[],
    /** Moves a conversation from one state (and holder) to another; false when it was no longer in that state. */
    move: async (
      id: number,
      from: { status: 'WAITING' | 'OPEN'; staffId?: number },
      to: { status: 'OPEN' | 'CLOSED'; staffId: number | null },
    ) =>
      (
        await db
          .update(supportConversations)
          .set({ status: to.status, staffId: to.staffId })
          .where(
            and(
              eq(supportConversations.id, id),
              eq(supportConversations.status, from.status),
              ...(from.staffId !== undefined ? [eq(supportConversations.staffId, from.staffId)] : []),
            ),
          )
          .returning({ id: supportConversations.id })
      ).length > 0,
    addMessage: (m: {
      conversationId: number;
      sender: 'MEMBER' | 'STAFF';
      staffId: number | null;
      body: string;
      fileId?: number | null;
      file?: { merchantId: number; mime: string; data: Buffer };
    }) =>
      db.transaction(async (tx) => {
        let fileId = m.fileId ?? null;
        if (m.file) {
          const [f] = await tx
            .insert(supportFiles)
            .values({
              merchantId: m.file.merchantId,
              conversationId: m.conversationId,
              mime: m.file.mime,
              size: m.file.data.length,
              data: m.file.data,
            })
            .returning({ id: supportFiles.id });
          fileId = f?.id ?? null;
        }
        const [row] = await tx
          .insert(supportMessages)
          .values({ conversationId: m.conversationId, sender: m.sender, staffId: m.staffId, body: m.body, fileId })
          .returning();
        await tx.update(supportConversations).set({ lastMessageAt: sql`now()` }).where(eq(supportConversations.id, m.conversationId));
        if (!row) throw new AppError('system.error');
        return row;
      }),
    /** A text message in one statement: stored and the conversation's last-message time moved (one round trip). */
    addText: async (m: { conversationId: number; sender: 'MEMBER' | 'STAFF'; staffId: number | null; body: string }) => {
      const rows = rowsOf<{
        id: number;
        conversation_id: number;
        sender: 'MEMBER' | 'STAFF';
        body: string;
        file_id: number | null;
        created_at: Date;
      }>(
        await db.execute(sql`WITH m AS (
            INSERT INTO support_messages (conversation_id, sender, staff_id, body)
            VALUES (${m.conversationId}, ${m.sender}, ${m.staffId}, ${m.body})
            RETURNING id, conversation_id, sender, body, file_id, created_at
          ), u AS (UPDATE support_conversations SET last_message_at = now() WHERE id = ${m.conversationId})
          SELECT * FROM m`),
      );
      const r = rows[0];
      if (!r) throw new AppError('system.error');
      return {
        id: Number(r.id),
        conversationId: Number(r.conversation_id),
        sender: r.sender,
        body: r.body,
        fileId: r.file_id,
        createdAt: r.created_at,
      };
    },
    messages: async (conversationIds: number[], before: number | undefined, limit: number): Promise<MessageRow[]> =>
      (await db
        .select(messageCols)
        .from(supportMessages)
        .leftJoin(supportStaff, eq(supportStaff.id, supportMessages.staffId))
        .where(and(inArray(supportMessages.conversationId, conversationIds), ...(before ? [lt(supportMessages.id, before)] : [])))
        .orderBy(desc(supportMessages.id))
        .limit(limit)) as MessageRow[],
    /** Messages of `sender` after a read mark, per conversation. */
    unread: async (pairs: { id: number; after: number; sender: 'MEMBER' | 'STAFF' }[]) => {
      const out = new Map<number, number>();
      await Promise.all(
        pairs.map(async (p) => {
          const [r] = await db
            .select({ n: count() })
            .from(supportMessages)
            .where(and(eq(supportMessages.conversationId, p.id), eq(supportMessages.sender, p.sender), gt(supportMessages.id, p.after)));
          out.set(p.id, Number(r?.n ?? 0));
        }),
      );
      return out;
    },
    lastBodies: async (ids: number[]) => {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await db
        .selectDistinctOn([supportMessages.conversationId], {
          id: supportMessages.conversationId,
          body: supportMessages.body,
          fileId: supportMessages.fileId,
        })
        .from(supportMessages)
        .where(inArray(supportMessages.conversationId, ids))
        .orderBy(supportMessages.conversationId, desc(supportMessages.id));
      return new Map(rows.map((r) => [r.id, r.body || (r.fileId ? '[image]' : '')]));
    },
    markRead: async (id: number, side: 'MEMBER' | 'STAFF', upTo: number) => {
      const col = side === 'MEMBER' ? supportConversations.memberReadId : supportConversations.staffReadId;
      const key = side === 'MEMBER' ? 'memberReadId' : 'staffReadId';
      const max = db
        .select({ m: sql`coalesce(max(${supportMessages.id}), 0)` })
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, id));
      await db
        .update(supportConversations)
        .set({ [key]: sql`least(${upTo}, (${max}))` })
        .where(and(eq(supportConversations.id, id), lt(col, upTo)));
    },
    file: async (merchantId: number, id: number) =>
      (
        await db
          .select({ conversationId: supportFiles.conversationId, mime: supportFiles.mime, data: supportFiles.data })
          .from(supportFiles)
          .where(and(eq(supportFiles.merchantId, merchantId), eq(supportFiles.id, id)))
          .limit(1)
      )[0] ?? null,
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
  };
};
export type SupportRepo = ReturnType<typeof createSupportRepo>;
