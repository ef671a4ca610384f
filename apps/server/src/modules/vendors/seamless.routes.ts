import {
  envelope,
  vendorAuthBody,
  vendorBalanceValue,
  vendorBetBody,
  vendorEndRoundBody,
  vendorParams,
  vendorRollbackBody,
  vendorTxValue,
  vendorWinBody,
} from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../platform/envelope';
import type { SeamlessService, VendorAnswer } from './seamless.service';

const summary = (what: string) =>
  `Seamless wallet: ${what} (vendor → operator; X-Signature: hex HMAC-SHA256 of the body with the vendor secret)`;

/**
 * The operator endpoints a seamless vendor calls. The body is read raw so the signature is checked over exactly the
 * bytes sent, before anything is parsed; refusals are the coded envelope like every other call.
 */
export const seamlessRoutes = async (app: FastifyInstance, opts: { seamless: SeamlessService }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { seamless } = opts;

  const route = <S extends z.ZodTypeAny>(
    name: string,
    body: S,
    value: typeof vendorBalanceValue | typeof vendorTxValue,
    handle: (vendor: string, b: z.infer<S>) => Promise<VendorAnswer>,
  ) =>
    r.post(
      `/vendor/:vendorCode/seamless/${name}`,
      // A vendor's calls carry every player's rounds from a few addresses, so the per-IP limit for browsers would
      // throttle real play; each call is authenticated by its signature instead.
      {
        config: { public: true, rateLimit: false },
        schema: { tags: ['vendor'], summary: summary(name), params: vendorParams, response: { 200: envelope(value) } },
      },
      async (req) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const sig = req.headers['x-signature'];
        await seamless.verify(req.params.vendorCode, raw, typeof sig === 'string' ? sig : '');
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw new AppError('request_param_err');
        }
        const parsed = body.safeParse(json);
        if (!parsed.success) throw new AppError('request_param_err');
        return ok(await handle(req.params.vendorCode, parsed.data));
      },
    );

  route('authenticate', vendorAuthBody, vendorBalanceValue, seamless.authenticate);
  route('balance', vendorAuthBody, vendorBalanceValue, seamless.balance);
  route('bet', vendorBetBody, vendorTxValue, seamless.bet);
  route('win', vendorWinBody, vendorTxValue, seamless.win);
  route('rollback', vendorRollbackBody, vendorTxValue, seamless.rollback);
  route('endRound', vendorEndRoundBody, vendorTxValue, seamless.endRound);
};
