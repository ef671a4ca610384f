import { type EndpointValue, vendorsApi as api, type NamedEndpoint } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';
import type { SeamlessService } from './seamless.service';

/**
 * The operator endpoints a seamless vendor calls (contracts' vendorsApi, `bodyKind: 'raw'`). The body is read raw so
 * the signature is checked over exactly the bytes sent, before anything is parsed; refusals are the coded envelope
 * like every other call. This is the benchmarked hot path (`npm run bench:seamless`): per call there is the HMAC
 * check, one JSON.parse, the definition's body schema and the answer's serialisation, exactly as before the table.
 */
export const seamlessRoutes = async (app: FastifyInstance, opts: { seamless: SeamlessService }) => {
  // Only inside this plugin: JSON stays text so the signature covers the bytes the vendor signed.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
  const { seamless } = opts;

  const signed = <D extends NamedEndpoint & { bodyKind: 'raw'; body: z.ZodType; params: typeof api.bet.params }>(
    def: D,
    handle: (vendor: string, body: z.output<D['body']>) => Promise<EndpointValue<D>>,
  ) =>
    route(app, def, async ({ params, body, req }) => {
      // A call without a JSON body has no text: it is checked (and refused) like any other.
      const raw = typeof body === 'string' ? body : '';
      const sig = req.headers['x-signature'];
      await seamless.verify(params.vendorCode, raw, typeof sig === 'string' ? sig : '');
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new AppError('request_param_err');
      }
      const parsed = def.body.safeParse(json);
      if (!parsed.success) throw new AppError('request_param_err');
      return handle(params.vendorCode, parsed.data as z.output<D['body']>);
    });

  signed(api.authenticate, seamless.authenticate);
  // The platform's own protocol names its player by the session token only (a member by id is the protocols' Payee).
  signed(api.balance, (vendor, b) => seamless.balance(vendor, { token: b.token }));
  signed(api.bet, seamless.bet);
  signed(api.win, seamless.win);
  signed(api.rollback, seamless.rollback);
  signed(api.endRound, seamless.endRound);
  signed(api.round, seamless.round);
};
