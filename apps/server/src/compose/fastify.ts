import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { platformApi } from '@wl/contracts';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, trustProxySetting } from '../core/config';
import type { RedisHandle } from '../core/redis';
import { route } from '../platform/endpoint';
import { envelopePlugin, frameworkErrors, isApiPath } from '../platform/envelope';
import { securityHeadersPlugin } from '../platform/security-headers';

export type RegisteredRoute = { method: string; url: string; endpoint?: string };
declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    /** Resolves once the chat hub hears the other server copies (Redis subscription made). */
    supportReady: () => Promise<void>;
  }
}

/**
 * One line per request, only when it tells something (issue 33): every failed (5xx) or slow request at warn, a
 * sample of the rest at info, and at debug every request. Errors themselves are logged where they are answered.
 */
const requestLog = (app: FastifyInstance, config: Config) => {
  const sample = config.LOG_REQUEST_SAMPLE;
  const slowMs = config.LOG_SLOW_MS;
  // Pino's levels as numbers: debug is 20; a logger set to `silent` has Infinity.
  const debugOn = () => ((app.log as unknown as { levelVal?: number }).levelVal ?? Number.POSITIVE_INFINITY) <= 20;
  app.addHook('onResponse', (req, reply, done) => {
    const ms = reply.elapsedTime;
    const slow = slowMs > 0 && ms >= slowMs;
    if (reply.statusCode >= 500 || slow) {
      req.log.warn({ req, res: reply, responseTime: ms }, slow ? 'slow request' : 'request failed');
    } else if (debugOn()) {
      req.log.debug({ req, res: reply, responseTime: ms }, 'request completed');
    } else if (sample > 0 && Math.random() < sample) {
      req.log.info({ req, res: reply, responseTime: ms, sampled: sample }, 'request completed');
    }
    done();
  });
};

/** The server's logger: JSON at LOG_LEVEL with secrets redacted; `cell` names the merchant cell a line is from (issue 37). */
export const loggerOptions = (config: Config, cell?: string) => ({
  level: config.LOG_LEVEL,
  redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
  ...(cell ? { mixin: () => ({ cell }) } : {}),
});

/**
 * The Fastify instance of the server: logging with secrets redacted, the proxy setting, request ids (a caller's
 * well-formed X-Request-Id is kept), the body limit, zod validation, and the list of every registered route.
 */
export const createFastify = (config: Config, logger?: boolean | object): FastifyInstance => {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // A plugin's start (the static files' scan of the built site among them) may take longer than Fastify's 10 s on a
    // busy machine; a start that slow is still a start, and readiness (/readyz) is what tells traffic to wait.
    pluginTimeout: 120_000,
    return503OnClosing: true,
    frameworkErrors,
    // Fastify's two lines per request (in and out) are replaced by one line when it matters (requestLog).
    logController: new LogController({ disableRequestLogging: true }),
  });
  requestLog(app, config);
  // Every route as registered (method, path, the contracts definition it came from): the endpoint parity test reads it.
  const registered: RegisteredRoute[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) registered.push({ method, url: r.url, endpoint: r.config?.endpoint });
  });
  app.decorate('registeredRoutes', registered);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  return app;
};

/** The other origins the site's pages may call: the identity stand-in's and those of CSP_CONNECT_SRC. */
const connectOrigins = (config: Config) => [
  ...(config.IDP_URL ? [new URL(config.IDP_URL).origin] : []),
  ...config.CSP_CONNECT_SRC.split(',')
    .map((o) => o.trim())
    .filter(Boolean),
];

/**
 * The API's own plugins, before any route: the coded error envelope, security headers (CSP framing the vendors' and
 * the studio's game pages), the rate limit (shared in Redis when there is one) and the OpenAPI document.
 */
export const registerApiPlugins = async (app: FastifyInstance, o: { config: Config; redis: RedisHandle | null }) => {
  const { config, redis } = o;
  await app.register(envelopePlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The pages call a phone-authentication service's API themselves (the identity stand-in where it runs).
        connectSrc: ["'self'", ...connectOrigins(config)],
        // Game pages of outside vendors are framed: any https origin (vendors' own hosts and CDNs), and the demo
        // studio's address when it is configured (plain http on a developer machine or in the tests).
        frameSrc: ["'self'", 'https:', ...(config.STUDIO_URL ? [new URL(config.STUDIO_URL).origin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        // Sites may be served over plain HTTP on a LAN or behind a TLS-terminating proxy that sets its own policy.
        upgradeInsecureRequests: null,
      },
    },
    // Social and phone sign-in open the provider's page in a pop-up that answers its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(redis ? { redis: redis.client, nameSpace: `${config.REDIS_KEY_PREFIX}-rl:` } : {}),
    // The limit guards the API; the web app's files and generated images are cheap, cacheable and requested in bursts.
    allowList: (req) => !isApiPath(req.url),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'White-label gaming platform API', version: '0.1.0' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization' },
          // The operator API's key (OPS_API_KEY or an operator's own), sent as a bearer token.
          ops: { type: 'http', scheme: 'bearer' },
          // A back-office staff session's token (decision 025), sent as a bearer token.
          staff: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  route(app, platformApi.openapi, () => app.swagger());
};
