import { AppError } from '../../core/app-error';
import { minBig } from '../../core/bigint';
import { toBig } from '../../core/sql';
import type { Db } from '../../db/client';
import type { LedgerService } from '../ledger';
import { createRewardsRepo, rewardsTx } from './rewards.repo';
import { FORFEIT_KIND } from './rewards.service';

/** One settled bet's valid bet, as the growth consumer hands it over (in the events' order). */
export type ValidBet = { memberId: number; validBet: bigint; at: Date };

/**
 * Valid bets reduce the turnover left of the member's wagering bonuses, oldest first; what one bonus does not need
 * goes to the next. Only bets settled at or after a bonus was granted count toward it. Runs in the consumer's batch
 * transaction (bonuses locked FOR UPDATE), so the checkpoint and the progress commit together.
 */
export const applyTurnover = async (tx: Db, bets: ValidBet[], at: Date) => {
  const members = [...new Set(bets.filter((b) => b.validBet > 0n).map((b) => b.memberId))];
  const rows = await rewardsTx.activeFor(tx, members);
  if (rows.length === 0) return 0;
  const byMember = new Map<number, { id: number; left: bigint; grantedAt: Date; touched: boolean }[]>();
  for (const r of rows) {
    const list = byMember.get(Number(r.member_id)) ?? [];
    list.push({ id: Number(r.id), left: toBig(r.turnover_left), grantedAt: new Date(r.granted_at), touched: false });
    byMember.set(Number(r.member_id), list);
  }
  for (const bet of bets) {
    const list = byMember.get(bet.memberId);
    if (!list) continue;
    let rest = bet.validBet;
    for (const b of list) {
      if (rest <= 0n) break;
      if (b.left === 0n || b.grantedAt > bet.at) continue;
      const take = minBig(rest, b.left);
      b.left -= take;
      b.touched = true;
      rest -= take;
    }
  }
  const updates = [...byMember.values()].flat().filter((b) => b.touched);
  await rewardsTx.setLeft(tx, updates, at);
  return updates.length;
};

/**
 * The withdrawal module's port (decision 013). `beforeWithdrawal` runs before the withdrawal moves money: a bonus
 * that refuses early withdrawal answers `bonus.wagering_unmet`; bonuses that forfeit are taken back first (up to the
 * main balance), in their own ledger transfer. `assertClear` runs inside the withdrawal's ledger transaction, after
 * its wallet lock: a bonus granted in between (its credit waits on that lock) refuses the withdrawal too.
 */
export const createWageringGate = (deps: { db: Db; ledger: LedgerService; now?: () => Date }) => {
  const repo = createRewardsRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  return {
    beforeWithdrawal: async (merchantId: number, memberId: number, amount: bigint) => {
      const active = await repo.activeOf(merchantId, memberId);
      if (active.length === 0) return;
      const refusing = active.filter((b) => b.early_withdrawal === 'REFUSE');
      if (refusing.length > 0) throw new AppError('bonus.wagering_unmet');
      const balance = await repo.mainBalance(merchantId, memberId);
      let rest = balance;
      const parts = active.map((b) => {
        const amt = toBig(b.amount);
        const take = minBig(amt, rest);
        rest -= take;
        return { id: Number(b.id), amount: take };
      });
      const total = parts.reduce((s, p) => s + p.amount, 0n);
      // Nothing is forfeited for a withdrawal that could not be paid from what the forfeit leaves.
      if (amount > balance - total) throw new AppError('wallet.insufficient_funds');
      const at = now();
      const key = `forfeit:${memberId}:${parts.map((p) => p.id).join('-')}`.slice(0, 160);
      if (total === 0n) {
        await deps.db.transaction(async (tx) => {
          if (!(await rewardsTx.forfeit(tx, parts, at))) throw new AppError('bonus.wagering_unmet');
        });
        return;
      }
      await deps.ledger.transfer({
        idempotencyKey: key,
        merchantId,
        kind: FORFEIT_KIND,
        ref: `bonus:${parts[0]?.id}`,
        meta: { bonusIds: parts.map((p) => p.id) },
        postings: [
          { account: { memberId }, amount: -total },
          { account: { system: 'PROMOTION_EXPENSE' }, amount: total },
        ],
        event: {
          merchantId,
          type: 'bonus.forfeited',
          subjectId: memberId,
          aggregateId: key,
          payload: { bonusIds: parts.map((p) => p.id), amount: total.toString() },
        },
        within: async (tx) => {
          if (!(await rewardsTx.forfeit(tx, parts, at))) throw new AppError('bonus.wagering_unmet');
        },
      });
    },
    assertClear: async (tx: Db, merchantId: number, memberId: number) => {
      if (await rewardsTx.anyActive(tx, merchantId, memberId)) throw new AppError('bonus.wagering_unmet');
    },
    /** bonus_clear_guard (db/functions), the SQL twin of assertClear, run by the ledger's statement after its locks. */
    guard: (memberId: number) => ({ bonusClearOf: memberId }),
  };
};
export type WageringGate = ReturnType<typeof createWageringGate>;
