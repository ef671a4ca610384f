import type { WithdrawalStatus } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { toBig } from '../../core/sql';
import type { LedgerService } from '../ledger';
import { beforeMoneyOut, checkRange, parseAmount, requireRealAccount } from '../money';
import { addMoneyNotice, saveProofFiles } from '../money';
import type { Proof } from '../money';
import type { Actor } from '../../core/context';
import type { WalletService } from '../wallet';
import { maskAccountNo, type PayeeService } from './payee.service';
import type { PaymentPasswordService } from './payment-password.service';
import { createWithdrawalRepo, type WithdrawalChange, type WithdrawalRow as Row } from './withdrawal.repo';
import type { BalanceRecall, MoneyOutGate } from '../money';

type Outcome = 'RECEIVED' | 'NOT_RECEIVED' | 'PARTLY_RECEIVED';

/**
 * Withdrawals: request (funds to the withdrawal hold) → approved and paid (hold → payout) or rejected (hold → back
 * to the member). After payout the member confirms receipt; an unconfirmed payout counts as received after the
 * merchant's minutes (auto-receipt job); a disputed one is refunded or forced received by an operator.
 */
export const createWithdrawalService = (deps: {
  db: Db;
  ledger: LedgerService;
  wallet: Pick<WalletService, 'settings'>;
  payees: PayeeService;
  paymentPasswords: PaymentPasswordService;
  gate?: MoneyOutGate;
  /** What transfer-wallet vendors hold comes back to main first, so the member withdraws what is theirs. */
  recall?: BalanceRecall;
  /** The KYC threshold (issue 31): a withdrawal above it needs a verified account, checked in its transaction. */
  kyc?: (tx: Db, merchantId: number, memberId: number, amount: bigint) => Promise<void>;
  /** An open risk case holding the member's withdrawals refuses the payout (issue 31). */
  held?: (memberId: number) => Promise<void>;
  now?: () => Date;
}) => {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createWithdrawalRepo(db);

  const load = async (merchantId: number, id: number, memberId?: number) => {
    const r = await repo.load(merchantId, id, memberId);
    if (!r) throw new AppError('resource.not_found');
    return r;
  };

  const view = (r: Row) => {
    const amount = toBig(r.amount);
    const received = r.received_amount == null ? null : toBig(r.received_amount);
    const paidAt = r.paid_at ? new Date(r.paid_at as string) : null;
    const minutes = Number(r.auto_receipt_minutes ?? 1440);
    return {
      id: Number(r.id),
      account: String(r.account ?? ''),
      amount: amount.toString(),
      status: r.status as WithdrawalStatus,
      receivedAmount: received === null ? null : received.toString(),
      remainingAmount: received === null ? null : (amount - received).toString(),
      payee: { bankName: String(r.bank_name), accountNoMasked: maskAccountNo(String(r.account_no)), payeeName: String(r.payee_name) },
      reason: (r.reason as string | null) ?? null,
      paidAt: paidAt?.toISOString() ?? null,
      autoReceiptAt: paidAt && r.status === 'PAID' ? new Date(paidAt.getTime() + minutes * 60_000).toISOString() : null,
      createdAt: new Date(r.created_at as string).toISOString(),
    };
  };

  /** Moves the state on only from `from`, inside the ledger transaction; anything else refuses the whole operation. */
  const transition = async (tx: Db, id: number, from: WithdrawalStatus[], change: WithdrawalChange) => {
    if (!(await repo.transition(tx, id, from, change))) throw new AppError('wallet.state_invalid');
  };

  return {
    list: async (actor: Actor) => {
      const rows = await repo.ofMember(actor.merchant.id, actor.member.id);
      return { list: rows.map(view) };
    },

    request: async (actor: Actor, body: { payeeId: number; amount: string | number; paymentPassword: string; requestId: string }) => {
      requireRealAccount(actor);
      const decimals = actor.merchant.row.currencyDecimals;
      const amount = parseAmount(body.amount, decimals);
      const settings = await deps.wallet.settings(actor.merchant.id);
      checkRange(amount, settings.withdrawMin, settings.withdrawMax, decimals);
      const payee = await deps.payees.get(actor.merchant.id, actor.member.id, body.payeeId);
      await deps.paymentPasswords.check(actor.merchant.id, actor.member.id, body.paymentPassword);
      await beforeMoneyOut(deps, actor.merchant.id, actor.member.id, amount);
      const r = await ledger.transfer({
        idempotencyKey: `wd:${actor.member.id}:${body.requestId}`,
        merchantId: actor.merchant.id,
        kind: 'WITHDRAWAL',
        ref: body.requestId,
        meta: { payeeId: payee.id },
        postings: [
          { account: { memberId: actor.member.id }, amount: -amount },
          { account: { system: 'WITHDRAWAL_HOLD' }, amount },
        ],
        // The request as an event (issue 31): the fraud rules look at it off the request path.
        event: {
          merchantId: actor.merchant.id,
          type: 'withdrawal.requested',
          subjectId: actor.member.id,
          aggregateId: `withdrawal-request:${actor.member.id}:${body.requestId}`,
          payload: { requestId: body.requestId, amount: amount.toString(), payeeId: payee.id },
        },
        within: async (tx) => {
          await deps.gate?.assertClear(tx, actor.merchant.id, actor.member.id);
          await deps.kyc?.(tx, actor.merchant.id, actor.member.id, amount);
          await repo.insertPending(tx, {
            merchantId: actor.merchant.id,
            memberId: actor.member.id,
            payeeId: payee.id,
            requestId: body.requestId,
            amount,
          });
        },
      });
      const id = await repo.idByRequest(actor.merchant.id, actor.member.id, body.requestId);
      return { ...view(await load(actor.merchant.id, id)), replayed: r.replayed };
    },

    /** Operator: one withdrawal as the list shows it. */
    detail: async (merchantId: number, id: number) => view(await load(merchantId, id)),

    /** The member and amount of a withdrawal (four-eyes weighs them before the payout). */
    brief: async (merchantId: number, id: number) => {
      const w = await load(merchantId, id);
      return { account: String(w.account), amount: toBig(w.amount) };
    },

    /**
     * Operator: pay out (hold → payout). A repeated approve answers the paid withdrawal. `within` (a four-eyes decision)
     * commits with the payout or refuses it by throwing; a replayed payout does not run it.
     */
    approve: async (merchantId: number, id: number, by: string, within?: (tx: Db, transferId: number) => Promise<void>) => {
      const w = await load(merchantId, id);
      const amount = toBig(w.amount);
      if (w.status === 'PENDING') await deps.held?.(Number(w.member_id));
      await ledger.transfer({
        idempotencyKey: `wd-pay:${id}`,
        merchantId,
        kind: 'WITHDRAWAL_PAYOUT',
        ref: String(id),
        postings: [
          { account: { system: 'WITHDRAWAL_HOLD' }, amount: -amount },
          { account: { system: 'WITHDRAWAL_PAYOUT' }, amount },
        ],
        event: {
          merchantId,
          type: 'withdrawal.paid',
          subjectId: Number(w.member_id),
          aggregateId: `withdrawal:${id}`,
          payload: { withdrawalId: id, amount: amount.toString() },
        },
        within: async (tx, result) => {
          await transition(tx, id, ['PENDING'], { status: 'PAID', paidAt: now(), reviewedBy: by });
          await addMoneyNotice(tx, { merchantId, memberId: Number(w.member_id), kind: 'WITHDRAWAL_APPROVED', refId: id, amount });
          await within?.(tx, result.transferId);
        },
      });
      return view(await load(merchantId, id));
    },

    /** Operator: refuse; the held funds go back to the member's main wallet. */
    reject: async (merchantId: number, id: number, by: string, reason: string) => {
      const w = await load(merchantId, id);
      const amount = toBig(w.amount);
      await ledger.transfer({
        idempotencyKey: `wd-return:${id}`,
        merchantId,
        kind: 'WITHDRAWAL_RETURN',
        ref: String(id),
        postings: [
          { account: { system: 'WITHDRAWAL_HOLD' }, amount: -amount },
          { account: { memberId: Number(w.member_id) }, amount },
        ],
        event: {
          merchantId,
          type: 'withdrawal.rejected',
          subjectId: Number(w.member_id),
          aggregateId: `withdrawal:${id}`,
          payload: { withdrawalId: id, amount: amount.toString(), reason },
        },
        within: async (tx) => {
          await transition(tx, id, ['PENDING'], { status: 'REJECTED', reason, reviewedBy: by });
          await addMoneyNotice(tx, { merchantId, memberId: Number(w.member_id), kind: 'WITHDRAWAL_REJECTED', refId: id, amount });
        },
      });
      return view(await load(merchantId, id));
    },

    /** The member confirms a payout: received, not received (with proof), or partly received (with the amount). */
    confirm: async (actor: Actor, id: number, outcome: Outcome, receivedText: string | undefined, proofs: Proof[]) => {
      const w = await load(actor.merchant.id, id, actor.member.id);
      const amount = toBig(w.amount);
      let received: bigint | null = null;
      if (outcome === 'PARTLY_RECEIVED') {
        received = parseAmount(receivedText ?? '', actor.merchant.row.currencyDecimals);
        if (received >= amount) throw new AppError('wallet.amount_invalid');
      }
      if (outcome === 'NOT_RECEIVED') {
        received = 0n;
        if (proofs.length === 0) throw new AppError('wallet.proof_invalid');
      }
      if (outcome === 'RECEIVED') received = amount;
      await db.transaction(async (tx) => {
        const ids = await saveProofFiles(tx, actor.merchant.id, actor.member.id, proofs);
        await transition(tx, id, ['PAID'], { status: outcome, receivedAmount: received ?? 0n, proofFileIds: ids, confirmed: true });
      });
      return view(await load(actor.merchant.id, id));
    },

    /**
     * Operator, after payout: the bank bounced it (PAYOUT_FAILED: everything back, notice "failed"); or, for a
     * disputed payout, refund what did not arrive, or force the receipt (no refund).
     */
    resolve: async (merchantId: number, id: number, by: string, action: 'REFUND' | 'FORCE_RECEIPT' | 'PAYOUT_FAILED', reason: string) => {
      const w = await load(merchantId, id);
      if (action === 'PAYOUT_FAILED') {
        const amount = toBig(w.amount);
        await ledger.transfer({
          idempotencyKey: `wd-failed:${id}`,
          merchantId,
          kind: 'WITHDRAWAL_RETURN',
          ref: String(id),
          postings: [
            { account: { system: 'WITHDRAWAL_PAYOUT' }, amount: -amount },
            { account: { memberId: Number(w.member_id) }, amount },
          ],
          event: {
            merchantId,
            type: 'withdrawal.failed',
            subjectId: Number(w.member_id),
            aggregateId: `withdrawal:${id}`,
            payload: { withdrawalId: id, amount: amount.toString(), reason },
          },
          within: async (tx) => {
            await transition(tx, id, ['PAID'], { status: 'FAILED', reason, reviewedBy: by });
            await addMoneyNotice(tx, { merchantId, memberId: Number(w.member_id), kind: 'WITHDRAWAL_FAILED', refId: id, amount });
          },
        });
        return view(await load(merchantId, id));
      }
      if (action === 'FORCE_RECEIPT') {
        await db.transaction(async (tx) =>
          transition(tx, id, ['NOT_RECEIVED', 'PARTLY_RECEIVED'], { status: 'FORCED_RECEIVED', reason, reviewedBy: by }),
        );
        return view(await load(merchantId, id));
      }
      const refund = toBig(w.amount) - toBig(w.received_amount ?? 0);
      if (!['NOT_RECEIVED', 'PARTLY_RECEIVED', 'REFUNDED'].includes(String(w.status)) || refund <= 0n)
        throw new AppError('wallet.state_invalid');
      await ledger.transfer({
        idempotencyKey: `wd-refund:${id}`,
        merchantId,
        kind: 'WITHDRAWAL_REFUND',
        ref: String(id),
        postings: [
          { account: { system: 'WITHDRAWAL_PAYOUT' }, amount: -refund },
          { account: { memberId: Number(w.member_id) }, amount: refund },
        ],
        within: async (tx) => {
          await transition(tx, id, ['NOT_RECEIVED', 'PARTLY_RECEIVED'], { status: 'REFUNDED', reason, reviewedBy: by });
          await addMoneyNotice(tx, { merchantId, memberId: Number(w.member_id), kind: 'WITHDRAWAL_REFUNDED', refId: id, amount: refund });
        },
      });
      return view(await load(merchantId, id));
    },

    /** Payouts left unconfirmed past the merchant's minutes count as received (run by the leased job). */
    autoReceipt: async () => {
      const ids = await repo.autoReceive(now());
      return { count: ids.length, ids };
    },

    /**
     * Development aid: one paid withdrawal's auto-receipt run at the moment it falls due, so a test need not wait the
     * merchant's minutes. Other withdrawals are left to the job.
     */
    autoReceiptOf: async (merchantId: number, id: number) => {
      const due = view(await load(merchantId, id)).autoReceiptAt;
      if (!due) throw new AppError('wallet.state_invalid');
      await repo.autoReceive(new Date(due), id);
      return view(await load(merchantId, id));
    },

    listForOps: async (merchantId: number, status?: string) => (await repo.forOps(merchantId, status)).map(view),
  };
};
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
