import { errorTextKey, parseLanguage } from '@wl/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../core/app-error';
import { errorText } from '../core/i18n';
import { appErrorOfSql } from '../core/sql-errors';

export const ok = <T>(value: T) => ({ success: true as const, value, message: null, code: null });

export const apiPrefixes = ['/wps/', '/lgw/', '/lotto/', '/ops/', '/bo/', '/vendor/'];
export const isApiPath = (url: string) =>
  apiPrefixes.some((p) => url.startsWith(p)) || ['/wps', '/lgw', '/lotto', '/ops', '/bo'].includes(url.split('?')[0] ?? '');

const send = (req: FastifyRequest, reply: FastifyReply, err: AppError, details?: unknown) => {
  const key = err.opts.messageKey ?? errorTextKey(err.code).slice('errors.'.length);
  const message = errorText(req.language ?? 'EN', key, err.opts.params);
  // A retryable refusal (busy) says when to come back.
  if (err.opts.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.opts.retryAfterSeconds));
  return reply.status(err.status).send({
    success: false,
    value: err.opts.value ?? details ?? null,
    message,
    code: err.code,
    ...(err.opts.params ? { params: err.opts.params } : {}),
    requestId: req.id,
  });
};

/**
 * Failures the router meets before any hook runs (a bad URL, a path parameter over the length limit): the same
 * coded envelope as every other failure.
 */
export const frameworkErrors = (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
  req.language = parseLanguage(req.headers.language);
  const code = error.statusCode === 414 ? 'request.uri_too_long' : 'request_param_err';
  return send(req, reply, new AppError(code));
};

/** Maps every failure to the envelope with a coded error; 5xx details never reach the client. */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'EN');
  // Callback hooks on every request (issue 33): no promise to make and settle per hook.
  app.addHook('onRequest', (req, reply, done) => {
    req.language = parseLanguage(req.headers.language);
    reply.header('x-request-id', req.id);
    done();
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) return send(req, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({ path: v.instancePath, message: v.message }));
      return send(req, reply, new AppError('request_param_err'), { fields });
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error }, 'response did not match its schema');
      return send(req, reply, new AppError('system.error'));
    }
    // An SQL code of the one table (core/sql-errors.ts) that a service did not map itself means the same everywhere.
    const sqlMeaning = appErrorOfSql(error);
    if (sqlMeaning) return send(req, reply, sqlMeaning);
    const status = error.statusCode ?? 500;
    if (status === 413) return send(req, reply, new AppError('request.too_large'));
    if (status === 429) return send(req, reply, new AppError('request.too_many'));
    if (status >= 400 && status < 500) return send(req, reply, new AppError('request_param_err'));
    req.log.error({ err: error }, 'unhandled error');
    return send(req, reply, new AppError('system.error'));
  });
});
