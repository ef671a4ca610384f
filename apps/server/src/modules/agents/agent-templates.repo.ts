import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import type { ContractKind, ContractTier, DividendCycle } from '../../db/schema';
import { one } from './agent-sql.repo';

/** A merchant's contract templates. */
export const createAgentTemplatesRepo = (db: Db) => ({
  templates: async (merchantId: number) =>
    rowsOf<{ id: number; name: string; kind: ContractKind; cycle: DividendCycle | null; tiers: ContractTier[]; enabled: boolean }>(
      await db.execute(
        sql`SELECT id, name, kind, cycle, tiers, enabled FROM agent_contract_templates WHERE merchant_id = ${merchantId} ORDER BY id`,
      ),
    ),
  addTemplate: async (
    merchantId: number,
    v: { name: string; kind: ContractKind; cycle: DividendCycle | null; tiers: ContractTier[]; enabled: boolean },
  ) =>
    one<{ id: number }>(
      await db.execute(sql`INSERT INTO agent_contract_templates (merchant_id, kind, name, cycle, tiers, enabled)
        VALUES (${merchantId}, ${v.kind}, ${v.name}, ${v.cycle}, ${JSON.stringify(v.tiers)}::jsonb, ${v.enabled}) RETURNING id`),
    )?.id as number,
});
