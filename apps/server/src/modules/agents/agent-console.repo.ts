import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { ContractKind, ContractStatus, ContractTier } from '../../db/schema';
import { type ContractRow, contractSelect } from './agent-contracts.repo';
import { arr, one } from './agent-sql.repo';
import type { Grain } from './periods';

export type TreeRow = {
  id: number;
  account: string;
  type: number;
  status: string;
  upline: string | null;
  level: number;
  team: number;
  direct: number;
  created_at: string;
};

const nodeSelect = sql`SELECT m.id::int AS id, m.account, m.type, m.status, p.account AS upline, m.created_at,
    (SELECT COALESCE(max(depth), 0) FROM agent_tree u WHERE u.descendant_id = m.id)::int AS level,
    (SELECT count(*) FROM agent_tree d WHERE d.ancestor_id = m.id AND d.depth > 0)::int AS team,
    (SELECT count(*) FROM agent_tree d WHERE d.ancestor_id = m.id AND d.depth = 1)::int AS direct
  FROM members m LEFT JOIN members p ON p.id = m.parent_id`;

/** The back office's reads of the tree, contracts and settlement runs, and its few writes (a promotion). */
export const createAgentConsoleRepo = (db: Db) => {
  const page = async (where: SQL, limit: number, offset: number) => ({
    rows: rowsOf<TreeRow>(await db.execute(sql`${nodeSelect} WHERE ${where} ORDER BY m.account LIMIT ${limit} OFFSET ${offset}`)),
    total: one<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM members m WHERE ${where}`))?.n ?? 0,
  });
  return {
    /** Accounts whose name starts with the text (any kind). */
    search: (merchantId: number, prefix: string, limit: number, offset: number) =>
      page(sql`m.merchant_id = ${merchantId} AND m.account LIKE ${`${prefix.replace(/[%_\\]/g, '')}%`}`, limit, offset),
    /** A parent's direct downlines, or the top-level agents (no upline, an agent type). */
    children: (merchantId: number, parentId: number | null, agentTypes: number[], limit: number, offset: number) =>
      page(
        parentId == null
          ? sql`m.merchant_id = ${merchantId} AND m.parent_id IS NULL AND m.type = ANY(${arr(agentTypes)}::int[])`
          : sql`m.merchant_id = ${merchantId} AND m.parent_id = ${parentId}`,
        limit,
        offset,
      ),
    /** Live contracts (active or offered) of these accounts. */
    liveContracts: async (ids: number[]) =>
      ids.length === 0
        ? []
        : rowsOf<{ id: number; agent_id: number; kind: ContractKind; status: ContractStatus; tiers: ContractTier[] }>(
            await db.execute(sql`SELECT id::int AS id, agent_id::int AS agent_id, kind, status, tiers FROM agent_contracts
              WHERE agent_id = ANY(${arr(ids)}::bigint[]) AND status IN ('ACTIVE', 'OFFERED') ORDER BY kind, id`),
          ),
    contractsPage: async (
      merchantId: number,
      q: { agentId?: number; kind?: ContractKind; status?: ContractStatus },
      limit: number,
      offset: number,
    ) => {
      const where = sql`c.merchant_id = ${merchantId} ${q.agentId != null ? sql`AND c.agent_id = ${q.agentId}` : sql``}
        ${q.kind ? sql`AND c.kind = ${q.kind}` : sql``} ${q.status ? sql`AND c.status = ${q.status}` : sql``}`;
      return {
        rows: rowsOf<ContractRow>(
          await db.execute(sql`${contractSelect} WHERE ${where} ORDER BY c.id DESC LIMIT ${limit} OFFSET ${offset}`),
        ),
        total: one<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM agent_contracts c WHERE ${where}`))?.n ?? 0,
      };
    },
    /** Settlement runs of a kind, newest first. */
    runs: async (merchantId: number, kind: ContractKind, limit: number) =>
      rowsOf<{ period: string; status: 'SETTLED' | 'VOID'; bills: number; total: string; at: string }>(
        await db.execute(sql`SELECT period, status, bills, total::text AS total, at FROM agent_periods
          WHERE merchant_id = ${merchantId} AND kind = ${kind} ORDER BY period DESC LIMIT ${limit}`),
      ),
    /** Periods of a grain since `from` in which holders of a kind's contracts had team play (by the read model). */
    playedPeriods: async (merchantId: number, kind: ContractKind, grain: Grain, from: string) =>
      rowsOf<{ period: string }>(
        await db.execute(sql`SELECT DISTINCT s.period FROM agent_team_stats s
          WHERE s.agent_id IN (SELECT agent_id FROM agent_contracts WHERE merchant_id = ${merchantId} AND kind = ${kind}
            AND status IN ('ACTIVE', 'TERMINATED'))
            AND s.grain = ${grain} AND s.period >= ${from} AND (s.valid_bet <> 0 OR s.stake <> 0)
          ORDER BY s.period DESC LIMIT 50`),
      ).map((r) => r.period),
    accountsOf: async (ids: number[]) =>
      new Map(
        ids.length === 0
          ? []
          : rowsOf<{ id: number; account: string }>(
              await db.execute(sql`SELECT id::int AS id, account FROM members WHERE id = ANY(${arr(ids)}::bigint[])`),
            ).map((r) => [r.id, r.account]),
      ),
    /** A member becomes an agent (its type); answers whether the row changed. */
    setType: async (merchantId: number, id: number, from: number, to: number) =>
      rowsOf(
        await db.execute(
          sql`UPDATE members SET type = ${to} WHERE merchant_id = ${merchantId} AND id = ${id} AND type = ${from} RETURNING id`,
        ),
      ).length === 1,
  };
};
export type AgentConsoleRepo = ReturnType<typeof createAgentConsoleRepo>;
