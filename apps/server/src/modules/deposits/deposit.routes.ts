import { depositChannelsValue, depositItem, depositListValue, envelope, gatewayDepositBody, manualDepositFields } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../platform/envelope';
import { readProofForm } from '../wallet';
import { actorOf } from '../../platform/endpoint';
import type { DepositService } from './deposit.service';

const member = { module: 'COMM3', auth: 'required' as const };
const base = { tags: ['deposit'], security: [{ token: [] }] };
const depositView = depositItem.extend({ account: z.string(), payerName: z.string().nullable(), proofFileIds: z.array(z.number()) });

export const depositRoutes = async (app: FastifyInstance, opts: { deposits: DepositService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deposits } = opts;

  r.get(
    '/wps/deposit/channels',
    {
      config: member,
      schema: { ...base, summary: 'Payment channels with their limits', response: { 200: envelope(depositChannelsValue) } },
    },
    async (req) => ok(await deposits.channels(req.merchant.id)),
  );
  r.get(
    '/wps/deposit/list',
    { config: member, schema: { ...base, summary: 'My deposits', response: { 200: envelope(depositListValue) } } },
    async (req) => ok(await deposits.list(actorOf(req))),
  );
  r.post(
    '/wps/deposit/gateway',
    {
      config: member,
      schema: {
        ...base,
        summary: 'Start a gateway deposit; answers the payment page',
        body: gatewayDepositBody,
        response: { 200: envelope(depositView) },
      },
    },
    async (req) => ok(await deposits.createGateway(actorOf(req), req.body)),
  );
  r.post(
    '/wps/deposit/manual',
    {
      config: member,
      schema: {
        ...base,
        summary: 'Manual bank transfer: multipart fields channelCode, amount, requestId, payerName and 1–3 proof images',
        response: { 200: envelope(depositView) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const { fields, proofs } = await readProofForm(req);
      const parsed = manualDepositFields.safeParse(fields);
      if (!parsed.success) throw new AppError('request_param_err');
      return ok(await deposits.createManual(actor, parsed.data, proofs));
    },
  );
};

/** The gateway's webhook: public (the gateway has no session), authenticated by the HMAC of the raw body. */
export const depositWebhookRoutes = async (app: FastifyInstance, opts: { deposits: DepositService }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
  app.post(
    '/wps/pay/webhook',
    {
      config: { public: true },
      schema: { tags: ['deposit'], summary: 'Payment gateway confirmation (X-Signature: hex HMAC-SHA256 of the body)' },
    },
    async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const sig = req.headers['x-signature'];
      return ok(await opts.deposits.webhook(raw, typeof sig === 'string' ? sig : ''));
    },
  );
};
