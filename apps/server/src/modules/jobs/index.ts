/** The jobs module's face: what other modules, the seed and app.ts may use. */
export { createJobLease, startScheduler } from './job-lease';
