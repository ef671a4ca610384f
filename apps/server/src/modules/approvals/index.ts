/** The approvals module's face: four-eyes on operators' money actions (decision 024). */
export { approvalsRoutes } from './approvals.routes';
export { type AdjustPort, type ApprovalsService, createApprovalsService } from './approvals.service';
