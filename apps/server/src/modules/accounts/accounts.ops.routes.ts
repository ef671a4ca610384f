import { timingSafeEqual } from 'node:crypto';
import { accountsApi, platformApi, systemApi } from '@wl/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { merchantAuthSettings, merchants, opsAuditLog, outbox, registerSettings } from '../../db/schema';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';

/**
 * Operator side of the account settings (OPS_API_KEY as a bearer token, every change audited) and the
 * development outbox (codes and mails that were not sent because no provider is configured).
 */
export const accountsOpsRoutes = async (app: FastifyInstance, opts: { db: Db; apiKey?: string; devOutbox: boolean }) => {
  const { db } = opts;
  const key = opts.apiKey ? Buffer.from(opts.apiKey) : null;
  const operator = (req: FastifyRequest) => {
    const given = Buffer.from(String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
    if (!key || given.length !== key.length || !timingSafeEqual(given, key)) throw new AppError('auth.required');
    return 'ops-api-key';
  };

  // A merchant call (tenant from the Merchant header) that only an operator may make: the operator key is
  // authenticated with the merchant, before the body is validated, like every operator call.
  const operatorOnly = { config: { auth: 'operator' as const } };
  route(
    app,
    systemApi.saveRegisterSettings,
    async ({ req, body, merchant }) => {
      const actor = operator(req);
      for (const [field, rule] of Object.entries(body)) {
        if (rule.acceptedPattern !== '*') {
          try {
            new RegExp(rule.acceptedPattern, 'u');
          } catch {
            throw new AppError('request_param_err', { value: { fields: [{ path: field, message: 'acceptedPattern' }] } });
          }
        }
        if (rule.maxLength > 0 && rule.maxLength < rule.minLength)
          throw new AppError('request_param_err', { value: { fields: [{ path: field, message: 'maxLength' }] } });
      }
      await db.transaction(async (tx) => {
        for (const [field, rule] of Object.entries(body)) {
          const values = {
            acceptedPattern: rule.acceptedPattern,
            minLength: rule.minLength,
            maxLength: rule.maxLength,
            patternId: rule.patternId,
            required: rule.required ?? false,
            visible: rule.visible ?? true,
          };
          await tx
            .insert(registerSettings)
            .values({ merchantId: merchant.id, field, ...values })
            .onConflictDoUpdate({ target: [registerSettings.merchantId, registerSettings.field], set: values });
        }
        await tx
          .insert(opsAuditLog)
          .values({ merchantId: merchant.id, actor, action: 'merchant.register_settings', payload: body, ip: req.ip });
      });
      return { count: Object.keys(body).length };
    },
    operatorOnly,
  );

  route(app, accountsApi.authSettings, async ({ req, params, body }) => {
    const actor = operator(req);
    const m = (await db.select().from(merchants).where(eq(merchants.code, params.code.toUpperCase())).limit(1))[0];
    if (!m) throw new AppError('resource.not_found');
    await db.transaction(async (tx) => {
      await tx
        .insert(merchantAuthSettings)
        .values({ merchantId: m.id, ...body, updatedAt: new Date() })
        .onConflictDoUpdate({ target: merchantAuthSettings.merchantId, set: { ...body, updatedAt: new Date() } });
      // Client secrets never go into the audit log.
      const audited = { ...body, oidcProviders: body.oidcProviders.map(({ clientSecret: _s, ...p }) => p) };
      await tx.insert(opsAuditLog).values({ merchantId: m.id, actor, action: 'merchant.auth_settings', payload: audited, ip: req.ip });
    });
    return null;
  });

  if (!opts.devOutbox) return;
  const list = async (to?: string) =>
    (
      await db
        .select({ o: outbox, code: merchants.code })
        .from(outbox)
        .innerJoin(merchants, eq(merchants.id, outbox.merchantId))
        .where(to ? and(eq(outbox.recipient, to)) : undefined)
        .orderBy(desc(outbox.id))
        .limit(50)
    ).map(({ o, code }) => ({
      id: o.id,
      merchant: code,
      channel: o.channel,
      recipient: o.recipient,
      subject: o.subject,
      body: o.body,
      createdAt: o.createdAt.toISOString(),
    }));

  route(app, platformApi.devOutboxJson, async ({ query }) => list(query.to));
  route(app, platformApi.devOutbox, async ({ reply }) => {
    const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
    const rows = (await list())
      .map(
        (o) =>
          `<tr><td>${o.createdAt}</td><td>${esc(o.merchant)}</td><td>${o.channel}</td><td>${esc(o.recipient)}</td><td>${esc(o.subject ?? '')}</td><td>${esc(o.body)}</td></tr>`,
      )
      .join('');
    const html = `<!doctype html><meta charset="utf-8"><title>Development outbox</title><style>body{font:14px system-ui;margin:1rem}td,th{border-block-end:1px solid #ccc;padding:4px 8px;text-align:start}</style><h1>Development outbox</h1><p>Messages not sent because no SMTP server or SMS gateway is configured (newest first).</p><table><tr><th>At (UTC)</th><th>Merchant</th><th>Channel</th><th>To</th><th>Subject</th><th>Text</th></tr>${rows}</table>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
};
