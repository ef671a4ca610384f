import type { ConsoleDeps, ConsolePart } from './console-types';

/** The operator console's promotions area (issue 32): not yet wired. */
export const createPromotionsPart = (_deps: ConsoleDeps): ConsolePart => ({ register: async () => {} });
