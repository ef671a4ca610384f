import type { FastifyInstance } from 'fastify';
import type { Config } from '../core/config';
import type { RedisHandle } from '../core/redis';
import type { Db } from '../db/client';
import type { CatalogueService } from '../modules/catalogue';
import type { GameAdminDeps } from '../modules/game-admin';
import type { AgentVoidGate, AgentsConsole, SettlementService } from '../modules/agents';
import type { ScheduledJob } from '../modules/jobs';
import type { MerchantService } from '../modules/merchants';
import type { createOutbox } from '../modules/outbox';

/** What the operator console's parts (issue 32) are built from. */
export type ConsoleDeps = {
  db: Db;
  /** Read-only work (reports): a replica when configured (decision 035). */
  read?: Db;
  config: Config;
  redis: RedisHandle | null;
  outbox: ReturnType<typeof createOutbox>;
  merchants: MerchantService;
  catalogue: CatalogueService;
  /**
   * The transfer-wallet recall (a stuck recall retried from the console), whether this copy reaches a vendor, and
   * whether a merchant may switch a vendor between the wallets.
   */
  recall: GameAdminDeps['recall'];
  /** The agents module's back-office side, its settlement, and four-eyes on a void (the approvals module's). */
  agents: { console: AgentsConsole; settlement: SettlementService; voidGate: AgentVoidGate };
  now: () => Date;
};

/** One area of the operator console: its routes, and the jobs it runs on the scheduler (if any). */
export type ConsolePart = { register: (app: FastifyInstance) => Promise<void>; jobs?: ScheduledJob[] };
