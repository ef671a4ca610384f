import { createHmac } from 'node:crypto';

/**
 * What the platform and the identity stand-in agree on. Both hold one master secret (IDP_SECRET, as the studio's):
 * each merchant's OpenID Connect client secret and the token the stand-in presents when it drops a text into the
 * platform's development outbox derive from it, so neither is configured twice.
 */

/** The OpenID Connect client of a merchant's site at the stand-in. */
export const standinClientId = (merchant: string) => `wl-${merchant.toLowerCase()}`;
export const standinClientSecret = (master: string, clientId: string) =>
  createHmac('sha256', master).update(`client|${clientId}`).digest('base64url');

/** A merchant's phone-authentication project: the audience of its ID tokens and the web client's API key. */
export const standinPhoneProject = (merchant: string) => `wl-${merchant.toLowerCase()}-phone`;
/** The issuer of a project's phone ID tokens (as Firebase's `https://securetoken.google.com/<project>`). */
export const standinPhoneIssuer = (base: string, project: string) => `${base.replace(/\/$/, '')}/phone/${project}`;

/** The bearer token of the stand-in's texts to the platform's development outbox (`POST /dev/outbox/sms`). */
export const standinOutboxToken = (master: string) => createHmac('sha256', master).update('outbox|sms').digest('base64url');

/**
 * Test numbers (as a real provider's fictional test numbers): sending a code to one of these answers the failure it
 * names, so every message of the phone sign-in can be seen locally. `expired` sends a code that has already expired;
 * `unknown` fails inside the provider.
 */
export const STANDIN_TEST_NUMBERS = {
  quota: '03990000001',
  tooMany: '03990000002',
  captcha: '03990000003',
  notEnabled: '03990000004',
  expired: '03990000005',
  unknown: '03990000006',
} as const;

/** The provider's error names (the REST answers' `error.message`, as Firebase's Identity Toolkit writes them). */
export const PHONE_ERRORS = [
  'MISSING_PHONE_NUMBER',
  'INVALID_PHONE_NUMBER',
  'TOO_MANY_ATTEMPTS_TRY_LATER',
  'QUOTA_EXCEEDED',
  'CAPTCHA_CHECK_FAILED',
  'OPERATION_NOT_ALLOWED',
  'MISSING_CODE',
  'INVALID_CODE',
  'SESSION_EXPIRED',
  'INVALID_SESSION_INFO',
  'INVALID_API_KEY',
  'INTERNAL_ERROR',
] as const;
export type PhoneErrorName = (typeof PHONE_ERRORS)[number];

/** The phone numbers the stand-in accepts: digits with an optional leading +, 7 to 15 digits (E.164's longest). */
export const PHONE_NUMBER = /^\+?\d{7,15}$/;
