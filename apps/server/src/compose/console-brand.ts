import type { ConsoleDeps, ConsolePart } from './console-types';

/** The operator console's brand area (issue 32): not yet wired. */
export const createBrandPart = (_deps: ConsoleDeps): ConsolePart => ({ register: async () => {} });
