import { encryptedBody } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/app-error';
import type { BodyDecryptor } from '../core/context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body must arrive encrypted (facts.md "enc"); a plaintext body answers request_body_required. */
    enc?: boolean;
  }
}

/** Opens encrypted bodies before schema validation, so routes validate the plain payload with their zod schema. */
export const encryptedPlugin = fp(async (app: FastifyInstance, opts: { keys: BodyDecryptor }) => {
  app.addHook('preValidation', (req, _reply, done) => {
    if (!req.routeOptions.config?.enc) return done();
    const parsed = encryptedBody.safeParse(req.body);
    if (!parsed.success) return done(new AppError('request_body_required'));
    try {
      req.body = opts.keys.decrypt(parsed.data);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
});
