import {
  changePasswordBody,
  codeSentValue,
  envelope,
  forgotEmailBody,
  forgotSmsBody,
  loginValue,
  oidcCallbackBody,
  oidcProviderItem,
  oidcStartQuery,
  oidcStartValue,
  resetPasswordBody,
} from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../platform/envelope';
import { callerOf } from './accounts.routes';
import type { AccountServices } from './accounts.module';

/** Passwords (change, forgot by e-mail or mobile, reset) and social sign-in. */
export const passwordRoutes = async (app: FastifyInstance, opts: { s: AccountServices }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { s } = opts;
  const tags = ['accounts'];

  r.put(
    '/wps/member/password',
    {
      config: { module: 'PASS3', auth: 'required', enc: true },
      schema: {
        tags,
        summary: 'Change password; other sessions end (enc)',
        security: [{ token: [] }],
        body: changePasswordBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      if (!req.auth) throw new AppError('auth.required');
      return ok(await s.password.change(callerOf(req), req.auth, req.body));
    },
  );

  r.post(
    '/wps/member/password/email',
    {
      config: { module: 'COMM3' },
      schema: { tags, summary: 'Mail a password reset code', body: forgotEmailBody, response: { 200: envelope(codeSentValue) } },
    },
    async (req) => ok(await s.password.forgotByEmail(callerOf(req), req.body)),
  );

  r.post(
    '/wps/member/password/sms',
    {
      config: { module: 'PWRESETSMS3' },
      schema: { tags, summary: 'Text a password reset code', body: forgotSmsBody, response: { 200: envelope(codeSentValue) } },
    },
    async (req) => {
      const c = callerOf(req);
      const known = await s.repo.byMobile(c.merchant.id, req.body.mobileNum.replace(/\D/g, ''));
      return ok(await s.send.sms(c, 'sms_reset', req.body.mobileNum, !!known && known.status === 'ACTIVE'));
    },
  );

  r.post(
    '/wps/member/password/verification',
    {
      config: { module: 'CHNGPASSVERIF3', enc: true },
      schema: { tags, summary: 'Code + new password → signed in (enc)', body: resetPasswordBody, response: { 200: envelope(loginValue) } },
    },
    async (req) => ok(await s.password.reset(callerOf(req), req.body)),
  );

  r.get(
    '/wps/session/oidc/providers',
    {
      config: { module: 'SOCIALLOGIN3' },
      schema: { tags, summary: 'Social sign-in providers', response: { 200: envelope(z.array(oidcProviderItem)) } },
    },
    async (req) => ok(await s.social.providers(callerOf(req))),
  );

  r.get(
    '/wps/session/oidc/:provider/start',
    {
      config: { module: 'SOCIALLOGIN3' },
      schema: {
        tags,
        summary: 'Start a social sign-in (authorization code + PKCE)',
        params: z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) }),
        querystring: oidcStartQuery,
        response: { 200: envelope(oidcStartValue) },
      },
    },
    async (req) => ok(await s.social.start(callerOf(req), req.params.provider, req.query.redirectUri)),
  );

  r.post(
    '/wps/session/oidc/callback',
    {
      config: { module: 'SOCIALLOGIN3' },
      schema: { tags, summary: 'Finish a social sign-in', body: oidcCallbackBody, response: { 200: envelope(loginValue) } },
    },
    async (req) => ok((await s.social.callback(callerOf(req), req.body)) as z.infer<typeof loginValue>),
  );
};
