import type { InboundReply } from '../kit';
import { type AnswerField, jsonAnswer } from '../json-answer';

/** Pragmatic Play's answer codes (Seamless Wallet API, "Error codes"), with the descriptions the guide gives them. */
export const PP = {
  OK: 0,
  INSUFFICIENT_BALANCE: 1,
  PLAYER_NOT_FOUND: 2,
  BET_NOT_ALLOWED: 3,
  AUTH_FAILED: 4,
  INVALID_HASH: 5,
  PLAYER_FROZEN: 6,
  BAD_PARAMETERS: 7,
  GAME_NOT_FOUND: 8,
  BET_LIMIT_REACHED: 50,
  INTERNAL_RETRY: 100,
  INTERNAL_NO_RETRY: 120,
  END_ROUND_RETRY: 130,
  REALITY_CHECK: 210,
  OUT_OF_BET_LIMITS: 310,
} as const;
export type PPCode = (typeof PP)[keyof typeof PP];

export const PP_DESCRIPTIONS: Record<PPCode, string> = {
  0: 'Success',
  1: 'Insufficient balance',
  2: 'Player not found or is logged out',
  3: 'Bet is not allowed',
  4: 'Player authentication failed due to invalid, not found or expired token',
  5: 'Invalid hash code',
  6: 'Player is frozen',
  7: 'Bad parameters in the request, please check post parameters',
  8: 'Game is not found or disabled',
  50: 'Bet limit has been reached',
  100: 'Internal server error, retry required',
  120: 'Internal server error, retry not required',
  130: 'Internal server error on EndRound processing, retry required',
  210: 'Reality check warning',
  310: "Player's bet is out of his bet limits",
};

/**
 * The shared wallet's refusals in Pragmatic's codes. A call the ledger refuses for the state of its bet (a result
 * for a round with no bet, a late bet after its refund, a refund after the result) is final: 120, "no retry"; an
 * unexpected failure asks Pragmatic to retry (100; 130 on endRound, the code the guide reserves for it).
 */
export const PP_OF_REFUSAL: Record<string, PPCode> = {
  'wallet.insufficient_funds': PP.INSUFFICIENT_BALANCE,
  'vendor.session_invalid': PP.AUTH_FAILED,
  'vendor.player_blocked': PP.PLAYER_FROZEN,
  'vendor.player_unknown': PP.PLAYER_NOT_FOUND,
  'game.not_found': PP.GAME_NOT_FOUND,
  'vendor.signature_invalid': PP.INVALID_HASH,
  'vendor.duplicate_transaction': PP.BAD_PARAMETERS,
  request_param_err: PP.BAD_PARAMETERS,
  'vendor.bet_unknown': PP.INTERNAL_NO_RETRY,
  'vendor.bet_rolled_back': PP.INTERNAL_NO_RETRY,
  'vendor.bet_settled': PP.INTERNAL_NO_RETRY,
};

export const ppCodeOf = (refusal: string, endRound = false): PPCode =>
  PP_OF_REFUSAL[refusal] ?? (endRound ? PP.END_ROUND_RETRY : PP.INTERNAL_RETRY);

/**
 * Pragmatic's answer: always HTTP 200 with a JSON object whose `error` says how the call went. Money fields are JSON
 * numbers with the currency's decimals ("cash": 1234.50), written from the decimal text itself.
 */
export const ppReply = (fields: Record<string, AnswerField>): InboundReply => jsonAnswer(fields);

export const ppError = (error: PPCode, extra: Record<string, AnswerField> = {}) =>
  ppReply({ ...extra, error, description: PP_DESCRIPTIONS[error] });
