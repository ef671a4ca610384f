import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { ContractKind, ContractTier, DividendCycle } from '../../db/schema';
import { arr, firstIn, one } from './agent-sql.repo';
import type { Grain } from './periods';

/** What settlement reads before it bills: who settles, their contracts, team figures of a period, carries; closed periods. */
export const createAgentSettlementRepo = (db: Db) => ({
  /** Merchants with active contracts, and each kind / cycle they hold. */
  settlingMerchants: async () =>
    rowsOf<{ merchant_id: number; time_zone: string; kind: ContractKind; cycle: DividendCycle | null }>(
      await db.execute(sql`SELECT DISTINCT c.merchant_id, m.time_zone, c.kind, c.cycle FROM agent_contracts c JOIN merchants m ON m.id = c.merchant_id
        WHERE c.status = 'ACTIVE'`),
    ),
  settings: async (merchantId: number) =>
    one<{ settings: { agentTypes: number[]; trialTypes: number[] } }>(
      await db.execute(sql`SELECT settings FROM merchants WHERE id = ${merchantId}`),
    )?.settings ?? { agentTypes: [1, 2, 41, 42], trialTypes: [4] },
  timeZone: async (merchantId: number) =>
    one<{ time_zone: string }>(await db.execute(sql`SELECT time_zone FROM merchants WHERE id = ${merchantId}`))?.time_zone ?? 'UTC',
  periodRow: async (merchantId: number, kind: ContractKind, period: string) =>
    one<{ status: 'SETTLED' | 'VOID' }>(
      await db.execute(sql`SELECT status FROM agent_periods WHERE merchant_id = ${merchantId} AND kind = ${kind} AND period = ${period}`),
    ),
  /** Contracts active during a period (active now, or ended after it started), each with its agent's level. */
  contractsFor: async (merchantId: number, kind: ContractKind, cycle: DividendCycle | null, periodStart: Date, periodEnd: Date) =>
    rowsOf<{ id: number; agent_id: number; upline_id: number | null; tiers: ContractTier[]; level: number }>(
      await db.execute(sql`SELECT * FROM (SELECT DISTINCT ON (c.agent_id) c.id::int AS id, c.agent_id::int AS agent_id,
          c.upline_id::int AS upline_id, c.tiers,
          (SELECT COALESCE(max(depth), 0) FROM agent_tree t WHERE t.descendant_id = c.agent_id)::int AS level
        FROM agent_contracts c
        WHERE c.merchant_id = ${merchantId} AND c.kind = ${kind} AND c.cycle IS NOT DISTINCT FROM ${cycle}
          AND c.decided_at < ${periodEnd.toISOString()}::timestamptz
          AND (c.status = 'ACTIVE' OR (c.status = 'TERMINATED' AND c.ended_at > ${periodStart.toISOString()}::timestamptz))
        ORDER BY c.agent_id, c.decided_at DESC) x ORDER BY level, id`),
    ),
  /** Team figures of a period for many agents at once. */
  teamPeriod: async (agentIds: number[], grain: Grain, keys: string[]) =>
    agentIds.length === 0
      ? []
      : rowsOf<{ agent_id: number; valid_bet: string; net_loss: string; active: number }>(
          await db.execute(sql`SELECT agent_id::int AS agent_id, COALESCE(sum(valid_bet), 0)::text AS valid_bet,
              COALESCE(sum(stake - payout - bonus - rebate), 0)::text AS net_loss, COALESCE(sum(active), 0)::int AS active
            FROM agent_team_stats WHERE agent_id = ANY(${arr(agentIds)}::bigint[]) AND grain = ${grain} AND period = ANY(${arr(keys)}::text[])
            GROUP BY agent_id`),
        ),
  /** Distinct active team members over consecutive days (a dividend's week or month), for many agents (first-day rows). */
  activeOverMany: async (agentIds: number[], keys: string[]) => {
    const days = [...keys].sort();
    const from = days[0];
    const to = days.at(-1);
    if (agentIds.length === 0 || !from || !to) return [];
    return rowsOf<{ agent_id: number; n: number }>(
      await db.execute(sql`SELECT agent_id::int AS agent_id, COALESCE(sum(n), 0)::int AS n FROM agent_level_firsts
        WHERE agent_id = ANY(${arr(agentIds)}::bigint[]) AND kind = 'A' AND ${firstIn(from, to)}
        GROUP BY agent_id`),
    );
  },
  lastCarry: async (contractIds: number[]) =>
    contractIds.length === 0
      ? []
      : rowsOf<{ contract_id: number; carry_out: string }>(
          await db.execute(sql`SELECT DISTINCT ON (contract_id) contract_id::int AS contract_id, carry_out::text AS carry_out FROM agent_bills
            WHERE contract_id = ANY(${arr(contractIds)}::bigint[]) AND status <> 'VOID' ORDER BY contract_id, id DESC`),
        ),
  closePeriods: async (merchantId: number, grain: Grain, keys: string[]) => {
    if (keys.length === 0) return;
    await db.execute(sql`INSERT INTO agent_closed_periods (merchant_id, grain, period) SELECT ${merchantId}, ${grain}, unnest(${arr(keys)}::text[])
      ON CONFLICT DO NOTHING`);
  },
});
