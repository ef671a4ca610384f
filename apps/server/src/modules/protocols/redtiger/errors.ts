import type { InboundReply, WalletRefusal } from '../kit';

/** Red Tiger's error codes (its RGI error table). */
export const RT = {
  apiAuth: 100,
  invalidInput: 200,
  generic: 201,
  notAuthorized: 301,
  userNotFound: 302,
  bannedUser: 303,
  insufficientFunds: 304,
  invalidUserCurrency: 305,
  userLimitedPlaying: 306,
  transactionNotFound: 400,
  duplicateTransaction: 401,
  internal: 500,
  maintenance: 501,
} as const;
export type RtCode = (typeof RT)[keyof typeof RT];

/** Fixed, machine-oriented messages: nothing from the request or the server's internals is echoed back. */
const messages: Record<RtCode, string> = {
  100: 'API authentication error',
  200: 'Invalid input',
  201: 'Generic error',
  301: 'Not authorized',
  302: 'User not found',
  303: 'Banned user',
  304: 'Insufficient funds',
  305: 'Invalid user currency',
  306: 'User limited playing',
  400: 'Transaction not found',
  401: 'Duplicate transaction',
  500: 'Internal server error',
  501: 'Under maintenance',
};

/**
 * Red Tiger's error body. The HTTP status follows the spec's reference operator: 401 for the API-key check and for
 * the reconciliation token on a debit, 500 for the server's own failure (Red Tiger retries), 400 for every refusal.
 */
export const rtError = (code: RtCode, status = code === RT.internal ? 500 : 400): InboundReply => ({
  status,
  body: { success: false, error: { code, message: messages[code] } },
});

/** Which Red Tiger call a refusal answers: the same wallet refusal reads differently on a debit and on a credit. */
export type RtCall = 'auth' | 'stake' | 'payout' | 'refund' | 'promoSettle';

/**
 * The mapping table: the shared wallet's refusal → Red Tiger's code. The differences per call are Red Tiger's:
 * - an id a refund already tombstoned, presented as a new stake, is a duplicate (the stake was cancelled first);
 * - a payout for a refunded stake finds no stake to pay (transaction not found);
 * - a refund after the round was paid is a duplicate settlement.
 * Red Tiger has no code of its own for a player the reconciliation token names that does not exist (not authorized, as
 * an unknown session), a stake on a round its payout closed or a game outside the catalogue (invalid input).
 */
export const refusalCode = (call: RtCall, refusal: WalletRefusal): RtCode => {
  switch (refusal.code) {
    case 'vendor.session_invalid':
    case 'vendor.player_unknown':
      return RT.notAuthorized;
    case 'vendor.player_blocked':
      return RT.bannedUser;
    case 'wallet.insufficient_funds':
      return RT.insufficientFunds;
    case 'vendor.bet_unknown':
      return RT.transactionNotFound;
    case 'vendor.bet_rolled_back':
      return call === 'stake' || call === 'refund' ? RT.duplicateTransaction : RT.transactionNotFound;
    case 'vendor.bet_settled':
    case 'vendor.duplicate_transaction':
      return RT.duplicateTransaction;
    case 'request_param_err':
    case 'vendor.round_closed':
    case 'game.not_found':
      return RT.invalidInput;
    case 'system.maintenance':
    case 'system.unavailable':
      return RT.maintenance;
    default:
      return RT.internal;
  }
};
