import { agentsConsoleRoutes } from '../modules/agents';
import type { ConsoleDeps, ConsolePart } from './console-types';

/** The operator console's agents area (issue 32): the tree, contracts, settlement runs and their preview, voids. */
export const createAgentsPart = (deps: ConsoleDeps): ConsolePart => ({
  register: async (app) => {
    await app.register(agentsConsoleRoutes, deps.agents);
  },
});
