import { z } from 'zod';

/** Share-code image defaults (spec section 9): size 200, margin 20, error correction level M, dot scale 1. */
export const SHARE_CODE = { size: 200, margin: 20, errorCorrection: 'M', dotScale: 1 } as const;

/** A friend's progress: registered, then made a credited deposit, then played in the last ACTIVE_DAYS days. */
export const referralStatuses = ['registered', 'deposited', 'active'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];
export const REFERRAL_ACTIVE_DAYS = 30;

/** The path a friend opens to register with the member's code (the web adds its own origin). */
export const referralPath = (code: string) => `/register?ref=${encodeURIComponent(code)}`;

/** GET /wps/member/referral: the member's code and link, the friends registered with it and the rewards earned. */
export const referralValue = z.object({
  code: z.string(),
  path: z.string(),
  link: z.string(),
  friends: z.array(
    z.object({
      /** The friend's account, masked as on public boards (records' maskAccount). */
      account: z.string(),
      registeredAt: z.string(),
      status: z.enum(referralStatuses),
      /** The referral reward this friend earned the member: minor units as a string ('0' when none yet). */
      reward: z.string(),
    }),
  ),
  totals: z.object({ registered: z.number().int(), deposited: z.number().int(), active: z.number().int() }),
  /** Referral rewards credited to the member: minor units as a string (format with formatMinor). */
  rewards: z.string(),
  /**
   * The merchant's offer, shown beside the share buttons (the original's "reward up to 131K" is one merchant's figure):
   * the reward per friend and the first deposit that earns it, minor units as strings; reward '0' offers none.
   */
  terms: z.object({ reward: z.string(), minDeposit: z.string() }),
});
export type ReferralValue = z.infer<typeof referralValue>;
