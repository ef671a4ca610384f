/** The ops module's face: what other modules, the seed and app.ts may use. */
export { type DevJobs, devJobsRoutes } from './dev-jobs.routes';
export { createOpsAuth, type OpsAuth } from './ops-auth';
export { opsCaller, opsWalletRoutes } from './ops-wallet.routes';
export { opsRoutes } from './ops.routes';
export { createOpsService, type OpsService } from './ops.service';
