import { defineEndpoints } from '../endpoint';
import { vendorParamsShape } from '../games-ops';
import { vendorProtocolBody, vendorProtocolRow, vendorProtocolsValue } from '../vendor-protocols';
import { reconciliationExportQuery, reconciliationQuery, reconciliationValue } from '../vendor-reconciliation';
import { opsCodeParams as code } from './ops-params';

/**
 * A real vendor's call to the operator in the vendor's own format (issue 34): `/vendor-api/{vendor}/{merchant}/<path>`,
 * the raw body handed to the merchant's configured protocol, which checks the vendor's signature and answers in the
 * vendor's format; an unconfigured or disabled vendor gets 404.
 */
const inbound = {
  path: '/vendor-api/:vendor/:merchant/*',
  auth: 'public' as const,
  bodyKind: 'raw' as const,
  produces: 'application/json',
  noRateLimit: true,
  serverToServer: true,
  summary: 'A vendor protocol’s call (the vendor’s own format and signature), routed by vendor and merchant',
  tags: ['vendor'],
};

export const vendorProtocolsApi = defineEndpoints('vendorProtocols', {
  inboundGet: { ...inbound, method: 'GET' },
  inboundPost: { ...inbound, method: 'POST' },
  list: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/vendor-protocols',
    auth: 'ops',
    params: code,
    value: vendorProtocolsValue,
    summary: 'The merchant’s vendors on a real protocol: protocol, currency, on or off, settings, and the names of the secrets set',
    tags: ['backoffice'],
  },
  set: {
    method: 'PUT',
    path: '/ops/v1/merchants/:code/vendor-protocols/:vassalage',
    auth: 'ops',
    params: code.extend({ vassalage: vendorParamsShape }),
    body: vendorProtocolBody,
    value: vendorProtocolRow,
    summary: 'Put a vendor on a protocol or change it (a secret left out keeps its value; secrets are never answered)',
    tags: ['backoffice'],
  },
  reconciliation: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/vendors/:vassalage/reconciliation',
    auth: 'ops',
    params: code.extend({ vassalage: vendorParamsShape }),
    query: reconciliationQuery,
    value: reconciliationValue,
    summary: 'A vendor’s figures per day (rounds, bets, wins, rollbacks, credits, net, open rounds) to compare with its statement',
    tags: ['backoffice'],
  },
  reconciliationExport: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/vendors/:vassalage/reconciliation/export',
    auth: 'ops',
    params: code.extend({ vassalage: vendorParamsShape }),
    query: reconciliationExportQuery,
    produces: 'text/csv',
    summary: 'A vendor’s reconciliation as CSV (every day of the range, then the totals); who exported what and why is audited',
    tags: ['backoffice'],
  },
});
