import { z } from 'zod';
import { opsMerchantCode } from './ops';

/**
 * The back office's staff (decision 025): people, not keys. A staff member signs in with a password and a TOTP code
 * (enrolled at the first sign-in), holds one role (data, per merchant or platform-wide) and acts on the operator API
 * with a staff session token; the token is valid on nothing else.
 */

export { type ActionLevel, permissionOf, type StaffPermission, staffPermissions } from './staff-permissions';
import { staffPermissions } from './staff-permissions';

export const staffRoleCode = z.string().regex(/^[a-z][a-z0-9-]{1,15}$/);
export const staffUsername = z.string().regex(/^[a-z0-9._-]{3,32}$/);
/** A new password: 10 to 128 characters with a letter and a digit (staff are held to more than members). */
export const staffPassword = z
  .string()
  .min(10)
  .max(128)
  .regex(/[A-Za-z]/)
  .regex(/\d/);
export const totpCode = z.string().regex(/^\d{6}$/);

export const staffLoginBody = z.object({
  /** The merchant of a merchant's staff; empty or missing for platform staff. */
  merchant: z.union([opsMerchantCode, z.literal('')]).optional(),
  username: z.string().min(1).max(32),
  password: z.string().min(1).max(128),
});
export const staffStage = z.enum(['enrol', 'totp', 'password', 'active']);
export type StaffStage = z.infer<typeof staffStage>;
/**
 * A sign-in step's answer: the session token (the same through every step) and what is asked next. `enrol` carries the
 * new TOTP secret (shown once) and its otpauth:// address for an authenticator app.
 */
export const staffStepValue = z.object({
  token: z.string(),
  stage: staffStage,
  enrolment: z.object({ secret: z.string(), uri: z.string() }).optional(),
});
export type StaffStepValue = z.infer<typeof staffStepValue>;
export const staffTotpBody = z.object({ code: totpCode });
export const staffPasswordBody = z.object({ current: z.string().min(1).max(128), next: staffPassword });

export const staffRoleView = z.object({
  code: staffRoleCode,
  name: z.string(),
  permissions: z.array(z.enum(staffPermissions)),
  /** Demo and built-in roles can be edited but not removed. */
  system: z.boolean(),
});
export type StaffRoleView = z.infer<typeof staffRoleView>;

export const staffMeValue = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  /** Null for platform staff (they act on every merchant). */
  merchant: z.object({ code: z.string(), name: z.string(), zone: z.string(), currency: z.string() }).nullable(),
  role: staffRoleView,
  language: z.enum(['EN', 'UR']),
});
export type StaffMe = z.infer<typeof staffMeValue>;

export const staffSessionView = z.object({
  id: z.number().int(),
  current: z.boolean(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export const staffSessionsValue = z.array(staffSessionView);

export const staffView = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: staffRoleCode,
  /** Data scope: the agent whose downline alone this staff member sees (null: the whole merchant). */
  agent: z.string().nullable(),
  status: z.enum(['ACTIVE', 'DISABLED']),
  totpEnrolled: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type StaffView = z.infer<typeof staffView>;
export const staffListValue = z.array(staffView);
export const staffCreateBody = z.object({
  username: staffUsername,
  displayName: z.string().trim().min(1).max(64),
  role: staffRoleCode,
  /** Limits the staff member to this agent's downline (players only: nothing merchant-wide). */
  agent: z.string().trim().min(1).max(64).optional(),
});
/** A new staff member (or a reset one) gets a one-time password, shown once: they change it at the first sign-in. */
export const staffCreatedValue = staffView.extend({ temporaryPassword: z.string() });
export const staffRoleBody = z.object({
  name: z.string().trim().min(1).max(64),
  permissions: z.array(z.enum(staffPermissions)).max(staffPermissions.length),
});
export const staffRolesValue = z.array(staffRoleView);
