import { timingSafeEqual } from 'node:crypto';
import { envelope } from '@wl/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { merchantModules, merchants, opsAuditLog, regionRules } from '../../db/schema';
import { AppError } from '../../core/app-error';
import { ok } from '../../platform/envelope';
import { isValidRangeRule } from '../geo';
import type { MerchantService } from '../merchants';

const codeParam = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) });
const maintenanceBody = z.object({
  enabled: z.boolean(),
  message: z.union([z.string().max(500), z.record(z.string().regex(/^[A-Z]{2}$/), z.string().max(500))]).nullish(),
  endsAt: z.iso.datetime().nullish(),
});
const regionRuleBody = z.object({
  kind: z.enum(['COUNTRY', 'IP_RANGE']),
  value: z.string().min(1).max(64),
  action: z.enum(['BLOCK', 'ALLOW']),
  note: z.string().max(200).nullish(),
});

/**
 * The operator API (until the back office exists). Authenticated with OPS_API_KEY as a bearer token; disabled when
 * no key is configured. Every change is written to the audit log with the operator's address.
 */
export const opsRoutes = async (app: FastifyInstance, opts: { db: Db; merchants: MerchantService; apiKey?: string }) => {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ops'];
  const key = opts.apiKey ? Buffer.from(opts.apiKey) : null;

  const actorOf = (req: FastifyRequest) => {
    const given = Buffer.from(String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
    if (!key || given.length !== key.length || !timingSafeEqual(given, key)) throw new AppError('auth.required');
    return 'ops-api-key';
  };
  const merchantOf = async (code: string) => {
    const row = (await db.select().from(merchants).where(eq(merchants.code, code.toUpperCase())).limit(1))[0];
    if (!row) throw new AppError('resource.not_found');
    return row;
  };

  r.put(
    '/ops/v1/merchants/:code/maintenance',
    {
      config: { public: true },
      schema: { tags, params: codeParam, body: maintenanceBody, response: { 200: envelope(z.object({ enabled: z.boolean() })) } },
    },
    async (req) => {
      actorOf(req);
      const m = await merchantOf(req.params.code);
      const { enabled, message, endsAt } = req.body;
      const msg = typeof message === 'string' ? { EN: message } : (message ?? null);
      await db.transaction(async (tx) => {
        await tx
          .update(merchants)
          .set({
            maintenanceEnabled: enabled,
            maintenanceMessage: msg,
            maintenanceEndsAt: endsAt ? new Date(endsAt) : null,
            updatedAt: new Date(),
          })
          .where(eq(merchants.id, m.id));
        await tx
          .insert(opsAuditLog)
          .values({ merchantId: m.id, actor: actorOf(req), action: 'merchant.maintenance', payload: req.body, ip: req.ip });
      });
      opts.merchants.invalidate(m.code);
      return ok({ enabled });
    },
  );

  r.get(
    '/ops/v1/merchants/:code/region-rules',
    { config: { public: true }, schema: { tags, params: codeParam, response: { 200: envelope(z.array(regionRuleBody)) } } },
    async (req) => {
      actorOf(req);
      const m = await merchantOf(req.params.code);
      const rows = await db.select().from(regionRules).where(eq(regionRules.merchantId, m.id));
      return ok(rows.map((x) => ({ kind: x.kind, value: x.value, action: x.action, note: x.note })));
    },
  );

  r.put(
    '/ops/v1/merchants/:code/region-rules',
    {
      config: { public: true },
      schema: {
        tags,
        params: codeParam,
        body: z.array(regionRuleBody).max(500),
        response: { 200: envelope(z.object({ count: z.number() })) },
      },
    },
    async (req) => {
      actorOf(req);
      const m = await merchantOf(req.params.code);
      for (const rule of req.body) {
        const valid = rule.kind === 'IP_RANGE' ? isValidRangeRule(rule.value) : /^[A-Za-z]{2}$/.test(rule.value);
        if (!valid) throw new AppError('request_param_err', { value: { fields: [{ path: 'value', message: rule.value }] } });
      }
      await db.transaction(async (tx) => {
        await tx.delete(regionRules).where(eq(regionRules.merchantId, m.id));
        if (req.body.length > 0) {
          await tx.insert(regionRules).values(
            req.body.map((x) => ({
              merchantId: m.id,
              kind: x.kind,
              value: x.kind === 'COUNTRY' ? x.value.toUpperCase() : x.value,
              action: x.action,
              note: x.note ?? null,
            })),
          );
        }
        await tx
          .insert(opsAuditLog)
          .values({ merchantId: m.id, actor: actorOf(req), action: 'merchant.region_rules', payload: req.body, ip: req.ip });
      });
      opts.merchants.invalidate(m.code);
      return ok({ count: req.body.length });
    },
  );

  r.put(
    '/ops/v1/merchants/:code/modules/:modId',
    {
      config: { public: true },
      schema: {
        tags,
        params: codeParam.extend({ modId: z.string().regex(/^[A-Z0-9_]{2,64}$/) }),
        body: z.object({ enabled: z.boolean() }),
        response: { 200: envelope(z.object({ modId: z.string(), enabled: z.boolean() })) },
      },
    },
    async (req) => {
      actorOf(req);
      const m = await merchantOf(req.params.code);
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(merchantModules)
          .set({ enabled: req.body.enabled })
          .where(and(eq(merchantModules.merchantId, m.id), eq(merchantModules.modId, req.params.modId)))
          .returning();
        if (rows.length === 0) throw new AppError('resource.not_found');
        await tx.insert(opsAuditLog).values({
          merchantId: m.id,
          actor: actorOf(req),
          action: 'merchant.module',
          payload: { modId: req.params.modId, ...req.body },
          ip: req.ip,
        });
        return rows[0];
      });
      opts.merchants.invalidate(m.code);
      return ok({ modId: req.params.modId, enabled: updated?.enabled ?? req.body.enabled });
    },
  );

  r.get(
    '/ops/v1/audit',
    {
      config: { public: true },
      schema: {
        tags,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: {
          200: envelope(
            z.array(z.object({ id: z.number(), merchantId: z.number().nullable(), actor: z.string(), action: z.string(), at: z.string() })),
          ),
        },
      },
    },
    async (req) => {
      actorOf(req);
      const rows = await db.select().from(opsAuditLog).orderBy(desc(opsAuditLog.id)).limit(req.query.limit);
      return ok(rows.map((x) => ({ id: x.id, merchantId: x.merchantId, actor: x.actor, action: x.action, at: x.at.toISOString() })));
    },
  );
};
