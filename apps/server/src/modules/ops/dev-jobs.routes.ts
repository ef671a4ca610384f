import { type ContractKindName, devJobsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { route } from '../../platform/endpoint';
import { opsCaller } from './ops-wallet.routes';
import type { OpsService } from './ops.service';

/**
 * The jobs a development aid runs now, as ports app.ts fills from the owning modules (the ops module never reaches
 * into them). Each answers what the owning module's operator call would.
 */
type Value<E extends { value: z.ZodType }> = Promise<z.input<E['value']>>;
export type DevJobs = {
  /** Catches the agents consumer up, then settles the period as at its end. */
  settleAgentPeriod: (merchantId: number, kind: ContractKindName, period?: string) => Value<typeof api.settleAgentPeriod>;
  drawLottery: (merchantId: number, drawId: number) => Value<typeof api.drawLottery>;
  autoReceipt: (merchantId: number, withdrawalId: number) => Value<typeof api.autoReceipt>;
  /** The player's next reality check falls due now. */
  realityCheck: (merchantId: number, account: string) => Value<typeof api.realityCheck>;
};

/**
 * Development aids that run a periodic job for one period or item now (tests drive time instead of waiting for it).
 * app.ts registers them only outside production, so there no route answers (404 `route.not_found`).
 */
export const devJobsRoutes = async (app: FastifyInstance, opts: { ops: OpsService; jobs: DevJobs }) => {
  const { ops, jobs } = opts;
  route(app, api.settleAgentPeriod, ({ req, params, body }) =>
    ops.act(opsCaller(req), 'admin', params.code, 'dev.agents_settle', body, ({ merchantId }) =>
      jobs.settleAgentPeriod(merchantId, body.kind, body.period),
    ),
  );
  route(app, api.drawLottery, ({ req, params }) =>
    ops.act(opsCaller(req), 'admin', params.code, 'dev.lottery_draw', { id: params.id }, ({ merchantId }) =>
      jobs.drawLottery(merchantId, params.id),
    ),
  );
  route(app, api.autoReceipt, ({ req, params }) =>
    ops.act(opsCaller(req), 'admin', params.code, 'dev.auto_receipt', { id: params.id }, ({ merchantId }) =>
      jobs.autoReceipt(merchantId, params.id),
    ),
  );
  route(app, api.realityCheck, ({ req, params }) =>
    ops.act(opsCaller(req), 'admin', params.code, 'dev.reality_check', { account: params.account }, ({ merchantId }) =>
      jobs.realityCheck(merchantId, params.account),
    ),
  );
};
