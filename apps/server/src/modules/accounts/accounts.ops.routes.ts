import { timingSafeEqual } from 'node:crypto';
import { standinOutboxToken } from '@wl/idp-standin/protocol';
import { accountsApi, platformApi, systemApi } from '@wl/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';
import type { AccountsOpsService } from './accounts.ops.service';

/**
 * Operator side of the account settings (OPS_API_KEY as a bearer token, every change audited) and the
 * development outbox (codes and mails that were not sent because no provider is configured).
 */
export const accountsOpsRoutes = async (
  app: FastifyInstance,
  opts: { ops: AccountsOpsService; apiKey?: string; devOutbox: boolean; idpSecret?: string },
) => {
  const bearer = (req: FastifyRequest, key: Buffer | null) => {
    const given = Buffer.from(String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
    if (!key || given.length !== key.length || !timingSafeEqual(given, key)) throw new AppError('auth.required');
  };
  const key = opts.apiKey ? Buffer.from(opts.apiKey) : null;
  const operator = (req: FastifyRequest) => {
    bearer(req, key);
    return 'ops-api-key';
  };

  // A merchant call (tenant from the Merchant header) that only an operator may make: the operator key is
  // authenticated with the merchant, before the body is validated, like every operator call.
  const operatorOnly = { config: { auth: 'operator' as const } };
  route(
    app,
    systemApi.saveRegisterSettings,
    ({ req, body, merchant }) => opts.ops.saveRegisterSettings(merchant.id, body, { actor: operator(req), ip: req.ip }),
    operatorOnly,
  );

  route(app, accountsApi.authSettings, ({ req, params, body }) =>
    opts.ops.saveAuthSettings(params.code, body, { actor: operator(req), ip: req.ip }),
  );

  if (!opts.devOutbox) return;
  route(app, platformApi.devOutboxJson, ({ query }) => opts.ops.devOutbox(query.to));
  // The identity stand-in's texts (issue 35): the "phone" of its codes is this outbox, under the merchant of its project.
  const standinKey = opts.idpSecret ? Buffer.from(standinOutboxToken(opts.idpSecret)) : null;
  route(app, platformApi.devOutboxSms, ({ req, body }) => {
    bearer(req, standinKey);
    return opts.ops.standinText(body);
  });
  route(app, platformApi.devOutbox, async ({ reply }) => {
    const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
    const rows = (await opts.ops.devOutbox())
      .map(
        (o) =>
          `<tr><td>${o.createdAt}</td><td>${esc(o.merchant)}</td><td>${o.channel}</td><td>${esc(o.recipient)}</td><td>${esc(o.subject ?? '')}</td><td>${esc(o.body)}</td></tr>`,
      )
      .join('');
    const html = `<!doctype html><meta charset="utf-8"><title>Development outbox</title><style>body{font:14px system-ui;margin:1rem}td,th{border-block-end:1px solid #ccc;padding:4px 8px;text-align:start}</style><h1>Development outbox</h1><p>Messages not sent because no SMTP server or SMS gateway is configured (newest first).</p><table><tr><th>At (UTC)</th><th>Merchant</th><th>Channel</th><th>To</th><th>Subject</th><th>Text</th></tr>${rows}</table>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
};
