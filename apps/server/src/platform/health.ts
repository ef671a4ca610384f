import { platformApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from './endpoint';

export const healthRoutes = async (
  app: FastifyInstance,
  opts: { dbPing: () => Promise<unknown>; redisPing?: () => Promise<unknown>; isShuttingDown: () => boolean },
) => {
  route(app, api.health, () => ({ status: 'ok' }));
  route(app, api.ready, async ({ req, reply }) => {
    const checks: Record<string, string> = {};
    try {
      await opts.dbPing();
      checks.database = 'ok';
    } catch (err) {
      req.log.warn({ err }, 'database not ready');
      checks.database = 'down';
    }
    if (opts.redisPing) {
      try {
        await opts.redisPing();
        checks.redis = 'ok';
      } catch {
        checks.redis = 'down';
      }
    }
    if (opts.isShuttingDown()) checks.server = 'shutting-down';
    const ready = Object.values(checks).every((v) => v === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
  });
};
