import { depositsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';
import { readProofForm } from '../money';
import type { DepositService } from './deposit.service';

/** The member's deposit calls of contracts' depositsApi: each handler delegates to the deposit service. */
export const depositRoutes = async (app: FastifyInstance, opts: { deposits: DepositService }) => {
  const { deposits } = opts;
  route(app, api.channels, ({ merchant }) => deposits.channels(merchant.id));
  route(app, api.list, ({ actor }) => deposits.list(actor));
  route(app, api.gateway, ({ actor, body }) => deposits.createGateway(actor, body));
  route(app, api.manual, async ({ actor, req }) => {
    const { fields, proofs } = await readProofForm(req);
    const parsed = api.manual.body.safeParse(fields);
    if (!parsed.success) throw new AppError('request_param_err');
    return deposits.createManual(actor, parsed.data, proofs);
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
