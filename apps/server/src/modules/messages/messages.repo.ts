import { sql } from 'drizzle-orm';
import type { MessageCategory } from '@wl/contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';
import { marketingOpenSql } from '../protection';

export type LocalText = Record<string, string>;
export type MessageRow = {
  id: number;
  category: MessageCategory;
  title: LocalText;
  content: LocalText;
  sender: string;
  read_at: Date | string | null;
  created_at: Date | string;
};
export type NewMessage = {
  merchantId: number;
  memberId: number;
  category: MessageCategory;
  title: LocalText;
  content: LocalText;
  sender: string;
  sourceKey: string | null;
};
export type SendRow = {
  id: number;
  merchant_id: number;
  target: Record<string, unknown>;
  category: MessageCategory;
  title: LocalText;
  content: LocalText;
  sender: string;
  status: 'QUEUED' | 'SENDING' | 'DONE';
  cursor: number;
  delivered: number;
};
/** Which members of a merchant a send reaches (trial accounts never get messages). */
export type Audience =
  | { kind: 'ALL' }
  | { kind: 'TEAM'; agentId: number }
  | { kind: 'REGISTERED'; from: string; to: string }
  | { kind: 'MEMBER'; memberId: number };

const ids = (list: number[]) => `{${list.map((n) => Math.trunc(n)).join(',')}}`;
const num = (v: unknown) => Number(v ?? 0);

/** Members of the audience with an id above `after`, in id order, at most `limit`. */
const audienceSql = (merchantId: number, a: Audience, trialTypes: number[], after: number, limit: number) => {
  // A message to a whole audience is marketing: members in a time-out, excluded or restricted get none (issue 30).
  const quiet = a.kind === 'MEMBER' ? sql`` : sql`AND ${marketingOpenSql(sql`m.id`, new Date())}`;
  const base = sql`m.merchant_id = ${merchantId} AND m.id > ${after} AND m.status = 'ACTIVE' AND NOT (m.type = ANY(${ids(trialTypes)}::int[])) ${quiet}`;
  if (a.kind === 'TEAM')
    return sql`WITH RECURSIVE team AS (
        SELECT id FROM members WHERE merchant_id = ${merchantId} AND parent_id = ${a.agentId}
        UNION SELECT c.id FROM members c JOIN team t ON c.parent_id = t.id WHERE c.merchant_id = ${merchantId})
      SELECT m.id FROM members m JOIN team USING (id) WHERE ${base} ORDER BY m.id LIMIT ${limit}`;
  const extra =
    a.kind === 'REGISTERED'
      ? sql`AND m.created_at >= ${a.from}::timestamptz AND m.created_at < ${a.to}::timestamptz`
      : a.kind === 'MEMBER'
        ? sql`AND m.id = ${a.memberId}`
        : sql``;
  return sql`SELECT m.id FROM members m WHERE ${base} ${extra} ORDER BY m.id LIMIT ${limit}`;
};

export const createMessagesRepo = (db: Db) => ({
  page: async (merchantId: number, memberId: number, category: MessageCategory | undefined, offset: number, limit: number) => {
    const where = sql`merchant_id = ${merchantId} AND member_id = ${memberId} AND deleted_at IS NULL ${category ? sql`AND category = ${category}` : sql``}`;
    const [rows, total] = await Promise.all([
      db.execute(sql`SELECT id, category, title, content, sender, read_at, created_at FROM messages WHERE ${where}
        ORDER BY id DESC OFFSET ${offset} LIMIT ${limit}`),
      db.execute(sql`SELECT count(*) AS n FROM messages WHERE ${where}`),
    ]);
    return {
      rows: rowsOf<MessageRow>(rows).map((r) => ({ ...r, id: Number(r.id) })),
      total: num(rowsOf<{ n: unknown }>(total)[0]?.n),
    };
  },

  unread: async (merchantId: number, memberId: number) =>
    rowsOf<{ category: MessageCategory; n: unknown }>(
      await db.execute(sql`SELECT category, count(*) AS n FROM messages
        WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND deleted_at IS NULL AND read_at IS NULL GROUP BY category`),
    ).map((r) => ({ category: r.category, n: num(r.n) })),

  /** How many of `list` are this member's (not deleted). */
  owned: async (merchantId: number, memberId: number, list: number[]) =>
    num(
      rowsOf<{ n: unknown }>(
        await db.execute(sql`SELECT count(*) AS n FROM messages WHERE merchant_id = ${merchantId} AND member_id = ${memberId}
          AND deleted_at IS NULL AND id = ANY(${ids(list)}::bigint[])`),
      )[0]?.n,
    ),

  markRead: async (merchantId: number, memberId: number, list: number[] | null, category: MessageCategory | undefined) =>
    rowsOf(
      await db.execute(sql`UPDATE messages SET read_at = now() WHERE merchant_id = ${merchantId} AND member_id = ${memberId}
        AND deleted_at IS NULL AND read_at IS NULL
        ${list ? sql`AND id = ANY(${ids(list)}::bigint[])` : sql``} ${category ? sql`AND category = ${category}` : sql``} RETURNING id`),
    ).length,

  remove: async (merchantId: number, memberId: number, list: number[]) =>
    rowsOf(
      await db.execute(sql`UPDATE messages SET deleted_at = now() WHERE merchant_id = ${merchantId} AND member_id = ${memberId}
        AND deleted_at IS NULL AND id = ANY(${ids(list)}::bigint[]) RETURNING id`),
    ).length,

  /** One message; a repeated source key (a replayed event) writes nothing. Answers whether it was written. */
  insert: async (exec: Db, m: NewMessage) =>
    rowsOf(
      await exec.execute(sql`INSERT INTO messages (merchant_id, member_id, category, title, content, sender, source_key)
        VALUES (${m.merchantId}, ${m.memberId}, ${m.category}, ${JSON.stringify(m.title)}::jsonb, ${JSON.stringify(m.content)}::jsonb,
          ${m.sender}, ${m.sourceKey}) ON CONFLICT (member_id, source_key) DO NOTHING RETURNING id`),
    ).length > 0,

  memberByAccount: async (merchantId: number, account: string) =>
    rowsOf<{ id: unknown; type: number; parent_id: unknown }>(
      await db.execute(sql`SELECT id, type, parent_id FROM members WHERE merchant_id = ${merchantId} AND account = ${account}`),
    ).map((r) => ({ id: num(r.id), type: r.type, parentId: r.parent_id == null ? null : num(r.parent_id) }))[0] ?? null,

  /** Whether `memberId` is somewhere below `agentId` (same merchant). */
  inTeam: async (merchantId: number, agentId: number, memberId: number) =>
    rowsOf(
      await db.execute(sql`WITH RECURSIVE up AS (
          SELECT id, parent_id, 0 AS depth FROM members WHERE merchant_id = ${merchantId} AND id = ${memberId}
          UNION SELECT p.id, p.parent_id, up.depth + 1 FROM members p JOIN up ON p.id = up.parent_id
            WHERE p.merchant_id = ${merchantId} AND up.depth < 50)
        SELECT 1 FROM up WHERE parent_id = ${agentId} LIMIT 1`),
    ).length > 0,

  /** The merchant's currency decimals and trial types, read with `exec` (a caller's transaction, or the pool). */
  merchantFacts: async (exec: Db, merchantId: number) =>
    rowsOf<{ currency_decimals: number; settings: { trialTypes?: number[] } }>(
      await exec.execute(sql`SELECT currency_decimals, settings FROM merchants WHERE id = ${merchantId}`),
    ).map((r) => ({ decimals: Number(r.currency_decimals), trialTypes: r.settings?.trialTypes ?? [] }))[0] ?? null,

  queueSend: async (s: {
    merchantId: number;
    target: Record<string, unknown>;
    category: MessageCategory;
    title: LocalText;
    content: LocalText;
    sender: string;
    createdBy: string;
  }) =>
    num(
      rowsOf<{ id: unknown }>(
        await db.execute(sql`INSERT INTO message_sends (merchant_id, target, category, title, content, sender, created_by)
          VALUES (${s.merchantId}, ${JSON.stringify(s.target)}::jsonb, ${s.category}, ${JSON.stringify(s.title)}::jsonb,
            ${JSON.stringify(s.content)}::jsonb, ${s.sender}, ${s.createdBy}) RETURNING id`),
      )[0]?.id,
    ),

  send: async (merchantId: number, id: number) =>
    rowsOf<SendRow>(
      await db.execute(sql`SELECT id, merchant_id, target, category, title, content, sender, status, cursor, delivered FROM message_sends
        WHERE merchant_id = ${merchantId} AND id = ${id}`),
    ).map((r) => ({ ...r, id: num(r.id), cursor: num(r.cursor), delivered: num(r.delivered) }))[0] ?? null,

  /** Sends queued by `createdBy` since `since` (an agent's flood guard). */
  sendsSince: async (createdBy: string, since: Date) =>
    num(
      rowsOf<{ n: unknown }>(
        await db.execute(
          sql`SELECT count(*) AS n FROM message_sends WHERE created_by = ${createdBy} AND created_at >= ${since.toISOString()}::timestamptz`,
        ),
      )[0]?.n,
    ),

  /** The oldest unfinished send no other runner holds, locked for this transaction. */
  claimSend: async (tx: Db, only?: number) =>
    rowsOf<SendRow>(
      await tx.execute(sql`SELECT id, merchant_id, target, category, title, content, sender, status, cursor, delivered FROM message_sends
        WHERE status <> 'DONE' ${only ? sql`AND id = ${only}` : sql``} ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`),
    ).map((r) => ({ ...r, id: num(r.id), cursor: num(r.cursor), delivered: num(r.delivered) }))[0] ?? null,

  audience: async (tx: Db, merchantId: number, a: Audience, trialTypes: number[], after: number, limit: number) =>
    rowsOf<{ id: unknown }>(await tx.execute(audienceSql(merchantId, a, trialTypes, after, limit))).map((r) => num(r.id)),

  /** One copy per member of the batch (the source key `send:<id>` keeps a second run from adding another). */
  deliver: async (tx: Db, s: SendRow, memberIds: number[]) =>
    rowsOf(
      await tx.execute(sql`INSERT INTO messages (merchant_id, member_id, category, title, content, sender, source_key)
        SELECT ${s.merchant_id}, m, ${s.category}, ${JSON.stringify(s.title)}::jsonb, ${JSON.stringify(s.content)}::jsonb, ${s.sender}, ${`send:${s.id}`}
        FROM unnest(${ids(memberIds)}::bigint[]) AS m ON CONFLICT (member_id, source_key) DO NOTHING RETURNING id`),
    ).length,

  advanceSend: (tx: Db, id: number, cursor: number, delivered: number, done: boolean) =>
    tx.execute(sql`UPDATE message_sends SET cursor = ${cursor}, delivered = delivered + ${delivered},
      status = ${done ? 'DONE' : 'SENDING'}, finished_at = ${done ? sql`now()` : sql`NULL`} WHERE id = ${id}`),
});
export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
