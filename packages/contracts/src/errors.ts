/**
 * The one coded-error table: code → HTTP status. The text a person reads lives in the
 * language packs under `errors.<key>` where key is the code with dots replaced by underscores.
 */
export const errorTable = {
  'function.not.available': 403,
  'merchant.header_invalid': 400,
  'merchant.unknown': 400,
  request_param_err: 400,
  request_body_required: 400,
  'request.too_large': 413,
  'request.uri_too_long': 414,
  'request.too_many': 429,
  'route.not_found': 404,
  'resource.not_found': 404,
  'auth.required': 401,
  'login.not.session': 401,
  'auth.forbidden': 403,
  'system.maintenance': 503,
  'region.restricted': 451,
  'system.error': 500,
  'system.unavailable': 503,
  'game.not_found': 404,
  'game.vendor_unknown': 404,
  'game.category_unknown': 404,
  'game.page_out_of_range': 400,
  'login.failed': 400,
  'login.not_agent': 403,
  'login.not_member': 403,
  'login.account_locked': 403,
  'auth.too_many_attempts': 429,
  'captcha.required': 400,
  'captcha.invalid': 400,
  'verification.invalid': 400,
  'verification.expired': 400,
  'verification.required': 400,
  'verification.unavailable': 400,
  'affiliate.invalid': 400,
  'register.account_exists': 409,
  'register.mobile_exists': 409,
  'password.incorrect': 400,
  'password.inconsistent': 400,
  'member.not_found': 404,
  'trial.forbidden': 403,
  'delivery.failed': 502,
  'oidc.failed': 400,
  'firebase.invalid_token': 400,
  'wallet.insufficient_funds': 400,
  'ledger.idempotency_conflict': 409,
  'ledger.invalid': 400,
  'wallet.amount_invalid': 400,
  'wallet.amount_out_of_range': 400,
  'wallet.transfer_self': 400,
  'wallet.no_upline': 400,
  'wallet.not_upline': 403,
  'wallet.not_downline': 403,
  'wallet.agent_only': 403,
  'wallet.trial_forbidden': 403,
  'wallet.vendor_wallet_unavailable': 400,
  'wallet.payment_password_required': 400,
  'wallet.payment_password_wrong': 400,
  'wallet.payment_password_locked': 429,
  'wallet.payee_not_found': 404,
  'wallet.payee_limit': 400,
  'wallet.channel_unavailable': 400,
  'wallet.proof_invalid': 400,
  'wallet.proof_too_large': 413,
  'wallet.state_invalid': 409,
  'wallet.signature_invalid': 401,
  'ops.forbidden': 403,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorTable;

export const errorCodes = Object.keys(errorTable) as ErrorCode[];

export const errorStatus = (code: string): number => (errorTable as Record<string, number>)[code] ?? 500;

export const errorTextKey = (code: string): string => `errors.${code.replace(/\./g, '_')}`;

export const isErrorCode = (code: string): code is ErrorCode => code in errorTable;
