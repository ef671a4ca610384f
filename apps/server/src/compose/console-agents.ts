import type { ConsoleDeps, ConsolePart } from './console-types';

/** The operator console's agents area (issue 32): not yet wired. */
export const createAgentsPart = (_deps: ConsoleDeps): ConsolePart => ({ register: async () => {} });
