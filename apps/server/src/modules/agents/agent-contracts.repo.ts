import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { ContractKind, ContractStatus, ContractTier, DividendCycle } from '../../db/schema';
import { arr, one } from './agent-sql.repo';

export type ContractRow = {
  id: number;
  merchant_id: number;
  kind: ContractKind;
  agent_id: number;
  upline_id: number | null;
  status: ContractStatus;
  cycle: DividendCycle | null;
  tiers: ContractTier[];
  template_id: number | null;
  pending_termination: boolean;
  offered_at: string;
  expires_at: string;
  decided_at: string | null;
  ended_at: string | null;
  end_reason: string | null;
  agent_account: string;
  upline_account: string | null;
};

/** An offer's terms: who offers which contract to whom (the upline null: the merchant). */
export type OfferTerms = {
  merchantId: number;
  kind: ContractKind;
  agentId: number;
  uplineId: number | null;
  cycle: DividendCycle | null;
  tiers: ContractTier[];
  templateId: number | null;
};

export const contractSelect = sql`SELECT c.id::int AS id, c.merchant_id, c.kind, c.agent_id::int AS agent_id, c.upline_id::int AS upline_id, c.status,
  c.cycle, c.tiers, c.template_id, c.pending_termination, c.offered_at, c.expires_at, c.decided_at, c.ended_at, c.end_reason,
  a.account AS agent_account, u.account AS upline_account
  FROM agent_contracts c JOIN members a ON a.id = c.agent_id LEFT JOIN members u ON u.id = c.upline_id`;

/** Contracts: reading them, locking them for a change, offering them and changing their status. */
export const createAgentContractsRepo = (db: Db) => ({
  contract: async (merchantId: number, id: number, tx: Db = db) =>
    one<ContractRow>(await tx.execute(sql`${contractSelect} WHERE c.merchant_id = ${merchantId} AND c.id = ${id}`)),
  contractsOf: async (agentId: number, statuses: ContractStatus[]) =>
    rowsOf<ContractRow>(
      await db.execute(
        sql`${contractSelect} WHERE c.agent_id = ${agentId} AND c.status = ANY(${arr(statuses)}::text[]) ORDER BY c.kind, c.id DESC`,
      ),
    ),
  everHeld: async (agentId: number) =>
    rowsOf<{ kind: ContractKind }>(
      await db.execute(sql`SELECT DISTINCT kind FROM agent_contracts WHERE agent_id = ${agentId} AND status IN ('ACTIVE', 'TERMINATED')`),
    ).map((r) => r.kind),
  /** Serialises contract changes of these members (their rows, in id order): offers, answers and the cap checks. */
  lockMembers: async (tx: Db, ids: number[]) => {
    await tx.execute(sql`SELECT id FROM members WHERE id = ANY(${arr(ids)}::bigint[]) ORDER BY id FOR UPDATE`);
  },
  /** Locks an agent's contracts of a kind (and its direct downlines' of that kind) for a change. */
  lockKind: async (tx: Db, agentId: number, kind: ContractKind) =>
    rowsOf<ContractRow>(
      await tx.execute(sql`${contractSelect} WHERE (c.agent_id = ${agentId} OR c.upline_id = ${agentId}) AND c.kind = ${kind}
        AND c.status IN ('ACTIVE', 'OFFERED') ORDER BY c.id FOR UPDATE OF c`),
    ),
  activeOf: async (agentId: number, kind: ContractKind, tx: Db = db) =>
    one<ContractRow>(await tx.execute(sql`${contractSelect} WHERE c.agent_id = ${agentId} AND c.kind = ${kind} AND c.status = 'ACTIVE'`)),
  insertOffer: async (tx: Db, v: OfferTerms & { expiresAt: Date }) =>
    one<{ id: number }>(
      await tx.execute(sql`INSERT INTO agent_contracts (merchant_id, kind, agent_id, upline_id, status, cycle, tiers, template_id, expires_at)
        VALUES (${v.merchantId}, ${v.kind}, ${v.agentId}, ${v.uplineId}, 'OFFERED', ${v.cycle}, ${JSON.stringify(v.tiers)}::jsonb, ${v.templateId},
        ${v.expiresAt.toISOString()}) RETURNING id::int AS id`),
    )?.id as number,
  setStatus: async (tx: Db, ids: number[], from: ContractStatus[], to: ContractStatus, reason: string | null, at: Date) =>
    ids.length === 0
      ? 0
      : rowsOf(
          await tx.execute(sql`UPDATE agent_contracts SET status = ${to}, pending_termination = false,
            decided_at = CASE WHEN ${to} IN ('ACTIVE', 'REFUSED') THEN ${at.toISOString()}::timestamptz ELSE decided_at END,
            ended_at = CASE WHEN ${to} IN ('TERMINATED', 'EXPIRED') THEN ${at.toISOString()}::timestamptz ELSE ended_at END,
            end_reason = COALESCE(${reason}, end_reason)
            WHERE id = ANY(${arr(ids)}::bigint[]) AND status = ANY(${arr(from)}::text[]) RETURNING id`),
        ).length,
  setPendingTermination: async (tx: Db, id: number, pending: boolean) =>
    rowsOf(
      await tx.execute(
        sql`UPDATE agent_contracts SET pending_termination = ${pending} WHERE id = ${id} AND status = 'ACTIVE' RETURNING id`,
      ),
    ).length,
  /** Offers nobody answered in time: EXPIRED. */
  expireOffers: async (at: Date) =>
    rowsOf(
      await db.execute(sql`UPDATE agent_contracts SET status = 'EXPIRED', ended_at = ${at.toISOString()}::timestamptz, end_reason = 'NOT_ANSWERED'
        WHERE status = 'OFFERED' AND expires_at <= ${at.toISOString()}::timestamptz RETURNING id`),
    ).length,
  contractsOfMembers: async (ids: number[]) =>
    ids.length === 0
      ? []
      : rowsOf<{ agent_id: number; kind: ContractKind; status: ContractStatus; tiers: ContractTier[] }>(
          await db.execute(sql`SELECT agent_id::int AS agent_id, kind, status, tiers FROM agent_contracts
            WHERE agent_id = ANY(${arr(ids)}::bigint[]) AND status IN ('ACTIVE', 'OFFERED')`),
        ),
});
