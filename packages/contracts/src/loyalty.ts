import { z } from 'zod';
import { gameCategories } from './catalogue';
import { minorString, requestIdSchema } from './wallet';
import { wholeNumber } from './whole-number';

const pageNo = wholeNumber(z.number().int().min(1).max(100_000)).default(1);
const minor = z.string().regex(/^\d{1,15}$/);

// ─── Rebates (manualRebate) ──────────────────────────────────────────────────────────────────────────────────────

/** How a merchant pays rebates: the member claims (MANUAL), the next day by itself (DAILY), or every 5 minutes (REALTIME). */
export const rebateModes = ['MANUAL', 'DAILY', 'REALTIME'] as const;
export type RebateMode = (typeof rebateModes)[number];

/** One product category of the rebate page: the member's rate and what is waiting to be paid. */
export const rebateCategory = z.object({
  category: z.enum(gameCategories),
  /** The member's rate, basis points of valid bet (100 = 1 %). */
  rateBp: z.number().int(),
  /** Valid bet not yet paid for (within the last 30 days). */
  validBet: minorString,
  /** What that valid bet pays at the member's rate now. */
  amount: minorString,
});

/**
 * MCSFE_getCustomerRebateSettingByProductType: the merchant's payout mode, the member's VIP level, per category the
 * member's rate and what is waiting, the whole rate table (rates by VIP level), and the total claimable now.
 */
export const rebateSettingsValue = z.object({
  mode: z.enum(rebateModes),
  vipLevel: z.number().int(),
  categories: z.array(rebateCategory),
  table: z.array(
    z.object({ category: z.enum(gameCategories), levels: z.array(z.object({ vipLevel: z.number().int(), rateBp: z.number().int() })) }),
  ),
  total: minorString,
  /** Whether the member may claim now (MANUAL mode and something to pay). */
  claimable: z.boolean(),
});
export type RebateSettingsValue = z.infer<typeof rebateSettingsValue>;

/** One paid slice: a (day, category)'s valid bet paid at a rate. */
export const rebatePayment = z.object({
  day: z.string(),
  category: z.string(),
  validBet: minorString,
  rateBp: z.number().int(),
  amount: minorString,
  mode: z.enum(rebateModes),
  paidAt: z.string(),
});
export type RebatePayment = z.infer<typeof rebatePayment>;

export const rebateClaimValue = z.object({ paid: z.array(rebatePayment), total: minorString, balance: minorString });
export const rebateHistoryQuery = z.object({ pageNo, category: z.enum(gameCategories).optional() });
export const rebateHistoryValue = z.object({
  list: z.array(rebatePayment),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  /** Sum of every rebate paid to the member under the filter. */
  totalPaid: minorString,
});

/** The operator's rebate settings: the payout mode and the rate table (each category × VIP level, basis points). */
export const opsRebateSettings = z
  .object({
    mode: z.enum(rebateModes),
    rates: z
      .array(
        z
          .object({
            category: z.enum(gameCategories),
            vipLevel: z.number().int().min(0).max(100),
            rateBp: z.number().int().min(0).max(500),
          })
          .strict(),
      )
      .max(1000),
  })
  .strict();
export type OpsRebateSettings = z.infer<typeof opsRebateSettings>;
export const opsRebateRunValue = z.object({ members: z.number().int(), slices: z.number().int(), amount: minorString });

export { minor as loyaltyMinor };

// ─── VIP ───────────────────────────────────────────────────────────────────────────────────────────────────────────

export const vipLevelView = z.object({
  level: z.number().int(),
  name: z.string(),
  minDeposit: minorString,
  minValidBet: minorString,
  upgradeBonus: minorString,
  monthlyBonus: minorString,
  reached: z.boolean(),
});
export type VipLevelView = z.infer<typeof vipLevelView>;

/**
 * MCSFE_getPlayerRankProgress: the member's VIP level (0: not VIP yet), cumulative deposit and valid bet counted from
 * the events, the next level with what is still missing of each threshold and the progress (per mille, the lower of
 * the two), and every level of the merchant.
 */
export const rankProgressValue = z.object({
  hasVip: z.boolean(),
  level: z.number().int(),
  name: z.string().nullable(),
  deposited: minorString,
  validBet: minorString,
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      depositLeft: minorString,
      validBetLeft: minorString,
      permille: z.number().int(),
    })
    .nullable(),
  levels: z.array(vipLevelView),
});
export type RankProgressValue = z.infer<typeof rankProgressValue>;

const textsIn = z
  .record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().min(1).max(40))
  .refine((t) => typeof t.EN === 'string', { message: 'EN is required' });

/** The operator's VIP ladder: levels 1…n, thresholds rising with the level (a member needs both). */
export const opsVipLevels = z
  .object({
    levels: z
      .array(
        z
          .object({
            level: z.number().int().min(1).max(100),
            names: textsIn,
            minDeposit: minor,
            minValidBet: minor,
            upgradeBonus: minor.default('0'),
            monthlyBonus: minor.default('0'),
            turnoverX100: z.number().int().min(0).max(10_000).default(100),
          })
          .strict(),
      )
      .max(100),
  })
  .strict();
export type OpsVipLevels = z.infer<typeof opsVipLevels>;
export const opsVipRunValue = z.object({ issued: z.number().int() });

// ─── Points mall ───────────────────────────────────────────────────────────────────────────────────────────────────

const pointsString = z.string().regex(/^-?\d+$/);
const paymentPassword = z.string().min(1).max(32);
export const pointItemArts = ['gift', 'phone', 'watch', 'voucher', 'headset', 'bag', 'cash', 'car'] as const;

/** One row of the exchange-rate table: from `minPoints` converted, every `points` pay `amount` (minor units). */
export const exchangeTier = z.object({ minPoints: z.number().int().min(1), points: z.number().int().min(1), amount: minor }).strict();

/** MCSFE_getPointBalance: current points (never expire), all earned, and the earning ratio. */
export const pointBalanceValue = z.object({
  balance: pointsString,
  earned: pointsString,
  pointsPerUnit: z.number().int(),
  unit: minorString,
});
/** MCSFE_getPointRewardConversionType: the exchange-rate table of points to cash. */
export const pointExchangeValue = z.object({ tiers: z.array(exchangeTier) });

export const pointItemView = z.object({
  id: z.number().int(),
  name: z.string(),
  art: z.enum(pointItemArts),
  quantity: z.number().int(),
  pointsRequired: pointsString,
  amountRequired: minorString,
  cashValue: minorString,
  status: z.enum(['ACTIVE', 'INACTIVE']),
});
/** MCSFE_getPointReward: the reward items (name, quantity, points and amount requirement, status). */
export const pointItemsValue = z.object({ list: z.array(pointItemView) });

export const redeemPointBody = z.object({ itemId: z.number().int().min(1), paymentPassword, requestId: requestIdSchema }).strict();
export const redemptionStatuses = ['IN_PROCESS', 'REJECTED', 'APPROVED'] as const;
export const redemptionView = z.object({
  id: z.number().int(),
  item: z.string(),
  points: pointsString,
  status: z.enum(redemptionStatuses),
  remark: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export const redeemPointValue = z.object({ redemption: redemptionView, balance: pointsString });
export const redeemListQuery = z.object({ pageNo, status: z.enum(redemptionStatuses).optional() });
export const redeemListValue = z.object({ list: z.array(redemptionView), pageNo: z.number().int(), totalPages: z.number().int() });

/** MCSFE_getPointConfig: the rules page: rules text, the earning ratio and the exchange table. */
export const pointConfigValue = z.object({
  rules: z.string(),
  pointsPerUnit: z.number().int(),
  unit: minorString,
  tiers: z.array(exchangeTier),
});

export const convertPointBody = z
  .object({ points: z.number().int().min(1).max(1_000_000_000), paymentPassword, requestId: requestIdSchema })
  .strict();
export const convertPointValue = z.object({ points: pointsString, amount: minorString, balance: pointsString, cashBalance: minorString });

export const pointEntryKinds = ['EARN', 'REDEEM', 'CONVERT', 'REFUND'] as const;
/** Points details: what changed the balance (earned per day of play, redeemed, converted, refunded). */
export const pointDetailsQuery = z.object({ pageNo });
export const pointDetailsValue = z.object({
  list: z.array(
    z.object({
      kind: z.enum(pointEntryKinds),
      points: pointsString,
      balanceAfter: pointsString,
      remark: z.string().nullable(),
      time: z.string(),
    }),
  ),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});

/** The operator's points settings and mall. */
export const opsPointSettings = z
  .object({
    pointsPerUnit: z.number().int().min(0).max(1000),
    unit: minor,
    exchange: z.array(exchangeTier).max(20),
    rules: z
      .record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().min(1).max(4000))
      .refine((t) => typeof t.EN === 'string', { message: 'EN is required' }),
  })
  .strict();
export const opsPointItem = z
  .object({
    names: z
      .record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().min(1).max(80))
      .refine((t) => typeof t.EN === 'string', { message: 'EN is required' }),
    art: z.enum(pointItemArts).default('gift'),
    quantity: z.number().int().min(0).max(1_000_000),
    pointsRequired: z.string().regex(/^[1-9]\d{0,12}$/),
    amountRequired: minor.default('0'),
    cashValue: minor.default('0'),
    status: z.enum(['ACTIVE', 'INACTIVE']).default('ACTIVE'),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .strict();
export const opsPointItemsValue = z.object({
  list: z.array(pointItemView.extend({ names: z.record(z.string(), z.string()), sort: z.number().int() })),
});
export const opsRedemptionsQuery = z.object({ status: z.enum(redemptionStatuses).optional() });
export const opsRedemptionsValue = z.object({ list: z.array(redemptionView.extend({ account: z.string(), cashValue: minorString })) });
export const opsReviewBody = z.object({ remark: z.string().trim().max(200).optional() }).strict();
