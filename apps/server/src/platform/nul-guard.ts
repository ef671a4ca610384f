import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuseNul } from '../core/nul';

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a NUL that reached a query would end as a 500. It is refused at
 * the edge, on every route, before validation: in the query, the path parameters, the headers and the (decrypted) body.
 * Registered after the plugin that opens encrypted bodies, so their plain payload is checked too.
 */
export const nulGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      refuseNul(req.query, req.params, req.headers, req.body);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
});
