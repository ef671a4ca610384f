import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/app-error';
import type { MerchantDirectory } from '../core/context';
import { isApiPath } from './envelope';

/** Counts raw `Merchant` headers: Node folds duplicates into one comma-joined value, so look at the raw list. */
const merchantHeaderValues = (req: FastifyRequest) => {
  const raw = req.raw.rawHeaders;
  const values: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'merchant') values.push(raw[i + 1] ?? '');
  return values;
};

/**
 * Tenant selection: every merchant API call names exactly one merchant in the `Merchant` header; a missing,
 * doubled or unknown merchant is refused with `function.not.available` (the original product's code).
 * Runs on `onRequest`, like the access and session checks after it: who calls and whether the call is open are
 * settled before the body is read or validated.
 */
export const merchantPlugin = fp(async (app: FastifyInstance, opts: { merchants: MerchantDirectory }) => {
  app.decorateRequest('merchant', null as never);
  // A callback hook (issue 33): a call that names no merchant (vendors, operators, files) costs no promise here.
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.routeOptions.config?.public || !isApiPath(req.url) || req.url.startsWith('/ops/')) return done();
    const values = merchantHeaderValues(req);
    const code = values[0]?.trim() ?? '';
    if (values.length !== 1 || !/^[A-Za-z0-9_-]{1,32}$/.test(code)) {
      return done(new AppError('function.not.available', { messageKey: 'merchant_header_invalid' }));
    }
    opts.merchants.get(code.toUpperCase()).then((merchant) => {
      if (!merchant) return done(new AppError('function.not.available', { messageKey: 'merchant_unknown' }));
      req.merchant = merchant;
      const mod = req.routeOptions.config?.module;
      if (mod && merchant.modules[mod] !== true) return done(new AppError('function.not.available'));
      done();
    }, done);
  });
});
