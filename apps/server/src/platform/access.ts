import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/app-error';
import type { AccessGate } from '../core/context';

/**
 * While a merchant is in maintenance, or the visitor's region is restricted, only the system calls answer (so the
 * client can show why); every other merchant call is refused.
 */
export const accessPlugin = fp(async (app: FastifyInstance, opts: { system: AccessGate }) => {
  app.addHook('onRequest', (req, _reply, done) => {
    if (!req.merchant || req.routeOptions.config?.allowWhenClosed) return done();
    if (opts.system.maintenanceOf(req.merchant, req.language).enabled) return done(new AppError('system.maintenance'));
    if (opts.system.regionOf(req.merchant, req.ip).restricted) return done(new AppError('region.restricted'));
    done();
  });
});
