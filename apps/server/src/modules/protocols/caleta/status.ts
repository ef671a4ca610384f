import type { RgsDialect, RgsStatus } from './dialect';

/**
 * The shared wallet's refusals as Caleta and Hub88 statuses (the error mapping table of decision 030 for this family).
 * `RS_OK` rows are refusals the vendor wants answered as done: its rules say a rollback of what is already undone
 * succeeded ("when receiving a 'rollback' replies with 'RS_OK'").
 *
 * | wallet refusal                | bet                              | win                              | rollback                            |
 * |-------------------------------|----------------------------------|----------------------------------|-------------------------------------|
 * | vendor.session_invalid        | RS_ERROR_TOKEN_EXPIRED when the token was real and has expired, else RS_ERROR_INVALID_TOKEN  (wins and rollbacks only refuse unknown tokens) |
 * | vendor.player_blocked         | RS_ERROR_USER_DISABLED           | (not refused)                    | (not refused)                       |
 * | wallet.insufficient_funds     | RS_ERROR_NOT_ENOUGH_MONEY (Hub88: with the balance)                                                     |
 * | (a rollback of a bet never seen: the wallet leaves a tombstone and answers)                         | RS_OK with the balance              |
 * | vendor.bet_unknown            | —                                | RS_ERROR_TRANSACTION_DOES_NOT_EXIST | RS_ERROR_TRANSACTION_DOES_NOT_EXIST (the reference is not a bet of this player) |
 * | vendor.bet_rolled_back        | dialect.rolledBackStatus (Caleta RS_ERROR_TRANSACTION_ROLLED_BACK, Hub88 RS_ERROR_TRANSACTION_DOES_NOT_EXIST) | same | RS_OK with the balance |
 * | vendor.bet_settled            | —                                | —                                | RS_ERROR_TRANSACTION_DOES_NOT_EXIST (no open bet; a status that stops the vendor's retries) |
 * | vendor.duplicate_transaction  | RS_ERROR_DUPLICATE_TRANSACTION (same id, another body; the same body is answered as the first time) |
 * | request_param_err             | RS_ERROR_WRONG_TYPES                                                                                    |
 * | game.not_found, game.disabled | RS_ERROR_INVALID_GAME                                                                                   |
 * | anything else                 | RS_ERROR_UNKNOWN                                                                                        |
 */
const BY_CODE: Record<string, RgsStatus> = {
  'vendor.session_invalid': 'RS_ERROR_INVALID_TOKEN',
  'vendor.player_blocked': 'RS_ERROR_USER_DISABLED',
  'wallet.insufficient_funds': 'RS_ERROR_NOT_ENOUGH_MONEY',
  'vendor.bet_unknown': 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'vendor.bet_settled': 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'vendor.duplicate_transaction': 'RS_ERROR_DUPLICATE_TRANSACTION',
  request_param_err: 'RS_ERROR_WRONG_TYPES',
  'game.not_found': 'RS_ERROR_INVALID_GAME',
  'game.disabled': 'RS_ERROR_INVALID_GAME',
};

/** Rollback refusals the vendor wants answered RS_OK with the balance: the bet is undone already. */
const ROLLBACK_DONE = new Set(['vendor.bet_rolled_back']);
export const rollbackIsDone = (code: string) => ROLLBACK_DONE.has(code);

/** A wallet refusal's status for this vendor; a status the vendor does not know becomes RS_ERROR_UNKNOWN. */
export const statusOf = (dialect: RgsDialect, code: string): RgsStatus => {
  const status = code === 'vendor.bet_rolled_back' ? dialect.rolledBackStatus : (BY_CODE[code] ?? 'RS_ERROR_UNKNOWN');
  return dialect.statuses.has(status) ? status : 'RS_ERROR_UNKNOWN';
};
