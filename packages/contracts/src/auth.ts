import { z } from 'zod';
import { wholeNumber } from './whole-number';

const str = (max = 128) => z.string().max(max);
const mobile = z.string().regex(/^\+?\d{6,20}$/);
const code6 = z.string().regex(/^\d{6}$/);

/** POST /wps/session/login (enc). For `sms` the username carries the mobile number and the password the SMS code. */
export const loginBody = z.object({
  username: str(64).min(1),
  password: str(4096).min(1),
  type: z.enum(['username', 'sms', 'firebase']).default('username'),
  captcha: str(12).optional(),
  captchaId: str(64).optional(),
  /** 'agent' is the agent-centre login on /agent: only agent types may use it. */
  channel: z.enum(['member', 'agent']).default('member'),
});
export type LoginBody = z.input<typeof loginBody>;

export const verificationMethod = z.enum(['sms', 'email', 'totp', 'bankName']);
export type VerificationMethod = z.infer<typeof verificationMethod>;

/** A successful sign-in, or the extra verification a new IP needs (then token is null and verification is set). */
export const loginValue = z.object({
  token: z.string().nullable(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The client opens the change-password modal (default password, or expired with PWDEXPFORCECHANGE3 on). */
  forceChangePassword: z.boolean(),
  memberType: z.number().int().nullable(),
  verification: z.object({ ticket: z.string(), methods: z.array(verificationMethod) }).nullable(),
});
export type LoginValue = z.infer<typeof loginValue>;

/** A failed login's value: `captcha: true` makes the form show the captcha from then on. */
export const loginFailureValue = z.object({ captcha: z.boolean() });

/** POST /wps/session/login/verification (enc): without a code, SMS and e-mail methods send one. */
export const loginVerifyBody = z.object({
  ticket: str(64).min(16),
  method: verificationMethod,
  code: str(128).optional(),
});
export const codeSentValue = z.object({ sent: z.boolean(), expiredMinutes: z.number().int() });
export type CodeSentValue = z.infer<typeof codeSentValue>;

/** POST /wps/session/login/freeplay: os, platform W, the Encryption value, gateway version 3. */
export const freePlayBody = z.object({
  os: str(32).optional(),
  platform: z.literal('W').default('W'),
  encryption: str(4096).optional(),
  gatewayVersion: wholeNumber(z.number().int()).default(3),
});

/** Registration (enc): the original payload's fields, all optional here; the merchant's rules decide the rest. */
export const registerBody = z.object({
  username: str(64).optional(),
  password: str(128).optional(),
  confirmPassword: str(128).optional(),
  payeeName: str(100).optional(),
  email: str(128).optional(),
  qqNum: str(32).optional(),
  mobileNum: str(32).optional(),
  recommenderId: str(64).optional(),
  captcha: str(12).optional(),
  captchaId: str(64).optional(),
  verificationCode: str(12).optional(),
  affiliateCode: str(64).optional(),
  paymentPassword: str(32).optional(),
  line: str(64).optional(),
  whatsapp: str(32).optional(),
  facebook: str(128).optional(),
  wechat: str(64).optional(),
  idNumber: str(64).optional(),
  referralCode: str(64).optional(),
  domain: str(255).optional(),
  countryDialingCode: str(8).optional(),
  login: z.boolean().optional(),
  firebaseChannel: str(32).optional(),
  firebaseIdToken: str(8192).optional(),
  registerUrl: str(500).optional(),
  registerMethod: z.enum(['WEB', 'H5', 'APP']).default('WEB'),
});
export type RegisterBody = z.input<typeof registerBody>;
export const registerValue = z.object({ token: z.string(), memberId: z.number().int(), account: z.string() });
export type RegisterValue = z.infer<typeof registerValue>;

/** GET /wps/agent/affiliate?affiliateCode= */
export const affiliateQuery = z.object({ affiliateCode: str(64).min(1) });
export const affiliateValue = z.object({ valid: z.literal(true), agentAccount: z.string() });
export type AffiliateValue = z.infer<typeof affiliateValue>;

/** GET /wps/captcha: an SVG the server draws; the answer goes back with its id. */
export const captchaValue = z.object({ captchaId: z.string(), image: z.string(), expiresInSeconds: z.number().int() });
export type CaptchaValue = z.infer<typeof captchaValue>;

export const smsRegisterBody = z.object({ mobileNum: mobile, countryDialingCode: str(8).optional() });
export const smsLoginQuery = z.object({ mobileNum: mobile });

/** PUT /wps/member/password (token, enc). */
export const changePasswordBody = z.object({
  oldPassword: str(128).min(1),
  newPassword: str(128).min(1),
  confirmNewPassword: str(128).min(1),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
/** POST /wps/agent/password (enc): an agent changes the password from the logged-out /agent page, so names the account. */
export const agentPasswordBody = changePasswordBody.extend({ username: str(64).min(1) });
export type AgentPasswordBody = z.infer<typeof agentPasswordBody>;

/** POST /wps/member/password/email: the reset code is mailed; the answer never says whether the pair exists. */
export const forgotEmailBody = z.object({ username: str(64).min(1), email: z.string().email().max(128) });
/** POST /wps/member/password/sms. */
export const forgotSmsBody = z.object({ mobileNum: mobile });
/** POST /wps/member/password/verification (enc): the mailed or texted code plus the new password → signed in. */
export const resetPasswordBody = z.object({
  method: z.enum(['sms', 'email']).default('sms'),
  mobileNum: mobile.optional(),
  username: str(64).optional(),
  code: code6,
  newPassword: str(128).min(1),
  confirmNewPassword: str(128).min(1),
});

/** GET /wps/session/oidc/providers and the authorization-code + PKCE sign-in. */
export const oidcProviderItem = z.object({ id: z.string(), name: z.string() });
export type OidcProviderItem = z.infer<typeof oidcProviderItem>;
export const oidcProviderParams = z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) });
export const oidcStartQuery = z.object({ redirectUri: z.string().url().max(500) });
export const oidcStartValue = z.object({ authorizationUrl: z.string(), state: z.string() });
export type OidcStartValue = z.infer<typeof oidcStartValue>;
export const oidcCallbackBody = z.object({ state: str(128).min(16), code: str(2048).min(1) });

/**
 * GET /wps/session/phone-auth: the merchant's third-party phone-authentication service as its web client needs it
 * (the service's address and public API key; null when the merchant has none). The ID token it issues signs in
 * (`type: firebase`) and registers (`firebaseIdToken`).
 */
export const phoneAuthValue = z.object({ apiUrl: z.string(), apiKey: z.string() }).nullable();
export type PhoneAuthValue = z.infer<typeof phoneAuthValue>;

/** GET /wps/system/publicKey: the server's RSA key for encrypted calls (SPKI, base64). */
export const publicKeyValue = z.object({ alg: z.literal('RSA-OAEP-256+A256GCM'), kid: z.string(), spki: z.string() });
export type PublicKeyValue = z.infer<typeof publicKeyValue>;

/** The answer of a sign-in verification step: signed in, or (SMS and e-mail without a code) a code was sent. */
export const loginVerifyValue = z.union([loginValue, codeSentValue]);
export type LoginVerifyValue = z.infer<typeof loginVerifyValue>;

/** PUT /ops/v1/merchants/:code/auth-settings: social providers, phone sign-in, code expiry, password age, verification. */
export const authSettingsBody = z.object({
  oidcProviders: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9_-]{1,32}$/),
        name: z.string().min(1).max(64),
        issuer: z.string().url(),
        clientId: z.string().min(1).max(255),
        clientSecret: z.string().max(512).optional(),
        scope: z.string().max(200).optional(),
      }),
    )
    .max(10),
  /** Phone authentication: how its ID tokens are checked, and (`apiUrl`, `apiKey`) where the web client reaches it. */
  firebase: z
    .object({
      issuer: z.string().url(),
      audience: z.string().min(1).max(255),
      jwksUri: z.string().url().optional(),
      apiUrl: z.string().url().optional(),
      apiKey: z.string().min(1).max(255).optional(),
    })
    .nullable(),
  smsExpiryMinutes: z.number().int().min(1).max(60),
  passwordMaxAgeDays: z.number().int().min(0).max(3650),
  loginVerifyMethods: z.array(verificationMethod).max(4),
});
export type AuthSettingsBody = z.infer<typeof authSettingsBody>;

/** GET /dev/outbox.json (development only): codes and mails kept because no provider is configured, newest first. */
export const devOutboxQuery = z.object({ to: z.string().max(160).optional() });
export const devOutboxRow = z.object({
  id: z.number(),
  merchant: z.string(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type DevOutboxRow = z.infer<typeof devOutboxRow>;
/** POST /dev/outbox/sms (development only): a text the identity stand-in sends, kept for the merchant of its project. */
export const devOutboxSmsBody = z.object({ project: str(255).min(1), to: mobile, text: str(500).min(1) });
