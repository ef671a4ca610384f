import type { FastifyInstance } from 'fastify';
import type { ConsoleDeps, ConsolePart } from './console-types';
import { createAgentsPart } from './console-agents';
import { createBrandPart } from './console-brand';
import { createContentPart } from './console-content';
import { createGamesPart } from './console-games';
import { createPromotionsPart } from './console-promotions';
import { createRegulatorPart } from './console-regulator';
import { createReportsPart } from './console-reports';
import { createRetentionPart } from './console-retention';

/**
 * The operator console's server side: content, promotions, games and vendors, agents, brand settings, reports and
 * regulator exports, each put together in its own file so that one area's wiring never touches another's.
 */
export const createConsole = (deps: ConsoleDeps) => {
  const parts: ConsolePart[] = [
    createContentPart(deps),
    createPromotionsPart(deps),
    createGamesPart(deps),
    createAgentsPart(deps),
    createBrandPart(deps),
    createReportsPart(deps),
    createRegulatorPart(deps),
    createRetentionPart(deps),
  ];
  return {
    jobs: parts.flatMap((p) => p.jobs ?? []),
    register: async (app: FastifyInstance) => {
      for (const p of parts) await p.register(app);
    },
  };
};
