/**
 * Caleta Gaming System API 1.5 and the Hub88 operator wallet are one protocol family (issue 34): the same calls
 * (balance, bet, win, rollback), the same `RS_*` statuses, amounts as integers of 1/100 000 of the currency unit and
 * an RSA-SHA256 signature of the raw body in a header, in both directions. What differs between them is data, here:
 * the paths, the header, the field names, the status set and the answers to the edge cases where they differ.
 */

/** The wallet calls the vendor makes (Hub88's /user/info has no Caleta twin; Caleta's /wallet/check none at Hub88). */
export type RgsCall = 'check' | 'info' | 'balance' | 'bet' | 'win' | 'rollback';

/** Every status of the family (Caleta's OpenAPI `status` enum, plus Hub88's RS_ERROR_INVALID_PARTNER). */
export type RgsStatus =
  | 'RS_OK'
  | 'RS_ERROR_UNKNOWN'
  | 'RS_ERROR_TIMEOUT'
  | 'RS_ERROR_INVALID_PARTNER'
  | 'RS_ERROR_INVALID_TOKEN'
  | 'RS_ERROR_INVALID_GAME'
  | 'RS_ERROR_WRONG_CURRENCY'
  | 'RS_ERROR_NOT_ENOUGH_MONEY'
  | 'RS_ERROR_USER_DISABLED'
  | 'RS_ERROR_INVALID_SIGNATURE'
  | 'RS_ERROR_TOKEN_EXPIRED'
  | 'RS_ERROR_WRONG_SYNTAX'
  | 'RS_ERROR_WRONG_TYPES'
  | 'RS_ERROR_DUPLICATE_TRANSACTION'
  | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
  | 'RS_ERROR_TRANSACTION_ROLLED_BACK'
  | 'RS_ERROR_BET_LIMIT_EXCEEDED';

export type RgsDialect = {
  protocol: 'caleta' | 'hub88';
  /** Inbound paths (under /vendor-api/{vendor}/{merchant}) by call. */
  paths: Partial<Record<RgsCall, string>>;
  /** The header that carries the base64 RSA-SHA256 signature of the raw body (inbound and on the launch request). */
  signatureHeader: string;
  /** The vendor's launch endpoint, under the `apiBaseUrl` setting. */
  launchPath: string;
  /** Integer units per currency unit on the wire. */
  unitsPerMajor: bigint;
  /** The statuses this vendor knows: an answer never carries another one. */
  statuses: ReadonlySet<RgsStatus>;
  /** The request field with the operator's user id, and the one with the vendor's own (informative only). */
  userField: 'user' | 'supplier_user';
  /** Required request fields per call (a missing one is RS_ERROR_WRONG_SYNTAX). */
  required: Partial<Record<RgsCall, readonly string[]>>;
  /** A refusal for lack of money carries the balance (Hub88: "send the actual balance with this status"). */
  balanceWithNotEnoughMoney: boolean;
  /** The answer to a win (or a bet) on a bet that was rolled back. */
  rolledBackStatus: RgsStatus;
  /** Languages the vendor's launch accepts (the rest falls back to `en`). */
  languages: ReadonlySet<string>;
  /** How the operator id travels in the launch body (Hub88: an integer). */
  operatorIdType: 'string' | 'integer';
};

const FAMILY_STATUSES: RgsStatus[] = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_TIMEOUT',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
];

/** Caleta Gaming System API 1.5 (the OpenAPI 3 file in valkyrie-fnd/valkyrie, provider/caleta/). */
export const caletaDialect: RgsDialect = {
  protocol: 'caleta',
  paths: {
    check: '/wallet/check',
    balance: '/wallet/balance',
    bet: '/wallet/bet',
    win: '/wallet/win',
    rollback: '/wallet/rollback',
  },
  signatureHeader: 'x-auth-signature',
  launchPath: '/api/game/url',
  unitsPerMajor: 100_000n,
  statuses: new Set<RgsStatus>([...FAMILY_STATUSES, 'RS_ERROR_TRANSACTION_ROLLED_BACK', 'RS_ERROR_BET_LIMIT_EXCEEDED']),
  userField: 'supplier_user',
  // The OpenAPI file's `required` lists, less `supplier_user` ("if value is NULL, the Operator can search for their
  // own user_id": the token names the player here) and a win's `reference_transaction_uuid` (a win naming no bet is
  // taken as a credit: a promotion or a jackpot, see money.ts).
  required: {
    check: ['token'],
    balance: ['token', 'request_uuid', 'game_code'],
    bet: ['token', 'request_uuid', 'transaction_uuid', 'round', 'round_closed', 'is_free', 'game_code', 'currency', 'amount'],
    win: ['token', 'request_uuid', 'transaction_uuid', 'round', 'round_closed', 'is_free', 'game_code', 'currency', 'amount'],
    rollback: ['token', 'request_uuid', 'transaction_uuid', 'reference_transaction_uuid', 'round', 'round_closed', 'game_code'],
  },
  balanceWithNotEnoughMoney: false,
  rolledBackStatus: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  languages: new Set(['en', 'pt', 'ko', 'th', 'de', 'es', 'ja', 'ru', 'tr', 'vi', 'zh']),
  operatorIdType: 'string',
};

/** The Hub88 operator wallet API (its public operator documentation): the same family under other names. */
export const hub88Dialect: RgsDialect = {
  protocol: 'hub88',
  paths: {
    info: '/user/info',
    balance: '/user/balance',
    bet: '/transaction/bet',
    win: '/transaction/win',
    rollback: '/transaction/rollback',
  },
  signatureHeader: 'x-hub88-signature',
  launchPath: '/operator/generic/v2/game/url',
  unitsPerMajor: 100_000n,
  statuses: new Set<RgsStatus>([...FAMILY_STATUSES, 'RS_ERROR_INVALID_PARTNER']),
  userField: 'user',
  required: {
    info: ['user', 'request_uuid'],
    balance: ['user', 'token', 'request_uuid'],
    bet: ['user', 'token', 'request_uuid', 'transaction_uuid', 'round', 'game_code', 'currency', 'amount'],
    win: ['user', 'token', 'request_uuid', 'transaction_uuid', 'round', 'game_code', 'currency', 'amount'],
    rollback: ['user', 'token', 'request_uuid', 'transaction_uuid', 'reference_transaction_uuid', 'round'],
  },
  balanceWithNotEnoughMoney: true,
  // Hub88 has no "rolled back" status: a win whose bet is gone (not processed or rolled back) does not exist for it.
  rolledBackStatus: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  languages: new Set(['en', 'de', 'es', 'fi', 'fr', 'it', 'ja', 'ko', 'pt', 'ru', 'sv', 'th', 'tr', 'vi', 'zh']),
  operatorIdType: 'integer',
};
