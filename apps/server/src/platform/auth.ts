import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/app-error';
import type { AuthContext, SessionResolver } from '../core/context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, when the call carried a valid session token. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** 'required': a session is needed (401 auth.required without a token); 'optional': read it when present. */
    auth?: 'required' | 'optional';
  }
}

/** Reads the session token from `Authorization` (the raw token, or `Bearer <token>`), per merchant. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionResolver }) => {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (req) => {
    const mode = req.routeOptions.config?.auth;
    if (!mode || !req.merchant) return;
    const header = req.headers.authorization;
    const token = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '';
    if (!token) {
      if (mode === 'required') throw new AppError('auth.required');
      return;
    }
    req.auth = await opts.sessions.resolve(token, req.merchant.id);
  });
});
