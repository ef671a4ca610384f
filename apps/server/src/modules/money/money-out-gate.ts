import type { Db } from '../../db/client';

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
