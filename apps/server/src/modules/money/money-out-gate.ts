import type { Db } from '../../db/client';
import type { BalanceRecall } from './balance-recall';
import { AppError } from '../../core/app-error';

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
  /** The same rule as a guard the ledger runs after its wallet locks in the transfer's own statement; issue 33. */
  guard: (memberId: number) => { bonusClearOf: number };
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

/**
 * The same rules for a move to another member whose ledger call carries the gate's guard (issue 33): the recall, then
 * the move at once; only when the guard refuses (a bonus still wagering) do the bonus rules run — refusing, or
 * forfeiting first — and the move is sent again under the same key. A member without a bonus, nearly every member,
 * saves the bonus read before the move; the guard in the move's own statement still decides.
 */
export const moveOut = async <T>(
  o: { recall?: BalanceRecall; gate?: MoneyOutGate },
  merchantId: number,
  memberId: number,
  amount: bigint,
  send: () => Promise<T>,
  candidates?: string[],
): Promise<T> => {
  await o.recall?.recallAll(merchantId, memberId, candidates ? { candidates } : {});
  try {
    return await send();
  } catch (err) {
    if (!o.gate || !(err instanceof AppError) || err.code !== 'bonus.wagering_unmet') throw err;
    await o.gate.beforeWithdrawal(merchantId, memberId, amount);
    return send();
  }
};
