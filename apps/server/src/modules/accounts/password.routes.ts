import { accountsApi, agentAuthApi, sessionApi } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';
import type { AccountServices } from './accounts.module';
import { callerOf } from './accounts.routes';

/**
 * Passwords (change, the agent's change from the sign-in page, forgot by e-mail or mobile, reset), social sign-in and
 * the phone-authentication service's client settings.
 */
export const passwordRoutes = async (app: FastifyInstance, opts: { s: AccountServices }) => {
  const { s } = opts;

  route(app, accountsApi.changePassword, ({ req, body }) => {
    if (!req.auth) throw new AppError('auth.required');
    return s.password.change(callerOf(req), req.auth, body);
  });

  route(app, agentAuthApi.changePassword, ({ req, body }) => s.agentPassword.change(callerOf(req), body));

  route(app, accountsApi.forgotByEmail, ({ req, body }) => s.password.forgotByEmail(callerOf(req), body));

  route(app, accountsApi.forgotBySms, async ({ req, body }) => {
    const c = callerOf(req);
    const known = await s.repo.byMobile(c.merchant.id, body.mobileNum.replace(/\D/g, ''));
    return s.send.sms(c, 'sms_reset', body.mobileNum, !!known && known.status === 'ACTIVE');
  });

  route(app, accountsApi.resetPassword, ({ req, body }) => s.password.reset(callerOf(req), body));

  route(app, sessionApi.oidcProviders, ({ req }) => s.social.providers(callerOf(req)));
  route(app, sessionApi.oidcStart, ({ req, params, query }) =>
    s.social.start(callerOf(req), params.provider, query.redirectUri, req.language),
  );
  route(app, sessionApi.oidcCallback, ({ req, body }) => s.social.callback(callerOf(req), body));
  route(app, sessionApi.phoneAuth, ({ req }) => s.social.phoneAuth(callerOf(req)));
};
