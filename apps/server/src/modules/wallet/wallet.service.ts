import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { toBig } from '../../core/sql';
import { parseAmount, requireRealAccount } from '../money';
import { createAgentLineTransfers } from './wallet.agent-line';
import { type WalletDeps, createWalletContext } from './wallet.context';
import { kindsOf, nameIn, rangeOf, typeOfKind } from './wallet.history';

/** Who is asking: the signed-in member of a merchant. */
export type { Actor } from '../../core/context';
import type { Actor } from '../../core/context';

const decimalsOf = (actor: Actor) => actor.merchant.row.currencyDecimals;

/** Balances, wallet transfers, transfers up and down the agent tree, and the member's transaction history. */
export const createWalletService = (deps: WalletDeps) => {
  const ctx = createWalletContext(deps);
  const { repo, ledger, settingsOf, moneyMove, memberOf } = ctx;
  const now = ctx.now;
  return {
    ...createAgentLineTransfers(ctx),
    repo,
    settings: (merchantId: number) => settingsOf(merchantId),

    balance: async (actor: Actor, language = 'EN') => {
      const settings = await settingsOf(actor.merchant.id);
      const vendors = settings.isSingle ? [] : settings.transferVendors;
      const [wallets, names] = await Promise.all([
        ledger.balances(actor.merchant.id, actor.member.id),
        repo.walletNames(actor.merchant.id, vendors),
      ]);
      const byCode = new Map(wallets.map((w) => [w.wallet, w.balance]));
      const codes = ['MAIN', ...vendors];
      const open = new Set((await deps.transfers?.pendingVendors(actor.merchant.id, actor.member.id)) ?? []);
      const list = codes.map((code, i) => ({
        accountTypeId: i,
        wallet: code,
        name: nameIn(names.get(code), language),
        availBalance: (byCode.get(code) ?? 0n).toString(),
        ...(open.has(code) ? { pending: true } : {}),
      }));
      const sum = list.reduce((s, w) => s + BigInt(w.availBalance), 0n);
      const m = actor.merchant.row;
      return {
        sumBalance: sum.toString(),
        currencyCode: m.currencyCode,
        currencySymbol: m.currencySymbol,
        decimals: m.currencyDecimals,
        balance: list,
      };
    },

    consolidated: async (actor: Actor) => {
      const wallets = await ledger.balances(actor.merchant.id, actor.member.id);
      const main = wallets.find((w) => w.wallet === 'MAIN')?.balance ?? 0n;
      const vendor = wallets.filter((w) => w.wallet !== 'MAIN').reduce((s, w) => s + w.balance, 0n);
      const pending = await repo.pendingTotals(actor.merchant.id, actor.member.id);
      return {
        balance: (main + vendor).toString(),
        mainBalance: main.toString(),
        vendorBalance: vendor.toString(),
        pendingWithdrawal: pending.withdrawal.toString(),
        pendingDeposit: pending.deposit.toString(),
        currencySymbol: actor.merchant.row.currencySymbol,
        decimals: actor.merchant.row.currencyDecimals,
        unreadNotices: pending.unread,
      };
    },

    /** Every transfer-wallet vendor's balance back to main; what could not come back yet is named as pending. */
    recall: async (actor: Actor) => {
      const r = await deps.recall?.recallAll(actor.merchant.id, actor.member.id);
      return { recalled: (r?.recalled ?? 0n).toString(), pending: r?.pending ?? [] };
    },

    merchantWallet: async (merchantId: number) => {
      const s = await settingsOf(merchantId);
      return { isSingle: s.isSingle, vendors: s.isSingle ? [] : s.transferVendors };
    },

    /** FUNDTRANS3: between the main wallet and a transfer-wallet vendor's wallet (only when the wallet is not single). */
    walletTransfer: async (actor: Actor, body: { from: string; to: string; amount: string | number; requestId: string }) => {
      requireRealAccount(actor);
      const s = await settingsOf(actor.merchant.id);
      const amount = parseAmount(body.amount, decimalsOf(actor));
      const vendor = body.from === 'MAIN' ? body.to : body.from;
      const other = body.from === 'MAIN' ? body.from : body.to;
      if (s.isSingle || other !== 'MAIN' || vendor === 'MAIN' || !s.transferVendors.includes(vendor) || deps.transfers?.offline(vendor)) {
        throw new AppError('wallet.vendor_wallet_unavailable');
      }
      if (deps.transfers?.has(vendor)) {
        // The vendor's reference is derived from the request id, so a repeated request is the same transfer there too.
        const ref = `wt-${createHash('sha256').update(`${actor.merchant.id}:${actor.member.id}:${body.requestId}`).digest('hex').slice(0, 40)}`;
        const r = await deps.transfers.move({
          merchantId: actor.merchant.id,
          memberId: actor.member.id,
          vendor,
          direction: body.from === 'MAIN' ? 'IN' : 'OUT',
          amount,
          ref,
          listed: true,
        });
        const balance = (await ledger.balances(actor.merchant.id, actor.member.id)).find((w) => w.wallet === 'MAIN')?.balance ?? 0n;
        return { transferId: r.transferId ?? 0, replayed: r.replayed, balance: balance.toString() };
      }
      const r = await ledger.transfer({
        idempotencyKey: `wt:${actor.member.id}:${body.requestId}`,
        merchantId: actor.merchant.id,
        kind: 'WALLET_TRANSFER',
        ref: vendor,
        postings: [
          { account: { memberId: actor.member.id, wallet: body.from }, amount: -amount },
          { account: { memberId: actor.member.id, wallet: body.to }, amount },
        ],
        event: {
          merchantId: actor.merchant.id,
          type: 'transfer.completed',
          subjectId: actor.member.id,
          payload: { kind: 'WALLET_TRANSFER', from: body.from, to: body.to, amount: amount.toString() },
        },
      });
      return moneyMove(actor, r);
    },

    /** Operator: a signed adjustment of a member's main wallet ("-25.50" takes), idempotent by the request id. */
    adjust: async (
      merchantId: number,
      decimals: number,
      account: string,
      input: { amount: string; reason: string; requestId: string },
      by: string,
      /** Writes that commit with the money, or refuse it by throwing (a four-eyes approval's decision). */
      within?: (tx: Db, transferId: number) => Promise<void>,
    ) => {
      const negative = input.amount.startsWith('-');
      const amount = parseAmount(input.amount.replace(/^-/, ''), decimals);
      const member = await memberOf(merchantId, account);
      const signed = negative ? -amount : amount;
      const r = await ledger.transfer({
        idempotencyKey: `adj:${input.requestId}`,
        merchantId,
        kind: 'ADJUST',
        ref: account,
        meta: { reason: input.reason, by },
        ...(within ? { within: (tx: Db, r: { transferId: number }) => within(tx, r.transferId) } : {}),
        postings: [
          { account: { system: 'ADJUSTMENT' }, amount: -signed },
          { account: { memberId: member.id }, amount: signed },
        ],
      });
      const main = (await ledger.balances(merchantId, member.id)).find((w) => w.wallet === 'MAIN');
      return { transferId: r.transferId, replayed: r.replayed, balance: main?.balance.toString() };
    },

    /** Operator: every wallet of a member named by account. */
    memberWallets: async (merchantId: number, account: string) => {
      const member = await memberOf(merchantId, account);
      return (await ledger.balances(merchantId, member.id)).map((w) => ({ wallet: w.wallet, balance: w.balance.toString() }));
    },

    /** The id of a member named by account (unknown → resource.not_found). */
    memberIdOf: async (merchantId: number, account: string) => (await memberOf(merchantId, account)).id,

    /** Operator: a stored proof image (unknown or another merchant's → resource.not_found). */
    proofFile: async (merchantId: number, id: number) => {
      const f = await repo.file(merchantId, id);
      if (!f) throw new AppError('resource.not_found');
      return { mime: f.mime, data: Buffer.from(f.data) };
    },

    history: async (
      actor: Actor,
      q: { type: keyof typeof kindsOf; range: 'today' | 'yesterday' | '7d' | '30d'; pageNo: number; pageSize: number },
      language = 'EN',
    ) => {
      const { from, to } = rangeOf(q.range, now(), actor.merchant.row.timeZone);
      const { total, rows } = await repo.history({
        merchantId: actor.merchant.id,
        memberId: actor.member.id,
        kinds: kindsOf[q.type],
        from,
        to,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return {
        list: rows.map((r) => ({
          id: Number(r.id),
          transferId: Number(r.transfer_id),
          kind: String(r.kind),
          type: typeOfKind(String(r.kind)),
          wallet: String(r.code),
          walletName: nameIn(r.wallet_name, language),
          amount: toBig(r.amount).toString(),
          balanceBefore: toBig(r.balance_before).toString(),
          balanceAfter: toBig(r.balance_after).toString(),
          ref: (r.ref as string | null) ?? null,
          time: new Date(r.created_at as string).toISOString(),
        })),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total,
        totalPages: Math.ceil(total / q.pageSize),
      };
    },
  };
};
export type WalletService = ReturnType<typeof createWalletService>;
