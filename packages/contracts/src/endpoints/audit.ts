import { auditCheckpointValue, auditListQuery, auditListValue, auditVerifyValue } from '../audit';
import { defineEndpoints } from '../endpoint';
import { opsCodeParams as code } from './ops-params';

const tags = ['ops'];

/** The audit chain: operators recompute a chain and read where it first breaks (decision 023). */
export const auditOpsApi = defineEndpoints('auditOps', {
  verifyMerchant: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/audit/verify',
    auth: 'ops',
    params: code,
    value: auditVerifyValue,
    summary: "Recompute a merchant's audit chain and report its first broken link",
    tags,
  },
  list: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/audit',
    auth: 'ops',
    params: code,
    query: auditListQuery,
    value: auditListValue,
    summary: "A merchant's audit records, newest first, by action or actor (audit.view)",
    tags,
  },
  verifyPlatform: {
    method: 'GET',
    path: '/ops/v1/audit/verify',
    auth: 'ops',
    value: auditVerifyValue,
    summary: 'Recompute the platform audit chain (actions on no merchant) and report its first broken link',
    tags,
  },
  checkpoint: {
    method: 'POST',
    path: '/ops/v1/audit/checkpoint',
    auth: 'ops',
    value: auditCheckpointValue,
    summary: "Copy every chain's head to the append-only checkpoints now (the audit-checkpoint job does it every 5 minutes)",
    tags,
  },
});
