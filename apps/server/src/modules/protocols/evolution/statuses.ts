import type { ErrorCode } from '@wl/contracts';

/**
 * Evolution One Wallet's statuses (the `status` of every answer). Evolution's types: OK, BET_ALREADY_EXIST and
 * BET_ALREADY_SETTLED are successes (its retries stop), TEMPORARY_ERROR is retried, INVALID_TOKEN_ID, INVALID_SID,
 * ACCOUNT_LOCKED and FATAL_ERROR_CLOSE_USER_SESSION end the player's session, the rest are final errors.
 */
export type EvoStatus =
  | 'OK'
  | 'TEMPORARY_ERROR'
  | 'INVALID_TOKEN_ID'
  | 'INVALID_SID'
  | 'ACCOUNT_LOCKED'
  | 'FATAL_ERROR_CLOSE_USER_SESSION'
  | 'UNKNOWN_ERROR'
  | 'INVALID_PARAMETER'
  | 'BET_DOES_NOT_EXIST'
  | 'BET_ALREADY_EXIST'
  | 'BET_ALREADY_SETTLED'
  | 'INSUFFICIENT_FUNDS';

/** The calls whose answers to the same refusal differ. */
export type EvoCall = 'check' | 'balance' | 'debit' | 'credit' | 'cancel' | 'promo';

/**
 * The error mapping: a refusal of the shared wallet → Evolution's status, per call where Evolution answers a case its
 * own way. A refusal not in the table is UNKNOWN_ERROR (a final error: Evolution does not retry it).
 *  - a debit whose refId is known with another body: BET_ALREADY_EXIST (Evolution's duplicate bet);
 *  - a debit of a bet cancelled before it came (a tombstone): BET_ALREADY_SETTLED, nothing taken;
 *  - a credit or cancel of a bet already settled, cancelled, or credited with another amount: BET_ALREADY_SETTLED
 *    ("no further credit for the same bet is accepted, with the same transaction id or a new one");
 *  - a promo payout id seen with another amount: INVALID_PARAMETER (a final error left for the operator to look at).
 *  - a table (`game.details.table.id`) the merchant's catalogue does not have: INVALID_PARAMETER, nothing taken.
 */
const TABLE: Partial<Record<ErrorCode, { any: EvoStatus } & Partial<Record<EvoCall, EvoStatus>>>> = {
  'vendor.session_invalid': { any: 'INVALID_SID' },
  'vendor.player_blocked': { any: 'ACCOUNT_LOCKED' },
  // A call with no sid naming a userId that is no player of the merchant (Evolution's "user not found").
  'vendor.player_unknown': { any: 'INVALID_SID' },
  'wallet.insufficient_funds': { any: 'INSUFFICIENT_FUNDS' },
  'vendor.bet_unknown': { any: 'BET_DOES_NOT_EXIST' },
  'vendor.bet_rolled_back': { any: 'BET_ALREADY_SETTLED' },
  'vendor.bet_settled': { any: 'BET_ALREADY_SETTLED' },
  'vendor.duplicate_transaction': { any: 'BET_ALREADY_SETTLED', debit: 'BET_ALREADY_EXIST', promo: 'INVALID_PARAMETER' },
  request_param_err: { any: 'INVALID_PARAMETER' },
  'game.not_found': { any: 'INVALID_PARAMETER' },
};

export const statusOf = (call: EvoCall, code: ErrorCode): EvoStatus => {
  const row = TABLE[code];
  return row ? (row[call] ?? row.any) : 'UNKNOWN_ERROR';
};

/**
 * A repeated money call (the same key, the same body: nothing moved again). Evolution wants its duplicate statuses
 * with the balance for a debit, credit and cancel; a promo payout is its own transaction and gets its first answer
 * again, marked as a retransmission.
 */
export const replayStatus: Record<Exclude<EvoCall, 'check' | 'balance'>, EvoStatus> = {
  debit: 'BET_ALREADY_EXIST',
  credit: 'BET_ALREADY_SETTLED',
  cancel: 'BET_ALREADY_SETTLED',
  promo: 'OK',
};

/**
 * The HTTP status of an answer: 200 for every status, a request error included (Evolution reads any other HTTP status
 * as TEMPORARY_ERROR and retries), except a wrong authToken: 401, as the reference implementation answers it.
 */
export const httpStatusOf = (status: EvoStatus) => (status === 'INVALID_TOKEN_ID' ? 401 : 200);
