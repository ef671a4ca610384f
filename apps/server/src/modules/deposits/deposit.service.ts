import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { toBig } from '../../core/sql';
import { isUniqueViolation } from '../../core/sql-errors';
import type { LedgerService } from '../ledger';
import { writeEvent } from '../outbox';
import { checkRange, parseAmount, requireRealAccount } from '../money';
import { addMoneyNotice, saveProofFiles } from '../money';
import type { Proof } from '../money';
import type { Actor } from '../../core/context';
import { createDepositRepo, type DepositRow as Row } from './deposit.repo';

export type GatewayEvent = { orderId: string; status: 'SUCCESS' | 'FAILED'; amount: string };

/** HMAC-SHA256 of the raw webhook body with the channel's secret, hex. */
export const signGatewayBody = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

/**
 * Deposits through the merchant's channels: a manual bank transfer (amount, payer name, proof; an operator approves
 * or rejects) or a payment gateway that confirms by a signed webhook. pending → credited, or rejected / failed;
 * each end state leaves a notice for the member, and crediting is one idempotent ledger transfer per deposit.
 */
/**
 * Player protection's deposit check (issue 30): an order is checked against blocks and deposit limits and counted, in
 * the order's transaction; a failed or rejected order gives its amount back.
 */
export type DepositGuard = {
  guardDeposit: (tx: Db, merchantId: number, memberId: number, amount: bigint) => Promise<unknown>;
  releaseDeposit: (tx: Db, memberId: number, amount: bigint, orderedAt: Date) => Promise<unknown>;
};

export const createDepositService = (deps: { db: Db; ledger: LedgerService; protection?: DepositGuard }) => {
  const { db, ledger } = deps;
  const repo = createDepositRepo(db);

  const channel = async (merchantId: number, code: string) => {
    const r = await repo.channel(merchantId, code);
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

  const byId = async (merchantId: number, id: number) => {
    const r = await repo.byId(merchantId, id);
    if (!r) throw new AppError('resource.not_found');
    return r;
  };
  const byRequest = (actor: Actor, requestId: string) => repo.byRequest(actor.merchant.id, actor.member.id, requestId);

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
      await db.transaction(async (tx) => {
        await deps.protection?.guardDeposit(tx, actor.merchant.id, actor.member.id, amount);
        const ids = await saveProofFiles(tx, actor.merchant.id, actor.member.id, extra.proofs ?? []);
        await repo.insertPending(tx, {
          merchantId: actor.merchant.id,
          memberId: actor.member.id,
          channelId: Number(c.id),
          requestId,
          amount,
          payerName: extra.payerName ?? null,
          proofFileIds: ids,
          gatewayRef: extra.gateway ? randomBytes(12).toString('hex') : null,
        });
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
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
        if (!(await repo.markCredited(tx, id, by))) throw new AppError('wallet.state_invalid');
        await addMoneyNotice(tx, { merchantId, memberId: Number(d.member_id), kind: 'DEPOSIT_CREDITED', refId: id, amount });
      },
    });
    return view(await byId(merchantId, id));
  };

  const close = async (merchantId: number, id: number, by: string, status: 'REJECTED' | 'FAILED', reason: string) => {
    const d = await byId(merchantId, id);
    if (d.status === status) return view(d);
    await db.transaction(async (tx) => {
      if (!(await repo.markClosed(tx, id, by, status, reason))) throw new AppError('wallet.state_invalid');
      await deps.protection?.releaseDeposit(tx, Number(d.member_id), toBig(d.amount), new Date(d.created_at as string));
      await addMoneyNotice(tx, {
        merchantId,
        memberId: Number(d.member_id),
        kind: status === 'REJECTED' ? 'DEPOSIT_REJECTED' : 'DEPOSIT_FAILED',
        refId: id,
        amount: toBig(d.amount),
      });
      await writeEvent(tx, {
        merchantId,
        type: status === 'REJECTED' ? 'deposit.rejected' : 'deposit.failed',
        subjectId: Number(d.member_id),
        aggregateId: `deposit:${id}`,
        payload: { depositId: id, amount: toBig(d.amount).toString(), reason },
      });
    });
    return view(await byId(merchantId, id));
  };

  /** The gateway order behind a stand-in page or a webhook, with its channel's secret. */
  const gatewayOrder = async (orderId: string) => {
    if (!/^[a-f0-9]{24}$/.test(orderId)) return null;
    return (await repo.gatewayOrder(orderId)) ?? null;
  };

  return {
    channels: async (merchantId: number) =>
      (await repo.channels(merchantId)).map((c) => ({
        code: String(c.code),
        kind: c.kind as 'BANK' | 'GATEWAY',
        name: String(c.name),
        minAmount: toBig(c.min_amount).toString(),
        maxAmount: toBig(c.max_amount).toString(),
        bankInfo: (typeof c.bank_info === 'string' ? JSON.parse(c.bank_info) : c.bank_info) ?? null,
      })),

    list: async (actor: Actor) => ({
      list: (await repo.ofMember(actor.merchant.id, actor.member.id)).map(view),
    }),

    createGateway: async (actor: Actor, body: { channelCode: string; amount: string | number; requestId: string }) => {
      requireRealAccount(actor);
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
      requireRealAccount(actor);
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

    listForOps: async (merchantId: number, status?: string) => (await repo.forOps(merchantId, status)).map(view),
  };
};
export type DepositService = ReturnType<typeof createDepositService>;
