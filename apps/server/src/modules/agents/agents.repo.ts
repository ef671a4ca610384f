import type { Db } from '../../db/client';
import { createAgentBillsRepo } from './agent-bills.repo';
import { createAgentContractsRepo } from './agent-contracts.repo';
import { createAgentInvitesRepo } from './agent-invites.repo';
import { createAgentSettlementRepo } from './agent-settlement.repo';
import { createAgentStatsRepo } from './agent-stats.repo';
import { createAgentTeamRepo } from './agent-team.repo';
import { createAgentTemplatesRepo } from './agent-templates.repo';
import { createAgentTreeRepo } from './agent-tree.repo';

export type { BillRow } from './agent-bills.repo';
export type { ContractRow, OfferTerms } from './agent-contracts.repo';
export { GAP_CAP, type MemberDelta } from './agent-stats.repo';
export type { TeamSums } from './agent-team.repo';

/** Every statement of the agents module. */
export const createAgentsRepo = (db: Db) => ({
  // ---- the tree ----------------------------------------------------------------------------------------------
  ...createAgentTreeRepo(db),
  // ---- the team's reports (the read model) -------------------------------------------------------------------
  ...createAgentTeamRepo(db),
  // ---- the consumer ------------------------------------------------------------------------------------------
  ...createAgentStatsRepo(),
  // ---- contracts ---------------------------------------------------------------------------------------------
  ...createAgentContractsRepo(db),
  ...createAgentTemplatesRepo(db),
  // ---- settlement --------------------------------------------------------------------------------------------
  ...createAgentSettlementRepo(db),
  ...createAgentBillsRepo(db),
  // ---- invitations and accounts made by agents ------------------------------------------------------------
  ...createAgentInvitesRepo(db),
});
export type AgentsRepo = ReturnType<typeof createAgentsRepo>;
