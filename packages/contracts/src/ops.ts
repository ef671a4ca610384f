import { z } from 'zod';
import { staffPermissions } from './staff-permissions';
import { minorString, requestIdSchema, withdrawalDetail } from './wallet';

/** A merchant's code in an operator path (any case; the server upper-cases it). */
export const opsMerchantCode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
export const opsRoles = ['ADMIN', 'FINANCE', 'SUPPORT'] as const;
export const opsActorValue = z.object({
  name: z.string(),
  /** An operator key's role (SUPERUSER, ADMIN, FINANCE, SUPPORT) or a staff member's role code. */
  role: z.string(),
  merchantId: z.number().int().nullable(),
  /** A staff member's permissions (an operator key's role grants levels instead). */
  permissions: z.array(z.string()).optional(),
});
export type OpsActorValue = z.infer<typeof opsActorValue>;

export const opsOperatorBody = z.object({
  name: z.string().regex(/^[a-z0-9._-]{3,64}$/),
  role: z.enum(opsRoles),
  merchant: opsMerchantCode.optional(),
  /** Scopes: the key may then do only what these permissions allow (an automation's key holds only what it needs). */
  scopes: z.array(z.enum(staffPermissions)).min(1).max(staffPermissions.length).optional(),
});
/** The new operator's key is shown once, here; only its hash is stored. */
export const opsOperatorCreated = z.object({ name: z.string(), role: z.enum(opsRoles), key: z.string() });
export const opsOperatorRow = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(opsRoles),
  merchant_id: z.number().int().nullable(),
  scopes: z.array(z.string()).nullable(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export const opsOperatorList = z.array(opsOperatorRow);

export const opsReasonBody = z.object({ reason: z.string().trim().min(3).max(300) });
export const opsStatusQuery = z.object({
  status: z
    .string()
    .regex(/^[A-Z_]{3,20}$/)
    .optional(),
});
export const withdrawalResolveActions = ['REFUND', 'FORCE_RECEIPT', 'PAYOUT_FAILED'] as const;
export const opsResolveBody = opsReasonBody.extend({ action: z.enum(withdrawalResolveActions) });

/** A balance adjustment: a signed decimal ("100.00", "-25.50"), why, and the request id that makes it idempotent. */
export const opsAdjustBody = opsReasonBody.extend({ amount: z.string().regex(/^-?[0-9.,]{1,40}$/), requestId: requestIdSchema });
/**
 * An adjustment's answer: the transfer it made, or (above the operator role's four-eyes threshold) no transfer yet and
 * the request a second operator must approve.
 */
export const opsAdjustValue = z.object({
  transferId: z.number().int().nullable(),
  replayed: z.boolean(),
  balance: minorString.optional(),
  approval: z.object({ id: z.number().int(), state: z.enum(['PENDING', 'APPROVED', 'REJECTED']), threshold: minorString }).optional(),
});
/** A withdrawal approved by an operator: paid, or (above the role's four-eyes threshold) waiting for a second one. */
export const opsWithdrawalApproveValue = withdrawalDetail.extend({
  approval: z.object({ id: z.number().int(), state: z.enum(['PENDING', 'APPROVED', 'REJECTED']), threshold: minorString }).optional(),
});
/**
 * A manual bonus (the third kind of adjustment): a reward in the player's reward centre, credited when claimed and
 * wagered `turnoverX100`/100 times before it may be withdrawn; above the role's threshold a second operator approves.
 */
export const opsBonusBody = opsReasonBody.extend({
  amount: z.string().regex(/^[0-9.,]{1,40}$/),
  turnoverX100: z.number().int().min(0).max(10_000),
  requestId: requestIdSchema,
});
export const opsBonusValue = z.object({
  rewardId: z.number().int().nullable(),
  replayed: z.boolean(),
  approval: z.object({ id: z.number().int(), state: z.enum(['PENDING', 'APPROVED', 'REJECTED']), threshold: minorString }).optional(),
});
export const opsMemberWalletValue = z.array(z.object({ wallet: z.string(), balance: minorString }));
export const opsMemberSessionValue = z.object({ token: z.string() });
/** Outside production (browser tests): the server seed a member's next round of a house game is played with. */
export const opsHouseSeedBody = z.object({
  gameCode: z.enum(['HOUSE_SLOT', 'HOUSE_DICE', 'HOUSE_BACCARAT']),
  serverSeed: z.string().regex(/^[0-9a-f]{64}$/),
});
export const opsHouseSeedValue = z.object({ rounds: z.number().int(), serverSeedHash: z.string() });
export const ledgerCheckValue = z.object({
  ok: z.boolean(),
  violations: z.array(z.object({ rule: z.string(), detail: z.array(z.record(z.string(), z.unknown())) })),
});
export const autoReceiptRunValue = z.object({ count: z.number().int(), ids: z.array(z.number().int()) });

export const maintenanceBody = z.object({
  enabled: z.boolean(),
  message: z.union([z.string().max(500), z.record(z.string().regex(/^[A-Z]{2}$/), z.string().max(500))]).nullish(),
  endsAt: z.iso.datetime().nullish(),
});
export const regionRuleBody = z.object({
  kind: z.enum(['COUNTRY', 'IP_RANGE']),
  value: z.string().min(1).max(64),
  action: z.enum(['BLOCK', 'ALLOW']),
  note: z.string().max(200).nullish(),
});
export type RegionRuleInput = z.infer<typeof regionRuleBody>;
export const opsAuditQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
export const opsAuditValue = z.array(
  z.object({ id: z.number(), merchantId: z.number().nullable(), actor: z.string(), action: z.string(), at: z.string() }),
);

/** An app download link: an absolute http(s) address (never the download page itself). */
const appUrl = z
  .string()
  .max(500)
  .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/)
  .nullable()
  .optional();
/** A non-negative amount in minor units, as a string (bigints survive JSON). */
const minorAmount = z.string().regex(/^\d{1,15}$/);
/**
 * PUT /ops/v1/merchants/:code/referral: the referral promotion's switch and its reward: `reward` paid to the referrer
 * when a referred friend's first credited deposit is at least `minDeposit` (minor units; an omitted one is kept, a
 * reward of 0 pays none).
 */
export const opsReferralBody = z
  .object({ enabled: z.boolean(), reward: minorAmount.optional(), minDeposit: minorAmount.optional() })
  .strict();
export const opsReferralValue = z.object({ enabled: z.boolean(), reward: z.string(), minDeposit: z.string() });
/** PUT /ops/v1/merchants/:code/apps: the merchant's apps per platform. */
export const opsAppsBody = z.object({ ios: appUrl, android: appUrl, lite: appUrl }).strict();
