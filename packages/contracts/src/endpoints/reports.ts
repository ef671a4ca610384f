import { defineEndpoints } from '../endpoint';
import { reportExportQuery, reportParams, reportQuery, reportRowsQuery, reportRowsValue, reportValue } from '../reports';
import { opsCodeParams as code } from './ops-params';

const tags = ['backoffice'];
const params = code.merge(reportParams);

/** The back office's reports (decision 028): read from the aggregates, drill-down to the rows, CSV export audited. */
export const reportsOpsApi = defineEndpoints('reportsOps', {
  report: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/reports/:report',
    auth: 'ops',
    params,
    query: reportQuery,
    value: reportValue,
    summary: 'A report over a range of days in a time zone, grouped, with its totals and the previous period’s',
    tags,
  },
  rows: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/reports/:report/rows',
    auth: 'ops',
    params,
    query: reportRowsQuery,
    value: reportRowsValue,
    summary: 'The underlying rows of one key of a report (bets, payments, players, grants), paged',
    tags,
  },
  export: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/reports/:report/export',
    auth: 'ops',
    params,
    query: reportExportQuery,
    produces: 'text/csv',
    summary: 'A report as CSV (every row and the totals); who exported what and why is audited',
    tags,
  },
});
