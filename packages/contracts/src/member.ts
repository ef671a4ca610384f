import { z } from 'zod';

/** GET /wps/member/info: the signed-in member (id, account, nickname, numeric type deciding agent or trial). */
export const memberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  currencySymbol: z.string(),
  /** The member's avatar image (a generated, locally served SVG). */
  avatar: z.string().nullable().optional(),
  /** The referral promotion's enabled flag (facts.md public state): invite-friends entries show only while true. */
  availablePromo: z.boolean(),
  /** VIP (facts.md public state): the member reached a VIP level; its label and rank number (0 without one). */
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  vipRankLevel: z.number().int(),
  /** Rewards waiting in the reward centre (and a claimable rebate): the badges' unclaimed count. */
  availablePromoCount: z.number().int(),
  /** Missions done and not yet claimed this period (the missions badge). */
  missionCount: z.number().int(),
  /** Platform messages not read yet (facts.md public state; CSP_unreadCount keeps it fresh); 0 for a trial account. */
  unreadMessage: z.number().int(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

/** Avatars a member can choose from (PROFPIC3): numbered, drawn by the server. */
export const AVATAR_COUNT = 12;
export const avatarUrl = (icon: number) => `/media/avatar/${icon}.svg`;
/** Until a member picks one, the avatar follows from the member id, so every account has a stable picture. */
export const defaultAvatar = (memberId: number) => (memberId % AVATAR_COUNT) + 1;

export const memberIconBody = z.object({ icon: z.number().int().min(1).max(AVATAR_COUNT) }).strict();
export const memberIconValue = z.object({
  icon: z.number().int(),
  url: z.string(),
  choices: z.array(z.object({ icon: z.number().int(), url: z.string() })),
});
export type MemberIconValue = z.infer<typeof memberIconValue>;

/** /wps/member/language: the interface language stored on the member, applied when the member signs in. */
export const memberLanguageBody = z.object({ language: z.enum(['EN', 'UR']) }).strict();
export const memberLanguageValue = z.object({
  /** Null until the member first chooses a language while signed in. */
  language: z.enum(['EN', 'UR']).nullable(),
});
export type MemberLanguageValue = z.infer<typeof memberLanguageValue>;

/** A way of proving who one is that a member has bound (login protection, password recovery). */
export const securityMethod = z.enum(['sms', 'email', 'totp', 'bankName']);
/**
 * GET /wps/v2/member/securityConfig: the member's security settings, shown in the security centre. Contacts are
 * masked; `loginProtection` says whether a sign-in from a new address asks for one of `methods` (LOGINIPVERF3 on and
 * at least one method both bound by the member and allowed by the merchant).
 */
export const securityConfigValue = z.object({
  paymentPasswordSet: z.boolean(),
  /** The payment password is refused for now after too many wrong tries. */
  paymentPasswordLocked: z.boolean(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** Every method and whether the member has bound it. */
  bound: z.array(z.object({ method: securityMethod, bound: z.boolean() })),
  loginProtection: z.object({ enabled: z.boolean(), methods: z.array(securityMethod) }),
  passwordChangedAt: z.string().nullable(),
  passwordExpired: z.boolean(),
});
export type SecurityConfigValue = z.infer<typeof securityConfigValue>;
