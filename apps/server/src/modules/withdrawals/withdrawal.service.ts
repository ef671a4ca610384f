import { sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { rowsOf, toBig } from '../../core/sql';
import type { LedgerService } from '../ledger';
import { checkRange, parseAmount } from '../wallet';
import { addNotice } from '../wallet';
import type { Proof } from '../wallet';
import type { Actor, WalletService } from '../wallet';
import { maskAccountNo, type PayeeService } from './payee.service';
import type { PaymentPasswordService } from './payment-password.service';

type Row = Record<string, unknown>;
type Outcome = 'RECEIVED' | 'NOT_RECEIVED' | 'PARTLY_RECEIVED';

/**
 * Withdrawals: request (funds to the withdrawal hold) → approved and paid (hold → payout) or rejected (hold → back
 * to the member). After payout the member confirms receipt; an unconfirmed payout counts as received after the
 * merchant's minutes (auto-receipt job); a disputed one is refunded or forced received by an operator.
 */
export const createWithdrawalService = (deps: {
  db: Db;
  ledger: LedgerService;
  wallet: WalletService;
  payees: PayeeService;
  paymentPasswords: PaymentPasswordService;
  now?: () => Date;
}) => {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());

  const load = async (merchantId: number, id: number, memberId?: number) => {
    const who = memberId ? sql`AND w.member_id = ${memberId}` : sql``;
    const r = rowsOf<Row>(
      await db.execute(sql`SELECT w.*, p.bank_name, p.account_no, p.payee_name, s.auto_receipt_minutes, m.account
        FROM withdrawals w JOIN payee_accounts p ON p.id = w.payee_id JOIN members m ON m.id = w.member_id
        LEFT JOIN wallet_settings s ON s.merchant_id = w.merchant_id WHERE w.merchant_id = ${merchantId} AND w.id = ${id} ${who}`),
    )[0];
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
  const transition = async (tx: Db, id: number, from: WithdrawalStatus[], set: ReturnType<typeof sql>) => {
    const rows = rowsOf(
      await tx.execute(
        sql`UPDATE withdrawals SET ${set}, updated_at = now() WHERE id = ${id} AND status = ANY(${`{${from.join(',')}}`}::text[]) RETURNING id`,
      ),
    );
    if (rows.length === 0) throw new AppError('wallet.state_invalid');
  };

  return {
    list: async (actor: Actor) => {
      const rows = rowsOf<Row>(
        await db.execute(sql`SELECT w.*, p.bank_name, p.account_no, p.payee_name, s.auto_receipt_minutes FROM withdrawals w
          JOIN payee_accounts p ON p.id = w.payee_id LEFT JOIN wallet_settings s ON s.merchant_id = w.merchant_id
          WHERE w.merchant_id = ${actor.merchant.id} AND w.member_id = ${actor.member.id} ORDER BY w.id DESC LIMIT 50`),
      );
      return { list: rows.map(view) };
    },

    request: async (actor: Actor, body: { payeeId: number; amount: string | number; paymentPassword: string; requestId: string }) => {
      const decimals = actor.merchant.row.currencyDecimals;
      const amount = parseAmount(body.amount, decimals);
      const settings = await deps.wallet.settings(actor.merchant.id);
      checkRange(amount, settings.withdrawMin, settings.withdrawMax, decimals);
      const payee = await deps.payees.get(actor.merchant.id, actor.member.id, body.payeeId);
      await deps.paymentPasswords.check(actor.merchant.id, actor.member.id, body.paymentPassword);
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
        within: async (tx) => {
          await tx.execute(sql`INSERT INTO withdrawals (merchant_id, member_id, payee_id, request_id, amount, status)
            VALUES (${actor.merchant.id}, ${actor.member.id}, ${payee.id}, ${body.requestId}, ${amount.toString()}::bigint, 'PENDING')`);
        },
      });
      const row = rowsOf<{ id: unknown }>(
        await db.execute(
          sql`SELECT id FROM withdrawals WHERE merchant_id = ${actor.merchant.id} AND member_id = ${actor.member.id} AND request_id = ${body.requestId}`,
        ),
      )[0];
      return { ...view(await load(actor.merchant.id, Number(row?.id))), replayed: r.replayed };
    },

    /** Operator: pay out (hold → payout). A repeated approve answers the paid withdrawal. */
    approve: async (merchantId: number, id: number, by: string) => {
      const w = await load(merchantId, id);
      const amount = toBig(w.amount);
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
        within: async (tx) => {
          await transition(tx, id, ['PENDING'], sql`status = 'PAID', paid_at = ${now().toISOString()}::timestamptz, reviewed_by = ${by}`);
          await addNotice(tx, { merchantId, memberId: Number(w.member_id), kind: 'WITHDRAWAL_APPROVED', refId: id, amount });
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
        within: async (tx) => {
          await transition(tx, id, ['PENDING'], sql`status = 'REJECTED', reason = ${reason}, reviewed_by = ${by}`);
          await addNotice(tx, { merchantId, memberId: Number(w.member_id), kind: 'WITHDRAWAL_REJECTED', refId: id, amount });
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
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const ids: number[] = [];
        for (const p of proofs) {
          const f = rowsOf<{ id: unknown }>(
            await tx.execute(sql`INSERT INTO wallet_files (merchant_id, member_id, mime, size, data)
              VALUES (${actor.merchant.id}, ${actor.member.id}, ${p.mime}, ${p.data.length}, decode(${p.data.toString('hex')}, 'hex')) RETURNING id`),
          )[0];
          ids.push(Number(f?.id));
        }
        await transition(
          tx,
          id,
          ['PAID'],
          sql`status = ${outcome}, received_amount = ${(received ?? 0n).toString()}::bigint, proof_file_ids = ${JSON.stringify(ids)}::jsonb, confirmed_at = now()`,
        );
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
          within: async (tx) => {
            await transition(tx, id, ['PAID'], sql`status = 'FAILED', reason = ${reason}, reviewed_by = ${by}`);
            await addNotice(tx, { merchantId, memberId: Number(w.member_id), kind: 'WITHDRAWAL_FAILED', refId: id, amount });
          },
        });
        return view(await load(merchantId, id));
      }
      if (action === 'FORCE_RECEIPT') {
        await db.transaction(async (tx) =>
          transition(
            tx as unknown as Db,
            id,
            ['NOT_RECEIVED', 'PARTLY_RECEIVED'],
            sql`status = 'FORCED_RECEIVED', reason = ${reason}, reviewed_by = ${by}`,
          ),
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
          await transition(tx, id, ['NOT_RECEIVED', 'PARTLY_RECEIVED'], sql`status = 'REFUNDED', reason = ${reason}, reviewed_by = ${by}`);
          await addNotice(tx, { merchantId, memberId: Number(w.member_id), kind: 'WITHDRAWAL_REFUNDED', refId: id, amount: refund });
        },
      });
      return view(await load(merchantId, id));
    },

    /** Payouts left unconfirmed past the merchant's minutes count as received (run by the leased job). */
    autoReceipt: async () => {
      const rows = rowsOf<{ id: unknown }>(
        await db.execute(sql`UPDATE withdrawals w SET status = 'AUTO_RECEIVED', received_amount = w.amount, confirmed_at = ${now().toISOString()}::timestamptz, updated_at = now()
          FROM withdrawals x LEFT JOIN wallet_settings s ON s.merchant_id = x.merchant_id
          WHERE x.id = w.id AND w.status = 'PAID'
            AND w.paid_at + make_interval(mins => coalesce(s.auto_receipt_minutes, 1440)) <= ${now().toISOString()}::timestamptz
          RETURNING w.id`),
      );
      return { count: rows.length, ids: rows.map((r) => Number(r.id)) };
    },

    listForOps: async (merchantId: number, status?: string) => {
      const only = status ? sql`AND w.status = ${status}` : sql``;
      const rows = rowsOf<Row>(
        await db.execute(sql`SELECT w.*, p.bank_name, p.account_no, p.payee_name, s.auto_receipt_minutes, m.account FROM withdrawals w
          JOIN payee_accounts p ON p.id = w.payee_id JOIN members m ON m.id = w.member_id LEFT JOIN wallet_settings s ON s.merchant_id = w.merchant_id
          WHERE w.merchant_id = ${merchantId} ${only} ORDER BY w.id DESC LIMIT 200`),
      );
      return rows.map(view);
    },
  };
};
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
