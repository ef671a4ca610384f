import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { ContractKind, ContractTier, DividendCycle } from '../../db/schema';
import { writeEvent } from '../outbox';
import { arr, one } from './agent-sql.repo';

/** Invitations, and accounts made by agents. */
export const createAgentInvitesRepo = (db: Db) => ({
  /** An enabled invitation of an active agent of the merchant: who invites and the account type it gives. */
  resolveInvite: async (merchantId: number, code: string, agentTypes: number[]) =>
    one<{ agent_id: number; account_type: number }>(
      await db.execute(sql`SELECT i.agent_id::int AS agent_id, i.account_type FROM agent_invites i JOIN members a ON a.id = i.agent_id
        WHERE i.merchant_id = ${merchantId} AND i.code = ${code} AND i.enabled AND a.status = 'ACTIVE' AND a.type = ANY(${arr(agentTypes)}::int[])`),
    ),
  inviteByCode: async (tx: Db, merchantId: number, code: string) =>
    one<{ id: number; agent_id: number; offers: { kind: ContractKind; cycle: DividendCycle | null; tiers: ContractTier[] }[] }>(
      await tx.execute(
        sql`SELECT id::int AS id, agent_id::int AS agent_id, offers FROM agent_invites WHERE merchant_id = ${merchantId} AND code = ${code}`,
      ),
    ),
  inviteUsed: async (tx: Db, id: number) => {
    await tx.execute(sql`UPDATE agent_invites SET uses = uses + 1 WHERE id = ${id}`);
  },
  invites: async (agentId: number) =>
    rowsOf<{
      id: number;
      code: string;
      account_type: number;
      offers: { kind: ContractKind; cycle: DividendCycle | null; tiers: ContractTier[] }[];
      uses: number;
      created_at: string;
    }>(
      await db.execute(sql`SELECT id::int AS id, code, account_type, offers, uses, created_at FROM agent_invites WHERE agent_id = ${agentId} AND enabled
        ORDER BY id DESC LIMIT 50`),
    ),
  addInvite: async (v: { merchantId: number; agentId: number; code: string; accountType: number; offers: unknown[] }) =>
    one<{ id: number }>(
      await db.execute(sql`INSERT INTO agent_invites (merchant_id, agent_id, code, account_type, offers)
        VALUES (${v.merchantId}, ${v.agentId}, ${v.code}, ${v.accountType}, ${JSON.stringify(v.offers)}::jsonb) RETURNING id::int AS id`),
    )?.id as number,
  disableInvite: async (agentId: number, id: number) =>
    rowsOf(
      await db.execute(sql`UPDATE agent_invites SET enabled = false WHERE id = ${id} AND agent_id = ${agentId} AND enabled RETURNING id`),
    ).length,
  /** A member or sub-agent made by its agent, and its `member.registered` event, in one transaction. */
  createMember: async (v: {
    merchantId: number;
    account: string;
    type: number;
    /** null: a top-level account (an operator's new agent). */
    parentId: number | null;
    passwordHash: string;
    inviteCode: string;
    at: Date;
  }) =>
    db.transaction(async (tx) => {
      const row = one<{ id: number }>(
        await tx.execute(sql`INSERT INTO members (merchant_id, account, nickname, type, password_hash, parent_id, invite_code, password_changed_at, register_method)
          VALUES (${v.merchantId}, ${v.account}, ${v.account}, ${v.type}, ${v.passwordHash}, ${v.parentId}, ${v.inviteCode}, ${v.at.toISOString()}::timestamptz, 'AGENT')
          ON CONFLICT (merchant_id, account) DO NOTHING RETURNING id::int AS id`),
      );
      if (!row) return null;
      await writeEvent(tx, {
        merchantId: v.merchantId,
        type: 'member.registered',
        subjectId: row.id,
        aggregateId: `member:${row.id}`,
        payload: { account: v.account, parentId: v.parentId, method: 'AGENT', kind: 'agent' },
      });
      return row.id;
    }),
});
