/** The simulators of real vendors' protocols (issue 34): one line per vendor. */
export type * from './types';
