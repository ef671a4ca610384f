import { approvalDecisionValue, approvalsQuery, approvalsValue, fourEyesThresholdBody, fourEyesThresholdsValue } from '../approvals';
import { defineEndpoints } from '../endpoint';
import { opsReasonBody } from '../ops';
import { opsCodeParams as code, opsItemParams as item } from './ops-params';

const tags = ['ops'];

/** Four-eyes: money actions waiting for a second operator, their decisions, and the thresholds (decision 024). */
export const approvalsOpsApi = defineEndpoints('approvalsOps', {
  list: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/approvals',
    auth: 'ops',
    params: code,
    query: approvalsQuery,
    value: approvalsValue,
    summary: "A merchant's four-eyes requests, newest first (by state)",
    tags,
  },
  approve: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/approvals/:id/approve',
    auth: 'ops',
    params: item,
    value: approvalDecisionValue,
    summary: 'Approve a request another operator made: the money moves now, once',
    tags,
  },
  reject: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/approvals/:id/reject',
    auth: 'ops',
    params: item,
    body: opsReasonBody,
    value: approvalDecisionValue,
    summary: 'Reject a request: no money moves',
    tags,
  },
  thresholds: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/four-eyes',
    auth: 'ops',
    params: code,
    value: fourEyesThresholdsValue,
    summary: "A merchant's four-eyes thresholds per role and action",
    tags,
  },
  setThreshold: {
    method: 'PUT',
    path: '/ops/v1/merchants/:code/four-eyes',
    auth: 'ops',
    params: code,
    body: fourEyesThresholdBody,
    value: fourEyesThresholdsValue,
    summary: "Set a role's four-eyes threshold for an action (null: the role acts alone)",
    tags,
  },
});
