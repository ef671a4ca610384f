/** The agents module's face: the agent centre, contracts, the read model's consumer and settlement. */
import type { Reads } from '../../db/client';
import type { FastifyInstance } from 'fastify';
import { CONSUMER_BATCH, CONSUMER_POLL_MS, type ConsumerSpec } from '../outbox';
import { AGENTS_CONSUMER, agentEvents, createAgentsConsumer } from './agents.consumer';
import { createAgentsConsole } from './agents-console.service';
import { createAgentsRepo } from './agents.repo';
import { agentsRoutes } from './agents.routes';
import { createContractsService } from './contracts.service';
import { createRebuild } from './rebuild.repo';
import { createRegisterCentre } from './register-centre.service';
import { type SettlementDeps, createSettlementService } from './settlement.service';
import { createTeamService } from './team.service';

export { AGENTS_CONSUMER, agentEvents } from './agents.consumer';
export { agentsConsoleRoutes, type AgentVoidGate } from './agents-console.routes';
export type { AgentsConsole } from './agents-console.service';
export type { SettlementService } from './settlement.service';
export { periodKey, periodBounds, previousPeriod, dayKey } from './periods';
export { rateOf, amountOf, dividendOf, withinRates } from './tiers';

/**
 * The agents module put together: app.ts and the tests build it the same way. `caughtUpTo` tells settlement whether
 * the consumer has read every event before a moment; `lease` keeps each (merchant, kind, period) run to one copy.
 */
/** `reads`: where the agent centre's reports read (a replica when configured, decision 035). */
export const createAgents = (deps: SettlementDeps & { reads?: Reads }) => {
  const { db, now } = deps;
  const registerCentre = createRegisterCentre({ db, now });
  const consumer = createAgentsConsumer({ db, now, onRegistered: registerCentre.onRegistered });
  const contracts = createContractsService({ db, now });
  const team = createTeamService({ db, reads: deps.reads, now });
  const settlement = createSettlementService(deps);
  const repo = createAgentsRepo(db);
  const rebuild = createRebuild({ db });
  const agentsConsole = createAgentsConsole({ db, now, contracts, settlement });
  const subscription: ConsumerSpec = {
    name: AGENTS_CONSUMER,
    types: agentEvents,
    handle: consumer.handle,
    handleBatch: consumer.handleBatch,
    // Every bet comes here: a batch of what arrived in the last second pays the batch's statements once (decision 014).
    batchSize: CONSUMER_BATCH,
    pollMs: CONSUMER_POLL_MS,
  };
  const jobs = [
    { name: 'agents-settle', run: () => settlement.tick() },
    { name: 'agents-offers-expire', run: () => contracts.expireOffers() },
  ];
  const register = (app: FastifyInstance) => app.register(agentsRoutes, { team, contracts, settlement, repo, registerCentre, rebuild });
  return {
    consumer,
    contracts,
    team,
    settlement,
    registerCentre,
    rebuild,
    /** The back office's agents area (issue 32): its routes are put together in compose/console-agents.ts. */
    console: agentsConsole,
    subscription,
    jobs,
    register,
    invites: { resolve: registerCentre.resolve },
  };
};
export type Agents = ReturnType<typeof createAgents>;
