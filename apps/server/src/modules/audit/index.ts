/** The audit module's face: the hash-chained audit log's verify and checkpoints (decision 023). */
export { auditRoutes } from './audit.routes';
export { createAuditService, type AuditService } from './audit.service';
