import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/app-error';
import type { AuthContext, Operator, OperatorGate, SessionResolver, StaffContext, StaffResolver } from '../core/context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, when the call carried a valid session token. */
    auth: AuthContext | null;
    /** The operator, on an operator endpoint (its key authenticated before the body is read). */
    operator: Operator | null;
    /** The staff member, on a staff endpoint (decision 025). */
    staff: StaffContext | null;
  }
  interface FastifyContextConfig {
    /**
     * 'required': a session is needed (401 auth.required without a token); 'optional': read it when present;
     * 'operator': an operator key or a staff session is needed (401 auth.required without a valid one);
     * 'staff': a signed-in staff session; 'staffPending': a staff session still signing in (or signed in).
     */
    auth?: 'required' | 'optional' | 'operator' | 'staff' | 'staffPending';
    /** A route that moves money out of main: the session read also answers the vendors a recall asks (issue 33). */
    recall?: boolean;
  }
}

const bearer = (header: string | string[] | undefined) => (typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '');

/**
 * Who calls, checked on `onRequest`: before the body is read and before any schema validates it, so a caller
 * without a session (or an operator key) learns nothing about a call's fields and sends no body for nothing.
 * The member session is read per merchant (the merchant plugin runs first); an operator key is authenticated
 * here, and what the operator may do (role, its own merchant) is decided per action (`operator.act`) on the parsed call.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { sessions: SessionResolver; operators: OperatorGate; staff: StaffResolver }) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('operator', null);
    app.decorateRequest('staff', null);
    const resolve = async (req: FastifyRequest, mode: NonNullable<FastifyContextConfig['auth']>) => {
      if (mode === 'operator') {
        const gate = opts.operators;
        const actor = await gate.authenticate({ authorization: req.headers.authorization, ip: req.ip });
        req.operator = { actor, ip: req.ip, act: (...args) => gate.act(actor, req.ip, ...args) };
        return;
      }
      if (mode === 'staff' || mode === 'staffPending') {
        const token = bearer(req.headers.authorization);
        if (!token) throw new AppError('auth.required');
        req.staff = await opts.staff.resolve(token, { pending: mode === 'staffPending' });
        return;
      }
      if (!req.merchant) return;
      const token = bearer(req.headers.authorization);
      if (!token) {
        if (mode === 'required') throw new AppError('auth.required');
        return;
      }
      req.auth = await opts.sessions.resolve(token, req.merchant.id, req.routeOptions.config?.recall ? { recall: true } : undefined);
    };
    // A callback hook (issue 33): a route that names no caller (the vendors' wallet calls) costs no promise here.
    app.addHook('onRequest', (req, _reply, done) => {
      const mode = req.routeOptions.config?.auth;
      if (!mode) return done();
      resolve(req, mode).then(() => done(), done);
    });
  },
);
