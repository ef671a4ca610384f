/**
 * The domain events the platform writes, each in the same transaction as the write it describes. Money is text in
 * minor units (bigints survive JSON). Events written by SQL functions: `bet.placed`, `bet.settled` (seamless_bet,
 * seamless_win, seamless_end_round) and `bet.rolled_back` (seamless_rollback).
 *
 * `deposit.rejected` / `deposit.failed` (operator or gateway closed a pending deposit) and `withdrawal.rejected` /
 * `withdrawal.failed` (refused before payout; payout bounced) carry the id, amount and reason, written with the change.
 *
 * `transfer.completed` is every move of a member's money between wallets or members, written by its ledger transfer
 * (which adds `transferId`); `kind` tells them apart: `TRANSFER_UPLINE` (`toMemberId`), `TRANSFER_DOWNLINE` (`to`:
 * member and amount each), `WALLET_TRANSFER` (`from`, `to`: wallet names). A move between MAIN and a transfer-wallet
 * vendor is a `WALLET_TRANSFER` whose payload adds `vendor`, `ref` and `direction` (IN to the vendor, OUT back), and
 * `reversal: true` on the compensating transfer of a deposit the vendor did not take.
 *
 * Growth money (decision 013), each written by its ledger transfer (payload gains `transferId`), so it exists exactly
 * when the money moved: `bonus.granted` — a reward credited to the member from PROMOTION_EXPENSE (`rewardId`,
 * `source` PROMOTION | RAFFLE | MISSION | VIP_UPGRADE | VIP_MONTHLY, `promotionId` or null, `amount`,
 * `turnoverRequired`); `bonus.forfeited` — bonus money taken back to PROMOTION_EXPENSE before a withdrawal
 * (`bonusIds`, `amount`: subtract it from the bonuses paid); `rebate.paid` — a rebate credited from PROMOTION_EXPENSE
 * (`day`, `category`, `validBet` the slice paid for, `rateBp`, `amount`, `mode` MANUAL | DAILY | REALTIME). An agent's
 * net loss counts bonuses as `bonus.granted` less `bonus.forfeited`, and rebates as `rebate.paid`.
 */
export const eventTypes = [
  'deposit.credited',
  'deposit.rejected',
  'deposit.failed',
  'withdrawal.requested',
  'withdrawal.paid',
  'withdrawal.rejected',
  'withdrawal.failed',
  'bet.placed',
  'bet.settled',
  'bet.rolled_back',
  'member.registered',
  'member.logged_in',
  'transfer.completed',
  'bonus.granted',
  'bonus.forfeited',
  'rebate.paid',
  // A KYC decision on a member's document (issue 31): `documentId`, `kind`, `level`, `reason`.
  'kyc.approved',
  'kyc.rejected',
  'kyc.more_requested',
] as const;
export type EventType = (typeof eventTypes)[number];

/** An event to write: who it is about (the member), what it is about in its own area, and what happened. */
export type NewDomainEvent = {
  merchantId: number;
  type: EventType;
  subjectId?: number | null;
  aggregateId?: string | null;
  payload: Record<string, unknown>;
};

/** An event as consumers receive it. */
export type DomainEvent = NewDomainEvent & { id: number; subjectId: number | null; aggregateId: string | null; occurredAt: Date };
