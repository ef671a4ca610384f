import { membersApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { SecurityService } from './security.service';

/** The security centre's settings and the member's stored language. */
export const securityRoutes = async (app: FastifyInstance, opts: { security: SecurityService }) => {
  const s = opts.security;
  route(app, api.securityConfig, ({ actor }) => s.config(actor));
  route(app, api.language, ({ actor }) => s.language(actor));
  route(app, api.setLanguage, ({ actor, body }) => s.setLanguage(actor, body.language));
  route(app, api.setLanguageByPost, ({ actor, body }) => s.setLanguage(actor, body.language));
};
