import { depositsApi as api } from '@wl/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../core/context';
import { deviceIdOf } from '../../platform/device';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';
import { readProofForm } from '../money';
import type { DepositService } from './deposit.service';

/** The member's deposit calls of contracts' depositsApi: each handler delegates to the deposit service. */
/** Where a deposit order came from (the risk module records it; issue 31). */
export type DepositSignal = (s: {
  merchantId: number;
  memberId: number;
  event: string;
  deviceId?: string;
  ip?: string;
  userAgent?: string;
}) => Promise<unknown>;

export const depositRoutes = async (app: FastifyInstance, opts: { deposits: DepositService; signal?: DepositSignal }) => {
  const { deposits } = opts;
  const signal = async (actor: Actor, req: FastifyRequest) => {
    const ua = req.headers['user-agent'];
    await opts.signal?.({
      merchantId: actor.merchant.id,
      memberId: actor.member.id,
      event: 'DEPOSIT',
      deviceId: deviceIdOf(req),
      ip: req.ip,
      userAgent: typeof ua === 'string' ? ua : undefined,
    });
  };
  route(app, api.channels, ({ merchant }) => deposits.channels(merchant.id));
  route(app, api.list, ({ actor }) => deposits.list(actor));
  route(app, api.gateway, async ({ actor, body, req }) => {
    const r = await deposits.createGateway(actor, body);
    await signal(actor, req);
    return r;
  });
  route(app, api.manual, async ({ actor, req }) => {
    const { fields, proofs } = await readProofForm(req);
    const parsed = api.manual.body.safeParse(fields);
    if (!parsed.success) throw new AppError('request_param_err');
    const r = await deposits.createManual(actor, parsed.data, proofs);
    await signal(actor, req);
    return r;
  });
};

/** The gateway's webhook: public (the gateway has no session), authenticated by the HMAC of the raw body. */
export const depositWebhookRoutes = async (app: FastifyInstance, opts: { deposits: DepositService }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
  route(app, api.webhook, ({ req }) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    const sig = req.headers['x-signature'];
    return opts.deposits.webhook(raw, typeof sig === 'string' ? sig : '');
  });
};
