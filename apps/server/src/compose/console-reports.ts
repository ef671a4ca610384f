import type { ConsoleDeps, ConsolePart } from './console-types';

/** The operator console's reports area (issue 32): not yet wired. */
export const createReportsPart = (_deps: ConsoleDeps): ConsolePart => ({ register: async () => {} });
