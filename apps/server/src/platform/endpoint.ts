import {
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointValue,
  envelope,
  type LanguageCode,
  type NamedEndpoint,
} from '@wl/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../core/app-error';
import type { Actor, MerchantContext, Operator, StaffContext } from '../core/context';
import { ok } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contracts definition this route was registered from (`<area>.<key>`); the parity test reads it. */
    endpoint?: string;
    /** Called by another server, never a browser (contracts' `serverToServer`): no browser-only security headers. */
    serverToServer?: boolean;
  }
}

type Tenant<D> = D extends { auth: 'ops' | 'staff' | 'staffPending' | 'vendor' | 'public' } ? undefined : MerchantContext;
type Caller<D> = D extends { auth: 'member' } ? Actor : D extends { auth: 'optional' } ? Actor | null : null;
type OperatorOf<D> = D extends { auth: 'ops' } ? Operator : null;
type StaffOf<D> = D extends { auth: 'staff' | 'staffPending' } ? StaffContext : null;

/** What a handler receives: the parsed inputs of its definition, the tenant and the caller. */
export type EndpointInput<D> = {
  query: EndpointQuery<D>;
  body: EndpointBody<D>;
  params: EndpointParams<D>;
  merchant: Tenant<D>;
  actor: Caller<D>;
  /** On an operator endpoint: who calls, and `act` to authorise, run and audit an action. */
  operator: OperatorOf<D>;
  /** On a staff endpoint: the staff member's session (decision 025). */
  staff: StaffOf<D>;
  language: LanguageCode;
  req: FastifyRequest;
  reply: FastifyReply;
};

/** A handler answers the definition's value (wrapped in the envelope here) or the reply it sent itself. */
export type EndpointHandler<D> = (input: EndpointInput<D>) => Promise<EndpointValue<D> | FastifyReply> | EndpointValue<D> | FastifyReply;

const callerMode = { member: 'required', optional: 'optional', ops: 'operator', staff: 'staff', staffPending: 'staffPending' } as const;

/** The signed-in member as services see it (only on routes that require or read a session). */
export const actorOf = (req: FastifyRequest): Actor => {
  if (!req.auth) throw new AppError('auth.required');
  return { merchant: req.merchant, member: req.auth.member };
};

/** The authenticated operator of an operator route (set by the auth plugin before the handler runs). */
const operatorOf = (req: FastifyRequest): Operator => {
  if (!req.operator) throw new AppError('auth.required');
  return req.operator;
};

const staffOf = (req: FastifyRequest): StaffContext => {
  if (!req.staff) throw new AppError('auth.required');
  return req.staff;
};
const isStaff = (auth: string) => auth === 'staff' || auth === 'staffPending';

/**
 * Registers the route of one contracts definition: method, path, module switch, session rule, body encryption,
 * schemas (validation, serialisation, OpenAPI) all come from the definition; the handler only delegates.
 */
export const route = <D extends NamedEndpoint>(
  app: FastifyInstance,
  def: D,
  handler: EndpointHandler<D>,
  extra: Partial<RouteOptions> = {},
) => {
  const tenantless = def.auth === 'ops' || isStaff(def.auth) || def.auth === 'vendor' || def.auth === 'public';
  const plainBody = def.bodyKind === undefined;
  app.route({
    ...extra,
    method: def.method,
    url: def.path,
    config: {
      endpoint: def.name,
      ...(def.module ? { module: def.module } : {}),
      ...(def.auth === 'member' || def.auth === 'optional' || def.auth === 'ops' || isStaff(def.auth)
        ? { auth: callerMode[def.auth as keyof typeof callerMode] }
        : {}),
      ...(def.enc ? { enc: true } : {}),
      ...(tenantless ? { public: true } : {}),
      ...(def.allowWhenClosed ? { allowWhenClosed: true } : {}),
      ...(def.noRateLimit ? { rateLimit: false } : {}),
      ...(def.serverToServer ? { serverToServer: true } : {}),
      ...(extra.config ?? {}),
    },
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.hidden ? { hide: true } : {}),
      ...(def.auth === 'member' || def.auth === 'optional' ? { security: [{ token: [] }] } : {}),
      ...(def.auth === 'ops' ? { security: [{ ops: [] }] } : isStaff(def.auth) ? { security: [{ staff: [] }] } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body && plainBody ? { body: def.body } : {}),
      ...(def.value ? { response: { 200: envelope(def.value) } } : {}),
    },
    handler: async (req, reply) => {
      const out = await handler({
        query: req.query as EndpointQuery<D>,
        body: req.body as EndpointBody<D>,
        params: req.params as EndpointParams<D>,
        merchant: (tenantless ? undefined : req.merchant) as Tenant<D>,
        actor: (def.auth === 'member' ? actorOf(req) : req.auth ? actorOf(req) : null) as Caller<D>,
        operator: (def.auth === 'ops' ? operatorOf(req) : null) as OperatorOf<D>,
        staff: (isStaff(def.auth) ? staffOf(req) : null) as StaffOf<D>,
        language: req.language,
        req,
        reply,
      });
      if (out === reply || reply.sent) return reply;
      return def.produces ? out : ok(out);
    },
  });
};
