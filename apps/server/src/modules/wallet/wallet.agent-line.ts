import { memberKind } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { checkRange, moveOut, parseAmount, requireRealAccount } from '../money';
import type { WalletContext } from './wallet.context';

const kindOf = (actor: Actor) => memberKind(actor.member.type, actor.merchant.row.settings);
const decimalsOf = (actor: Actor) => actor.merchant.row.currencyDecimals;

/** Money along the agent line: to the upline, to downlines (bonus rules and recall first), and the downline list. */
export const createAgentLineTransfers = (ctx: WalletContext) => {
  const { deps, repo, ledger, settingsOf, moneyMove, clearOfBonus } = ctx;
  return {
    /** Members and agents send to their direct upline (naming it is optional; naming anyone else is refused). */
    toUpline: async (actor: Actor, body: { amount: string | number; requestId: string; toAccount?: string }) => {
      requireRealAccount(actor);
      const amount = parseAmount(body.amount, decimalsOf(actor));
      if (body.toAccount && body.toAccount === actor.member.account) throw new AppError('wallet.transfer_self');
      // The session already read the upline in this request; other callers look it up.
      const upline = actor.member.upline !== undefined ? actor.member.upline : await repo.withUpline(actor.merchant.id, actor.member.id);
      if (!upline) throw new AppError('wallet.no_upline');
      if (body.toAccount && body.toAccount !== upline.account) throw new AppError('wallet.not_upline');
      const s = await settingsOf(actor.merchant.id);
      checkRange(amount, s.transferMin, s.transferMax, decimalsOf(actor));
      const r = await moveOut(
        deps,
        actor.merchant.id,
        actor.member.id,
        amount,
        () =>
          ledger.transfer({
            idempotencyKey: `up:${actor.member.id}:${body.requestId}`,
            merchantId: actor.merchant.id,
            kind: 'TRANSFER_UPLINE',
            ref: upline.account,
            postings: [
              { account: { memberId: actor.member.id }, amount: -amount },
              { account: { memberId: upline.id }, amount },
            ],
            guard: clearOfBonus(actor),
            event: {
              merchantId: actor.merchant.id,
              type: 'transfer.completed',
              subjectId: actor.member.id,
              payload: { kind: 'TRANSFER_UPLINE', toMemberId: upline.id, amount: amount.toString() },
            },
          }),
        actor.member.recall,
      );
      return moneyMove(actor, r);
    },

    /** Agents only, inside their own subtree; several receivers in one atomic transfer need AGENTRANSMULTDOWN3. */
    toDownline: async (actor: Actor, body: { requestId: string; transfers: { account: string; amount: string | number }[] }) => {
      requireRealAccount(actor);
      if (kindOf(actor) !== 'agent') throw new AppError('wallet.agent_only');
      if (body.transfers.length > 1 && actor.merchant.modules.AGENTRANSMULTDOWN3 !== true) throw new AppError('function.not.available');
      const amounts = body.transfers.map((t) => parseAmount(t.amount, decimalsOf(actor)));
      const accounts = body.transfers.map((t) => t.account);
      if (accounts.includes(actor.member.account)) throw new AppError('wallet.transfer_self');
      if (new Set(accounts).size !== accounts.length) throw new AppError('request_param_err');
      const s = await settingsOf(actor.merchant.id);
      for (const a of amounts) checkRange(a, s.transferMin, s.transferMax, decimalsOf(actor));
      const found = await repo.downline(actor.merchant.id, actor.member.id, accounts);
      const byAccount = new Map(found.map((m) => [m.account, m]));
      if (accounts.some((a) => !byAccount.has(a)))
        throw new AppError('wallet.not_downline', { value: { accounts: accounts.filter((a) => !byAccount.has(a)) } });
      const total = amounts.reduce((x, y) => x + y, 0n);
      const r = await moveOut(
        deps,
        actor.merchant.id,
        actor.member.id,
        total,
        () =>
          ledger.transfer({
            idempotencyKey: `down:${actor.member.id}:${body.requestId}`,
            merchantId: actor.merchant.id,
            kind: 'TRANSFER_DOWNLINE',
            ref: accounts.join(',').slice(0, 128),
            postings: [
              { account: { memberId: actor.member.id }, amount: -total },
              ...accounts.map((a, i) => ({ account: { memberId: (byAccount.get(a) as { id: number }).id }, amount: amounts[i] as bigint })),
            ],
            guard: clearOfBonus(actor),
            event: {
              merchantId: actor.merchant.id,
              type: 'transfer.completed',
              subjectId: actor.member.id,
              payload: {
                kind: 'TRANSFER_DOWNLINE',
                amount: total.toString(),
                to: accounts.map((a, i) => ({ memberId: (byAccount.get(a) as { id: number }).id, amount: String(amounts[i]) })),
              },
            },
          }),
        actor.member.recall,
      );
      return moneyMove(actor, r);
    },

    downline: async (actor: Actor) => {
      if (kindOf(actor) !== 'agent') throw new AppError('wallet.agent_only');
      const list = await repo.downline(actor.merchant.id, actor.member.id);
      return { list: list.map((m) => ({ id: m.id, account: m.account, nickname: m.nickname, type: m.type, depth: m.depth })) };
    },
  };
};
