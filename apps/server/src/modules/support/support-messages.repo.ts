import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { supportConversations, supportFiles, supportMessages, supportStaff } from '../../db/schema';
import { AppError } from '../../core/app-error';

export type MessageRow = {
  id: number;
  conversationId: number;
  sender: 'MEMBER' | 'STAFF';
  staffName: string | null;
  body: string;
  fileId: number | null;
  createdAt: Date;
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

/** Support messages and their image files: writing one (the conversation's last-message time moved), pages, unread counts. */
export const createSupportMessagesRepo = (db: Db) => ({
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
  file: async (merchantId: number, id: number) =>
    (
      await db
        .select({ conversationId: supportFiles.conversationId, mime: supportFiles.mime, data: supportFiles.data })
        .from(supportFiles)
        .where(and(eq(supportFiles.merchantId, merchantId), eq(supportFiles.id, id)))
        .limit(1)
    )[0] ?? null,
});
