import { defineEndpoints } from '../endpoint';
import { riskCaseValue, riskCasesQuery, riskCasesValue, riskCloseBody, riskNoteBody } from '../risk';
import { opsCodeParams as code, opsItemParams as item } from './ops-params';

const tags = ['backoffice'];

/** The back office's risk cases: screening hits (and, later, the fraud rules' hits), notes and outcomes. */
export const riskOpsApi = defineEndpoints('riskOps', {
  cases: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/risk-cases',
    auth: 'ops',
    params: code,
    query: riskCasesQuery,
    value: riskCasesValue,
    summary: 'Risk cases by status, oldest first',
    tags,
  },
  case: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/risk-cases/:id',
    auth: 'ops',
    params: item,
    value: riskCaseValue,
    summary: 'One risk case with its evidence and notes',
    tags,
  },
  claim: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/risk-cases/:id/claim',
    auth: 'ops',
    params: item,
    value: riskCaseValue,
    summary: 'Take ownership of a case',
    tags,
  },
  note: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/risk-cases/:id/notes',
    auth: 'ops',
    params: item,
    body: riskNoteBody,
    value: riskCaseValue,
    summary: 'Add a note to a case',
    tags,
  },
  close: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/risk-cases/:id/close',
    auth: 'ops',
    params: item,
    body: riskCloseBody,
    value: riskCaseValue,
    summary: 'Close a case: cleared (withdrawals released), restricted, or account closed with funds returned',
    tags,
  },
});
