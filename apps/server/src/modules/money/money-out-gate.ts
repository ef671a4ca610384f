import type { Db } from '../../db/client';
import type { BalanceRecall } from './balance-recall';

/**
 * A port the growth modules fill (decision 013): the bonus rules on every way money leaves a member's main wallet
 * for outside or for another member (a withdrawal, a transfer to the upline or to downlines). A bonus still wagering
 * refuses (`bonus.wagering_unmet`) or is forfeited with its winnings first, per its early-withdrawal rule
 * (`beforeWithdrawal`); and nothing granted in between may slip through (`assertClear`, inside the move's ledger
 * transaction, after its wallet lock).
 */
export type MoneyOutGate = {
  beforeWithdrawal: (merchantId: number, memberId: number, amount: bigint) => Promise<void>;
  assertClear: (tx: Db, merchantId: number, memberId: number) => Promise<void>;
};

/**
 * Before money leaves a member's main wallet (a withdrawal, a transfer to another member): what transfer-wallet
 * vendors hold comes back to main first (issue 28), then the bonus rules decide on the amount. One place, so every
 * way out runs the same rules in the same order.
 */
export const beforeMoneyOut = async (
  o: { recall?: BalanceRecall; gate?: MoneyOutGate },
  merchantId: number,
  memberId: number,
  amount: bigint,
) => {
  await o.recall?.recallAll(merchantId, memberId);
  await o.gate?.beforeWithdrawal(merchantId, memberId, amount);
};
