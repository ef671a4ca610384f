/** The jobs module's face: what other modules, the seed and app.ts may use. */
export { createJobLease, type ScheduledJob, startScheduler } from './job-lease';
