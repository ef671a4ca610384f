import type { ConsoleDeps, ConsolePart } from './console-types';

/** The operator console's games area (issue 32): not yet wired. */
export const createGamesPart = (_deps: ConsoleDeps): ConsolePart => ({ register: async () => {} });
