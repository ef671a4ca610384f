/** The vendor protocols module's face (issue 34, decision 030). */
export type * from './kit';
export { protocols } from './registry';
