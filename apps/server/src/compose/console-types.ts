import type { FastifyInstance } from 'fastify';
import type { Config } from '../core/config';
import type { RedisHandle } from '../core/redis';
import type { Db } from '../db/client';
import type { CatalogueService } from '../modules/catalogue';
import type { ScheduledJob } from '../modules/jobs';
import type { MerchantService } from '../modules/merchants';
import type { createOutbox } from '../modules/outbox';

/** What the operator console's parts (issue 32) are built from. */
export type ConsoleDeps = {
  db: Db;
  config: Config;
  redis: RedisHandle | null;
  outbox: ReturnType<typeof createOutbox>;
  merchants: MerchantService;
  catalogue: CatalogueService;
  now: () => Date;
};

/** One area of the operator console: its routes, and the jobs it runs on the scheduler (if any). */
export type ConsolePart = { register: (app: FastifyInstance) => Promise<void>; jobs?: ScheduledJob[] };
