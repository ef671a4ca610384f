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
