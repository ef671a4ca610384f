import type { ConsoleDeps, ConsolePart } from './console-types';

/** The operator console's regulator area (issue 32): not yet wired. */
export const createRegulatorPart = (_deps: ConsoleDeps): ConsolePart => ({ register: async () => {} });
