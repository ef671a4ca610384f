import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { contractKinds, opsSettleValue } from '../agents';
import { opsDraw } from '../lottery';
import { opsMerchantCode } from '../ops';
import { realityCheckValue } from '../protection';
import { withdrawalDetail } from '../wallet';

const tags = ['ops'];
const item = z.object({ code: opsMerchantCode, id: z.coerce.number().int().positive() });

/**
 * Development aids (absent in production, as the member session is): a periodic job run for one period or item now,
 * so tests and browser journeys drive time instead of waiting for it. Message sends and event consumers already have
 * their run-now calls (messagesOps.runSends, outbox.drain).
 */
export const devJobsApi = defineEndpoints('devJobs', {
  settleAgentPeriod: {
    method: 'POST',
    path: '/ops/v1/dev/merchants/:code/agent-periods/settle-now',
    auth: 'ops',
    params: z.object({ code: opsMerchantCode }),
    body: z.object({ kind: z.enum(contractKinds), period: z.string().min(4).max(24).optional() }),
    value: opsSettleValue,
    summary: 'Outside production: settle a period (the current one by default) as if it had ended, after the agents consumer caught up',
    tags,
    hidden: true,
  },
  drawLottery: {
    method: 'POST',
    path: '/ops/v1/dev/merchants/:code/lottery/draws/:id/draw-now',
    auth: 'ops',
    params: item,
    value: opsDraw,
    summary: 'Outside production: close a draw now; a house draw is also drawn and settled',
    tags,
    hidden: true,
  },
  autoReceipt: {
    method: 'POST',
    path: '/ops/v1/dev/merchants/:code/withdrawals/:id/auto-receipt-now',
    auth: 'ops',
    params: item,
    value: withdrawalDetail,
    summary: "Outside production: a paid withdrawal's auto-receipt run as at the moment it falls due",
    tags,
    hidden: true,
  },
  realityCheck: {
    method: 'POST',
    path: '/ops/v1/dev/merchants/:code/players/:account/reality-check-now',
    auth: 'ops',
    params: z.object({ code: opsMerchantCode, account: z.string().min(1).max(64) }),
    value: realityCheckValue,
    summary: "Outside production: the player's next reality check falls due now (sent over the socket, play paused)",
    tags,
    hidden: true,
  },
});
