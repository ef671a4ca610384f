import { envelope, requestIdSchema } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { ok } from '../../platform/envelope';
import type { DepositService } from '../deposits';
import { ledgerViolations } from '../ledger';
import { rowsOf } from '../../core/sql';
import type { LedgerService } from '../ledger';
import { parseAmount } from '../wallet';
import type { WithdrawalService } from '../withdrawals';
import { type OpsAuth, type OpsPermission, hashOpsKey, newOpsKey, opsRoles } from './ops-auth';

const code = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const idParams = z.object({
  code,
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
const reasonBody = z.object({ reason: z.string().trim().min(3).max(300) });
const statusQuery = z.object({
  status: z
    .string()
    .regex(/^[A-Z_]{3,20}$/)
    .optional(),
});
const anyValue = envelope(z.any());

/**
 * Operator money tooling (until the back office exists): operators and roles, deposit and withdrawal review,
 * balance adjustments with a reason, the ledger check, and running the auto-receipt job. Every attempt — done or
 * refused — is written to the audit log with the operator, the outcome and the address.
 */
export const opsWalletRoutes = async (
  app: FastifyInstance,
  opts: {
    db: Db;
    auth: OpsAuth;
    ledger: LedgerService;
    deposits: DepositService;
    withdrawals: WithdrawalService;
    runAutoReceipt: () => Promise<unknown>;
    /** Outside production only: open a member session for support and browser tests (audited). */
    openSession?: (input: { merchantId: number; memberId: number }) => Promise<{ token: string }>;
  },
) => {
  const { db, auth } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ops'];
  const cfg = { public: true };

  const merchantOf = async (c: string) => {
    const row = rowsOf<{ id: number; currency_decimals: number }>(
      await db.execute(sql`SELECT id, currency_decimals FROM merchants WHERE code = ${c.toUpperCase()}`),
    )[0];
    if (!row) throw new AppError('resource.not_found');
    return { id: Number(row.id), decimals: Number(row.currency_decimals) };
  };

  /** Authorises, runs and audits one operator action. */
  const act = async <T>(
    req: FastifyRequest,
    perm: OpsPermission,
    merchantCode: string | null,
    action: string,
    payload: unknown,
    fn: (ctx: { actor: string; merchantId: number; decimals: number }) => Promise<T>,
  ) => {
    const m = merchantCode ? await merchantOf(merchantCode) : { id: 0, decimals: 2 };
    const actor = await auth.require(req, perm, merchantCode ? m.id : undefined);
    const entry = { merchantId: merchantCode ? m.id : null, actor: actor.name, action, ip: req.ip };
    try {
      const value = await fn({ actor: actor.name, merchantId: m.id, decimals: m.decimals });
      if (perm !== 'read') await auth.audit({ ...entry, payload: { ...(payload as object), outcome: 'ok' } });
      return ok(value);
    } catch (err) {
      await auth.audit({ ...entry, payload: { ...(payload as object), outcome: (err as AppError).code ?? 'system.error' } });
      throw err;
    }
  };

  r.get('/ops/v1/whoami', { config: cfg, schema: { tags, response: { 200: anyValue } } }, async (req) => ok(await auth.authenticate(req)));

  r.post(
    '/ops/v1/operators',
    {
      config: cfg,
      schema: {
        tags,
        body: z.object({ name: z.string().regex(/^[a-z0-9._-]{3,64}$/), role: z.enum(opsRoles), merchant: code.optional() }),
        response: { 200: anyValue },
      },
    },
    async (req) => {
      const actor = await auth.require(req, 'admin');
      if (actor.role !== 'SUPERUSER' && !req.body.merchant) throw new AppError('ops.forbidden');
      return act(
        req,
        'admin',
        req.body.merchant ?? null,
        'operator.create',
        { name: req.body.name, role: req.body.role },
        async ({ merchantId }) => {
          const key = newOpsKey();
          const dup = rowsOf(await db.execute(sql`SELECT 1 FROM ops_operators WHERE name = ${req.body.name}`));
          if (dup.length > 0) throw new AppError('request_param_err');
          await db.execute(
            sql`INSERT INTO ops_operators (name, key_hash, role, merchant_id) VALUES (${req.body.name}, ${hashOpsKey(key)}, ${req.body.role}, ${req.body.merchant ? merchantId : null})`,
          );
          return { name: req.body.name, role: req.body.role, key };
        },
      );
    },
  );
  r.get('/ops/v1/operators', { config: cfg, schema: { tags, response: { 200: anyValue } } }, async (req) => {
    await auth.require(req, 'admin');
    return ok(rowsOf(await db.execute(sql`SELECT id, name, role, merchant_id, disabled, created_at FROM ops_operators ORDER BY id`)));
  });

  r.get(
    '/ops/v1/merchants/:code/deposits',
    { config: cfg, schema: { tags, params: z.object({ code }), querystring: statusQuery, response: { 200: anyValue } } },
    async (req) =>
      act(req, 'read', req.params.code, 'deposit.list', {}, ({ merchantId }) => opts.deposits.listForOps(merchantId, req.query.status)),
  );
  r.post(
    '/ops/v1/merchants/:code/deposits/:id/approve',
    { config: cfg, schema: { tags, params: idParams, response: { 200: anyValue } } },
    async (req) =>
      act(req, 'money', req.params.code, 'deposit.approve', { id: req.params.id }, ({ merchantId, actor }) =>
        opts.deposits.approve(merchantId, req.params.id, actor),
      ),
  );
  r.post(
    '/ops/v1/merchants/:code/deposits/:id/reject',
    { config: cfg, schema: { tags, params: idParams, body: reasonBody, response: { 200: anyValue } } },
    async (req) =>
      act(req, 'money', req.params.code, 'deposit.reject', { id: req.params.id, ...req.body }, ({ merchantId, actor }) =>
        opts.deposits.reject(merchantId, req.params.id, actor, req.body.reason),
      ),
  );

  r.get(
    '/ops/v1/merchants/:code/withdrawals',
    { config: cfg, schema: { tags, params: z.object({ code }), querystring: statusQuery, response: { 200: anyValue } } },
    async (req) =>
      act(req, 'read', req.params.code, 'withdrawal.list', {}, ({ merchantId }) =>
        opts.withdrawals.listForOps(merchantId, req.query.status),
      ),
  );
  r.post(
    '/ops/v1/merchants/:code/withdrawals/:id/approve',
    { config: cfg, schema: { tags, params: idParams, response: { 200: anyValue } } },
    async (req) =>
      act(req, 'money', req.params.code, 'withdrawal.approve', { id: req.params.id }, ({ merchantId, actor }) =>
        opts.withdrawals.approve(merchantId, req.params.id, actor),
      ),
  );
  r.post(
    '/ops/v1/merchants/:code/withdrawals/:id/reject',
    { config: cfg, schema: { tags, params: idParams, body: reasonBody, response: { 200: anyValue } } },
    async (req) =>
      act(req, 'money', req.params.code, 'withdrawal.reject', { id: req.params.id, ...req.body }, ({ merchantId, actor }) =>
        opts.withdrawals.reject(merchantId, req.params.id, actor, req.body.reason),
      ),
  );
  r.post(
    '/ops/v1/merchants/:code/withdrawals/:id/resolve',
    {
      config: cfg,
      schema: {
        tags,
        params: idParams,
        body: reasonBody.extend({ action: z.enum(['REFUND', 'FORCE_RECEIPT', 'PAYOUT_FAILED']) }),
        response: { 200: anyValue },
      },
    },
    async (req) =>
      act(req, 'money', req.params.code, 'withdrawal.resolve', { id: req.params.id, ...req.body }, ({ merchantId, actor }) =>
        opts.withdrawals.resolve(merchantId, req.params.id, actor, req.body.action, req.body.reason),
      ),
  );

  r.post(
    '/ops/v1/merchants/:code/members/:account/adjust',
    {
      config: cfg,
      schema: {
        tags,
        params: z.object({ code, account: z.string().min(1).max(64) }),
        body: reasonBody.extend({ amount: z.string().regex(/^-?[0-9.,]{1,40}$/), requestId: requestIdSchema }),
        response: { 200: anyValue },
      },
    },
    async (req) =>
      act(
        req,
        'money',
        req.params.code,
        'balance.adjust',
        { account: req.params.account, ...req.body },
        async ({ merchantId, decimals, actor }) => {
          const negative = req.body.amount.startsWith('-');
          const amount = parseAmount(req.body.amount.replace(/^-/, ''), decimals);
          const m = rowsOf<{ id: unknown }>(
            await db.execute(sql`SELECT id FROM members WHERE merchant_id = ${merchantId} AND account = ${req.params.account}`),
          )[0];
          if (!m) throw new AppError('resource.not_found');
          const signed = negative ? -amount : amount;
          const res = await opts.ledger.transfer({
            idempotencyKey: `adj:${req.body.requestId}`,
            merchantId,
            kind: 'ADJUST',
            ref: req.params.account,
            meta: { reason: req.body.reason, by: actor },
            postings: [
              { account: { system: 'ADJUSTMENT' }, amount: -signed },
              { account: { memberId: Number(m.id) }, amount: signed },
            ],
          });
          return {
            transferId: res.transferId,
            replayed: res.replayed,
            balance: (await opts.ledger.balances(merchantId, Number(m.id))).find((w) => w.wallet === 'MAIN')?.balance.toString(),
          };
        },
      ),
  );
  r.get(
    '/ops/v1/merchants/:code/members/:account/wallet',
    { config: cfg, schema: { tags, params: z.object({ code, account: z.string().min(1).max(64) }), response: { 200: anyValue } } },
    async (req) =>
      act(req, 'read', req.params.code, 'wallet.view', {}, async ({ merchantId }) => {
        const m = rowsOf<{ id: unknown }>(
          await db.execute(sql`SELECT id FROM members WHERE merchant_id = ${merchantId} AND account = ${req.params.account}`),
        )[0];
        if (!m) throw new AppError('resource.not_found');
        return (await opts.ledger.balances(merchantId, Number(m.id))).map((w) => ({ wallet: w.wallet, balance: w.balance.toString() }));
      }),
  );
  r.get('/ops/v1/merchants/:code/files/:id', { config: cfg, schema: { tags, params: idParams } }, async (req, reply) => {
    const m = await merchantOf(req.params.code);
    await auth.require(req, 'read', m.id);
    const f = rowsOf<{ mime: string; data: Buffer | Uint8Array }>(
      await db.execute(sql`SELECT mime, data FROM wallet_files WHERE merchant_id = ${m.id} AND id = ${req.params.id}`),
    )[0];
    if (!f) throw new AppError('resource.not_found');
    return reply.type(f.mime).send(Buffer.from(f.data));
  });

  const openSession = opts.openSession;
  if (openSession) {
    r.post(
      '/ops/v1/merchants/:code/members/:account/session',
      { config: cfg, schema: { tags, params: z.object({ code, account: z.string().min(1).max(64) }), response: { 200: anyValue } } },
      async (req) =>
        act(req, 'admin', req.params.code, 'member.session', { account: req.params.account }, async ({ merchantId }) => {
          const m = rowsOf<{ id: unknown }>(
            await db.execute(sql`SELECT id FROM members WHERE merchant_id = ${merchantId} AND account = ${req.params.account}`),
          )[0];
          if (!m) throw new AppError('resource.not_found');
          return { token: (await openSession({ merchantId, memberId: Number(m.id) })).token };
        }),
    );
  }

  r.get('/ops/v1/ledger/check', { config: cfg, schema: { tags, response: { 200: anyValue } } }, async (req) => {
    await auth.require(req, 'admin');
    const v = await ledgerViolations(db);
    return ok({ ok: v.length === 0, violations: v });
  });
  r.post('/ops/v1/jobs/auto-receipt/run', { config: cfg, schema: { tags, response: { 200: anyValue } } }, async (req) =>
    act(req, 'admin', null, 'job.auto_receipt', {}, () => opts.runAutoReceipt()),
  );
};
