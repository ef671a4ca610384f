import { accountsApi, type registerBody, sessionApi, systemApi } from '@wl/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { deviceIdOf } from '../../platform/device';
import { route } from '../../platform/endpoint';
import type { Caller } from './accounts.deps';
import type { AccountServices } from './accounts.module';

export const callerOf = (req: FastifyRequest): Caller => ({
  merchant: req.merchant,
  ip: req.ip,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
  deviceId: deviceIdOf(req),
});

/** Sign-in, registration, captcha and texted codes (facts.md call registry: module ids and "enc" flags). */
export const accountsRoutes = async (app: FastifyInstance, opts: { s: AccountServices }) => {
  const { s } = opts;

  route(app, systemApi.publicKey, () => s.keys.publicKey);
  route(app, sessionApi.login, ({ req, body }) => s.login.login(callerOf(req), body));
  route(app, sessionApi.verification, ({ req, body }) => s.verify.verify(callerOf(req), body));
  route(app, sessionApi.freePlay, ({ req }) => s.trial.start(callerOf(req)));

  const register =
    (kind: 'username' | 'mobile') =>
    ({ req, body }: { req: FastifyRequest; body: z.output<typeof registerBody> }) =>
      s.register.register(callerOf(req), kind, body);
  route(app, accountsApi.register, register('username'));
  route(app, accountsApi.registerPut, register('username'));
  route(app, accountsApi.registerMobile, register('mobile'));
  route(app, accountsApi.registerMobilePut, register('mobile'));

  route(app, accountsApi.affiliate, async ({ req, query }) => {
    const agent = await s.register.agentByAffiliate(callerOf(req), query.affiliateCode);
    return { valid: true as const, agentAccount: agent.account };
  });

  route(app, accountsApi.captcha, ({ req, reply }) => {
    reply.header('cache-control', 'no-store');
    return s.send.captcha(callerOf(req));
  });

  route(app, accountsApi.smsRegister, async ({ req, body }) => {
    const c = callerOf(req);
    await s.register.assertMobileFree(c, body.mobileNum);
    return s.send.sms(c, 'sms_register', body.mobileNum, true);
  });

  route(app, sessionApi.smsCode, async ({ req, query }) => {
    const c = callerOf(req);
    const known = await s.repo.byMobile(c.merchant.id, query.mobileNum.replace(/\D/g, ''));
    return s.send.sms(c, 'sms_login', query.mobileNum, !!known && known.status === 'ACTIVE');
  });
};
