import { defineEndpoints } from '../endpoint';
import { z } from 'zod';
import {
  playerGraphValue,
  riskCaseValue,
  riskCasesQuery,
  riskCasesValue,
  riskCloseBody,
  riskNoteBody,
  riskRuleBody,
  riskRulesValue,
} from '../risk';
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
  rules: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/risk-rules',
    auth: 'ops',
    params: code,
    value: riskRulesValue,
    summary: 'The fraud rules with this merchant’s settings and the catalogue’s defaults',
    tags,
  },
  setRule: {
    method: 'PUT',
    path: '/ops/v1/merchants/:code/risk-rules/:rule',
    auth: 'ops',
    params: code.extend({ rule: z.string().regex(/^[A-Z_]{3,32}$/) }),
    body: riskRuleBody,
    value: riskRulesValue,
    summary: 'Switch a rule on or off and set its parameters',
    tags,
  },
  graph: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/players/:account/graph',
    auth: 'ops',
    params: code.extend({ account: z.string().min(1).max(64) }),
    value: playerGraphValue,
    summary: 'Accounts linked to the player by device, network range, bank account or identity data (two steps, at most 40)',
    tags,
  },
});
