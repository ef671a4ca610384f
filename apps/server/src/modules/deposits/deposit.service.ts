import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { pgErrorCode, rowsOf, toBig } from '../../core/sql';
import type { LedgerService } from '../ledger';
import { checkRange, parseAmount } from '../wallet';
import { addNotice } from '../wallet';
import type { Proof } from '../wallet';
import type { Actor } from '../wallet';

type Row = Record<string, unknown>;
export type GatewayEvent = { orderId: string; status: 'SUCCESS' | 'FAILED'; amount: string };

/** HMAC-SHA256 of the raw webhook body with the channel's secret, hex. */
export const signGatewayBody = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

/**
 * Deposits through the merchant's channels: a manual bank transfer (amount, payer name, proof; an operator approves
 * or rejects) or a payment gateway that confirms by a signed webhook. pending → credited, or rejected / failed;
 * each end state leaves a notice for the member, and crediting is one idempotent ledger transfer per deposit.
 */
export const createDepositService = (deps: { db: Db; ledger: LedgerService }) => {
  const { db, ledger } = deps;

  const channel = async (merchantId: number, code: string) => {
    const r = rowsOf<Row>(
      await db.execute(sql`SELECT * FROM payment_channels WHERE merchant_id = ${merchantId} AND code = ${code} AND enabled`),
    )[0];
    if (!r) throw new AppError('wallet.channel_unavailable');
    return r;
  };

  const view = (r: Row) => ({
    id: Number(r.id),
    account: String(r.account ?? ''),
    channelCode: String(r.channel_code ?? ''),
    amount: toBig(r.amount).toString(),
    status: r.status as 'PENDING' | 'CREDITED' | 'REJECTED' | 'FAILED',
    payerName: (r.payer_name as string | null) ?? null,
    proofFileIds: (r.proof_file_ids as number[] | null) ?? [],
    payUrl: r.gateway_ref && r.status === 'PENDING' ? `/gateway-standin/pay/${r.gateway_ref}` : null,
    reason: (r.reason as string | null) ?? null,
    createdAt: new Date(r.created_at as string).toISOString(),
  });

  const select = sql`SELECT d.*, c.code AS channel_code, m.account FROM deposits d JOIN payment_channels c ON c.id = d.channel_id JOIN members m ON m.id = d.member_id`;
  const byId = async (merchantId: number, id: number) => {
    const r = rowsOf<Row>(await db.execute(sql`${select} WHERE d.merchant_id = ${merchantId} AND d.id = ${id}`))[0];
    if (!r) throw new AppError('resource.not_found');
    return r;
  };
  const byRequest = async (actor: Actor, requestId: string) =>
    rowsOf<Row>(
      await db.execute(
        sql`${select} WHERE d.merchant_id = ${actor.merchant.id} AND d.member_id = ${actor.member.id} AND d.request_id = ${requestId}`,
      ),
    )[0];

  /** Inserts a pending deposit once per request id; a replay answers it, another body under the same id is refused. */
  const open = async (
    actor: Actor,
    c: Row,
    amount: bigint,
    requestId: string,
    extra: { payerName?: string; proofs?: Proof[]; gateway?: boolean },
  ) => {
    const prior = await byRequest(actor, requestId);
    if (prior) {
      if (toBig(prior.amount) !== amount || Number(prior.channel_id) !== Number(c.id)) throw new AppError('ledger.idempotency_conflict');
      return view(prior);
    }
    try {
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const ids: number[] = [];
        for (const p of extra.proofs ?? []) {
          const f = rowsOf<{ id: unknown }>(
            await tx.execute(sql`INSERT INTO wallet_files (merchant_id, member_id, mime, size, data)
              VALUES (${actor.merchant.id}, ${actor.member.id}, ${p.mime}, ${p.data.length}, decode(${p.data.toString('hex')}, 'hex')) RETURNING id`),
          )[0];
          ids.push(Number(f?.id));
        }
        await tx.execute(sql`INSERT INTO deposits (merchant_id, member_id, channel_id, request_id, amount, status, payer_name, proof_file_ids, gateway_ref)
          VALUES (${actor.merchant.id}, ${actor.member.id}, ${Number(c.id)}, ${requestId}, ${amount.toString()}::bigint, 'PENDING',
                  ${extra.payerName ?? null}, ${JSON.stringify(ids)}::jsonb, ${extra.gateway ? randomBytes(12).toString('hex') : null})`);
      });
    } catch (err) {
      if (pgErrorCode(err) !== '23505') throw err;
    }
    return view((await byRequest(actor, requestId)) as Row);
  };

  const credit = async (merchantId: number, id: number, by: string) => {
    const d = await byId(merchantId, id);
    const amount = toBig(d.amount);
    await ledger.transfer({
      idempotencyKey: `deposit:${id}`,
      merchantId,
      kind: 'DEPOSIT',
      ref: String(id),
      postings: [
        { account: { system: 'DEPOSIT_CLEARING' }, amount: -amount },
        { account: { memberId: Number(d.member_id) }, amount },
      ],
      event: {
        merchantId,
        type: 'deposit.credited',
        subjectId: Number(d.member_id),
        aggregateId: `deposit:${id}`,
        payload: { depositId: id, amount: amount.toString() },
      },
      within: async (tx) => {
        const rows = rowsOf(
          await tx.execute(
            sql`UPDATE deposits SET status = 'CREDITED', reviewed_by = ${by}, updated_at = now() WHERE id = ${id} AND status = 'PENDING' RETURNING id`,
          ),
        );
        if (rows.length === 0) throw new AppError('wallet.state_invalid');
        await addNotice(tx, { merchantId, memberId: Number(d.member_id), kind: 'DEPOSIT_CREDITED', refId: id, amount });
      },
    });
    return view(await byId(merchantId, id));
  };

  const close = async (merchantId: number, id: number, by: string, status: 'REJECTED' | 'FAILED', reason: string) => {
    const d = await byId(merchantId, id);
    if (d.status === status) return view(d);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const rows = rowsOf(
        await tx.execute(
          sql`UPDATE deposits SET status = ${status}, reason = ${reason}, reviewed_by = ${by}, updated_at = now() WHERE id = ${id} AND status = 'PENDING' RETURNING id`,
        ),
      );
      if (rows.length === 0) throw new AppError('wallet.state_invalid');
      await addNotice(tx, {
        merchantId,
        memberId: Number(d.member_id),
        kind: status === 'REJECTED' ? 'DEPOSIT_REJECTED' : 'DEPOSIT_FAILED',
        refId: id,
        amount: toBig(d.amount),
      });
    });
    return view(await byId(merchantId, id));
  };

  /** The gateway order behind a stand-in page or a webhook, with its channel's secret. */
  const gatewayOrder = async (orderId: string) => {
    if (!/^[a-f0-9]{24}$/.test(orderId)) return null;
    const r = rowsOf<Row>(
      await db.execute(sql`SELECT d.*, c.gateway_secret, c.name AS channel_name, mc.code AS merchant_code, mc.currency_symbol, mc.currency_decimals
        FROM deposits d JOIN payment_channels c ON c.id = d.channel_id JOIN merchants mc ON mc.id = d.merchant_id WHERE d.gateway_ref = ${orderId}`),
    )[0];
    return r ?? null;
  };

  return {
    channels: async (merchantId: number) =>
      rowsOf<Row>(
        await db.execute(sql`SELECT * FROM payment_channels WHERE merchant_id = ${merchantId} AND enabled ORDER BY sort, id`),
      ).map((c) => ({
        code: String(c.code),
        kind: c.kind as 'BANK' | 'GATEWAY',
        name: String(c.name),
        minAmount: toBig(c.min_amount).toString(),
        maxAmount: toBig(c.max_amount).toString(),
        bankInfo: (typeof c.bank_info === 'string' ? JSON.parse(c.bank_info) : c.bank_info) ?? null,
      })),

    list: async (actor: Actor) => ({
      list: rowsOf<Row>(
        await db.execute(
          sql`${select} WHERE d.merchant_id = ${actor.merchant.id} AND d.member_id = ${actor.member.id} ORDER BY d.id DESC LIMIT 50`,
        ),
      ).map(view),
    }),

    createGateway: async (actor: Actor, body: { channelCode: string; amount: string | number; requestId: string }) => {
      const c = await channel(actor.merchant.id, body.channelCode);
      if (c.kind !== 'GATEWAY') throw new AppError('wallet.channel_unavailable');
      const decimals = actor.merchant.row.currencyDecimals;
      const amount = parseAmount(body.amount, decimals);
      checkRange(amount, toBig(c.min_amount), toBig(c.max_amount), decimals);
      return open(actor, c, amount, body.requestId, { gateway: true });
    },

    createManual: async (
      actor: Actor,
      body: { channelCode: string; amount: string | number; requestId: string; payerName: string },
      proofs: Proof[],
    ) => {
      const c = await channel(actor.merchant.id, body.channelCode);
      if (c.kind !== 'BANK') throw new AppError('wallet.channel_unavailable');
      const decimals = actor.merchant.row.currencyDecimals;
      const amount = parseAmount(body.amount, decimals);
      checkRange(amount, toBig(c.min_amount), toBig(c.max_amount), decimals);
      if (proofs.length === 0) throw new AppError('wallet.proof_invalid');
      return open(actor, c, amount, body.requestId, { payerName: body.payerName, proofs });
    },

    approve: (merchantId: number, id: number, by: string) => credit(merchantId, id, by),
    reject: (merchantId: number, id: number, by: string, reason: string) => close(merchantId, id, by, 'REJECTED', reason),

    gatewayOrder,

    /** The gateway's signed confirmation: checked against the channel secret and the order's amount, then applied once. */
    webhook: async (rawBody: string, signature: string) => {
      let event: GatewayEvent;
      try {
        event = JSON.parse(rawBody) as GatewayEvent;
      } catch {
        throw new AppError('request_param_err');
      }
      const row = typeof event?.orderId === 'string' ? await gatewayOrder(event.orderId) : null;
      const expected = Buffer.from(signGatewayBody(String(row?.gateway_secret ?? randomBytes(16).toString('hex')), rawBody));
      const given = Buffer.from(String(signature));
      if (!row || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('wallet.signature_invalid');
      if (event.amount !== toBig(row.amount).toString() || !['SUCCESS', 'FAILED'].includes(event.status))
        throw new AppError('request_param_err');
      const merchantId = Number(row.merchant_id);
      const id = Number(row.id);
      if (event.status === 'SUCCESS') {
        if (row.status === 'CREDITED') return { status: 'CREDITED' as const };
        return { status: (await credit(merchantId, id, 'gateway')).status };
      }
      return { status: (await close(merchantId, id, 'gateway', 'FAILED', 'gateway failure')).status };
    },

    listForOps: async (merchantId: number, status?: string) => {
      const only = status ? sql`AND d.status = ${status}` : sql``;
      return rowsOf<Row>(await db.execute(sql`${select} WHERE d.merchant_id = ${merchantId} ${only} ORDER BY d.id DESC LIMIT 200`)).map(
        view,
      );
    },
  };
};
export type DepositService = ReturnType<typeof createDepositService>;
