/**
 * Phone authentication of the third-party kind (as Firebase's), on the client side: the messages a person can be
 * shown (the spec's list; texts under `errors.phone_auth_<name>`), which one each answer of the service's REST API
 * means, and the number the service accepts. The service itself is the merchant's (the local stand-in under
 * `npm start`); the platform only verifies the ID token it issues.
 */
export const phoneAuthCodes = [
  'phone_auth.missing_phone',
  'phone_auth.invalid_phone',
  'phone_auth.too_many',
  'phone_auth.unknown',
  'phone_auth.invalid_code',
  'phone_auth.missing_code',
  'phone_auth.captcha_failed',
  'phone_auth.quota',
  'phone_auth.not_enabled',
  'phone_auth.code_expired',
  'phone_auth.popup_closed',
] as const;
export type PhoneAuthCode = (typeof phoneAuthCodes)[number];

/** The service's error names (its answers' `error.message`) and what each tells the person. */
const byServiceError: Record<string, PhoneAuthCode> = {
  MISSING_PHONE_NUMBER: 'phone_auth.missing_phone',
  INVALID_PHONE_NUMBER: 'phone_auth.invalid_phone',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'phone_auth.too_many',
  QUOTA_EXCEEDED: 'phone_auth.quota',
  CAPTCHA_CHECK_FAILED: 'phone_auth.captcha_failed',
  OPERATION_NOT_ALLOWED: 'phone_auth.not_enabled',
  MISSING_CODE: 'phone_auth.missing_code',
  INVALID_CODE: 'phone_auth.invalid_code',
  SESSION_EXPIRED: 'phone_auth.code_expired',
  INVALID_SESSION_INFO: 'phone_auth.code_expired',
};
/** Anything else (a failure inside the service, an unknown answer, no answer) is the unknown error. */
export const phoneAuthCodeOf = (serviceError: unknown): PhoneAuthCode =>
  (typeof serviceError === 'string' ? byServiceError[serviceError] : undefined) ?? 'phone_auth.unknown';

/** The numbers the service accepts: digits with an optional leading +, 7 to 15 digits. */
export const phoneAuthNumber = /^\+?\d{7,15}$/;
