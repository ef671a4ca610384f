import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { regulatorExportQuery, regulatorKinds, regulatorOverviewValue } from '../regulator';
import { opsCodeParams as code } from './ops-params';

const tags = ['backoffice'];
const kind = code.extend({ exportKind: z.enum(regulatorKinds) });

/** Regulator exports (issue 32): signed CSV files of large transactions, protection events and house-game fairness. */
export const regulatorOpsApi = defineEndpoints('regulatorOps', {
  overview: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/regulator-exports',
    auth: 'ops',
    params: code,
    value: regulatorOverviewValue,
    summary: 'The export kinds, the signing key (made on first use), the default threshold and the recent exports',
    tags,
  },
  publicKey: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/regulator-key',
    auth: 'ops',
    params: code,
    produces: 'application/x-pem-file',
    summary: 'The public key (PEM) that verifies the merchant’s export signatures, e.g. with openssl pkeyutl',
    tags,
  },
  export: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/regulator-exports/:exportKind',
    auth: 'ops',
    params: kind,
    query: regulatorExportQuery,
    produces: 'text/csv',
    summary: 'One export as CSV: the same bytes for the same range and data; who took it and why is audited',
    tags,
  },
  signature: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/regulator-exports/:exportKind/signature',
    auth: 'ops',
    params: kind,
    query: regulatorExportQuery,
    produces: 'text/plain',
    summary: 'The signature file of the same export: Ed25519 over the CSV bytes and a signed manifest (SHA-256, range, key)',
    tags,
  },
});
