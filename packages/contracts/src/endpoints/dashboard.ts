import { dashboardValue } from '../dashboard';
import { defineEndpoints } from '../endpoint';
import { opsCodeParams as code } from './ops-params';

/** The back office's first page: today's money and play and the sizes of the queues. */
export const dashboardOpsApi = defineEndpoints('dashboardOps', {
  today: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/dashboard',
    auth: 'ops',
    params: code,
    value: dashboardValue,
    summary: "Today's deposits, withdrawals, stakes, GGR and active players, and pending queue sizes",
    tags: ['backoffice'],
  },
});
