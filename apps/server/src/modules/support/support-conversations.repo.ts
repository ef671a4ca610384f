import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, merchants, supportConversations, supportMessages, supportStaff } from '../../db/schema';

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

/** Support conversations: the member's live or latest one, opening, the staff's queue, moves between states, read marks. */
export const createSupportConversationsRepo = (db: Db) => {
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
  };
};
