import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from '../../core/clock';
import type { Db } from '../../db/client';
import { iconRoutes } from './icon.routes';
import { createIconService } from './icon.service';
import { securityRoutes } from './security.routes';
import { createSecurityService } from './security.service';

/** Every member call of this module: the avatar, the security settings and the stored language. */
export const memberRoutes = async (app: FastifyInstance, opts: { db: Db; clock?: Clock }) => {
  await iconRoutes(app, { icons: createIconService({ db: opts.db }) });
  await securityRoutes(app, { security: createSecurityService({ db: opts.db, clock: opts.clock ?? systemClock }) });
};
