import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { one } from './agent-sql.repo';

/** The tree: members, their uplines and depths under an agent. */
export const createAgentTreeRepo = (db: Db) => ({
  member: async (merchantId: number, account: string) =>
    one<{ id: number; account: string; type: number; parent_id: number | null; status: string }>(
      await db.execute(sql`SELECT id::int AS id, account, type, parent_id::int AS parent_id, status FROM members
        WHERE merchant_id = ${merchantId} AND account = ${account}`),
    ),
  memberById: async (merchantId: number, id: number) =>
    one<{ id: number; account: string; type: number; parent_id: number | null; status: string }>(
      await db.execute(sql`SELECT id::int AS id, account, type, parent_id::int AS parent_id, status FROM members
        WHERE merchant_id = ${merchantId} AND id = ${id}`),
    ),
  /** The depth of `memberId` under `agentId` (0 itself), or undefined when outside the team. */
  depthUnder: async (agentId: number, memberId: number) =>
    one<{ depth: number }>(
      await db.execute(sql`SELECT depth FROM agent_tree WHERE ancestor_id = ${agentId} AND descendant_id = ${memberId}`),
    )?.depth,
  /** The path from a member to the top: its ancestors nearest first. */
  path: async (memberId: number) =>
    rowsOf<{ id: number; account: string; type: number; depth: number }>(
      await db.execute(sql`SELECT m.id::int AS id, m.account, m.type, t.depth FROM agent_tree t JOIN members m ON m.id = t.ancestor_id
        WHERE t.descendant_id = ${memberId} AND t.depth > 0 ORDER BY t.depth`),
    ),
  teamCounts: async (agentId: number) =>
    one<{ team: number; direct: number }>(
      await db.execute(sql`SELECT count(*) FILTER (WHERE depth > 0)::int AS team, count(*) FILTER (WHERE depth = 1)::int AS direct
        FROM agent_tree WHERE ancestor_id = ${agentId}`),
    ) ?? { team: 0, direct: 0 },
  /** Moves a member (and its subtree, by the tree trigger) under another upline; answers the accounts moved. */
  move: async (merchantId: number, memberId: number, uplineId: number | null) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE members SET parent_id = ${uplineId} WHERE merchant_id = ${merchantId} AND id = ${memberId}`);
      return one<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM agent_tree WHERE ancestor_id = ${memberId}`))?.n ?? 0;
    }),
});
