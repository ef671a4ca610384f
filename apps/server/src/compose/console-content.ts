import type { ConsoleDeps, ConsolePart } from './console-types';

/** The operator console's content area (issue 32): not yet wired. */
export const createContentPart = (_deps: ConsoleDeps): ConsolePart => ({ register: async () => {} });
