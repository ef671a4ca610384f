import {
  affiliateQuery,
  affiliateValue,
  captchaValue,
  codeSentValue,
  envelope,
  freePlayBody,
  loginBody,
  loginValue,
  loginVerifyBody,
  publicKeyValue,
  registerBody,
  registerValue,
  smsLoginQuery,
  smsRegisterBody,
} from '@wl/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import type { Caller } from './accounts.deps';
import type { AccountServices } from './accounts.module';

export const callerOf = (req: FastifyRequest): Caller => ({
  merchant: req.merchant,
  ip: req.ip,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
});

const enc = { enc: true } as const;

/** Sign-in, registration, captcha and texted codes (facts.md call registry: module ids and "enc" flags). */
export const accountsRoutes = async (app: FastifyInstance, opts: { s: AccountServices }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { s } = opts;
  const tags = ['accounts'];

  r.get(
    '/wps/system/publicKey',
    {
      config: { module: 'COMM3' },
      schema: { tags, summary: 'RSA public key for encrypted calls', response: { 200: envelope(publicKeyValue) } },
    },
    async () => ok(s.keys.publicKey),
  );

  r.post(
    '/wps/session/login',
    {
      config: { module: 'COMM3', ...enc },
      schema: { tags, summary: 'Sign in (enc)', body: loginBody, response: { 200: envelope(loginValue) } },
    },
    async (req) => ok(await s.login.login(callerOf(req), req.body)),
  );

  r.post(
    '/wps/session/login/verification',
    {
      config: { module: 'LOGINIPVERF3', ...enc },
      schema: {
        tags,
        summary: 'Extra verification of a sign-in from a new IP (enc)',
        body: loginVerifyBody,
        response: { 200: envelope(z.union([loginValue, codeSentValue])) },
      },
    },
    async (req) => ok(await s.verify.verify(callerOf(req), req.body)),
  );

  r.post(
    '/wps/session/login/freeplay',
    {
      config: { module: 'FREEPLAY3' },
      schema: { tags, summary: 'Trial account with a session', body: freePlayBody.optional(), response: { 200: envelope(loginValue) } },
    },
    async (req) => ok(await s.trial.start(callerOf(req))),
  );

  for (const method of ['POST', 'PUT'] as const) {
    r.route({
      method,
      url: '/wps/member/register',
      config: { module: 'REG3', ...enc },
      schema: { tags, summary: 'Register by username (enc)', body: registerBody, response: { 200: envelope(registerValue) } },
      handler: async (req) => ok(await s.register.register(callerOf(req), 'username', req.body)),
    });
    r.route({
      method,
      url: '/wps/member/register/mobile',
      config: { module: 'MOBILENUMREG3', ...enc },
      schema: { tags, summary: 'Register by mobile number (enc)', body: registerBody, response: { 200: envelope(registerValue) } },
      handler: async (req) => ok(await s.register.register(callerOf(req), 'mobile', req.body)),
    });
  }

  r.get(
    '/wps/agent/affiliate',
    {
      config: { module: 'AFFMAN3' },
      schema: {
        tags,
        summary: 'Check an affiliate (invitation) code',
        querystring: affiliateQuery,
        response: { 200: envelope(affiliateValue) },
      },
    },
    async (req) => {
      const agent = await s.register.agentByAffiliate(callerOf(req), req.query.affiliateCode);
      return ok({ valid: true as const, agentAccount: agent.account });
    },
  );

  r.get(
    '/wps/captcha',
    {
      config: { module: 'CAPTCHA3' },
      schema: { tags, summary: 'A new captcha image (single use, expiring)', response: { 200: envelope(captchaValue) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await s.send.captcha(callerOf(req)));
    },
  );

  r.post(
    '/wps/verification/sms/register',
    {
      config: { module: 'REGMOBVERF3' },
      schema: { tags, summary: 'Text a registration code', body: smsRegisterBody, response: { 200: envelope(codeSentValue) } },
    },
    async (req) => {
      const c = callerOf(req);
      await s.register.assertMobileFree(c, req.body.mobileNum);
      return ok(await s.send.sms(c, 'sms_register', req.body.mobileNum, true));
    },
  );

  r.get(
    '/wps/verification/sms/noLogin',
    {
      config: { module: 'VERIFICATION3' },
      schema: { tags, summary: 'Text a sign-in code', querystring: smsLoginQuery, response: { 200: envelope(codeSentValue) } },
    },
    async (req) => {
      const c = callerOf(req);
      const known = await s.repo.byMobile(c.merchant.id, req.query.mobileNum.replace(/\D/g, ''));
      return ok(await s.send.sms(c, 'sms_login', req.query.mobileNum, !!known && known.status === 'ACTIVE'));
    },
  );
};
