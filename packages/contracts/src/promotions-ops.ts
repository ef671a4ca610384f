import { z } from 'zod';
import { dayWindows } from './day-windows';
import { promotionKinds, promotionTriggers } from './promotions';
import { minorString } from './wallet';
import { wholeNumber } from './whole-number';

/** Text per interface language ({ EN, UR }); English is required (it is the fallback). */
export const textsInput = (max: number) =>
  z
    .record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().min(1).max(max))
    .refine((t) => typeof t.EN === 'string', { message: 'EN is required' });
const minor = z.string().regex(/^\d{1,15}$/);
const code = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
export const promotionArts = ['gold', 'emerald', 'ruby', 'sapphire', 'violet', 'sunset'] as const;

export const promotionAudienceInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ALL') }).strict(),
  z.object({ kind: z.literal('NEW'), newWithinDays: z.number().int().min(1).max(3650) }).strict(),
  z.object({ kind: z.literal('VIP'), minVipLevel: z.number().int().min(1).max(100) }).strict(),
  z
    .object({
      kind: z.literal('TAGGED'),
      tags: z
        .array(z.string().regex(/^[A-Za-z0-9_-]{1,32}$/))
        .min(1)
        .max(20),
    })
    .strict(),
]);

/** A promotion as an operator writes it (POST creates, PUT replaces). Money in minor units as digit strings. */
export const promotionInput = z
  .object({
    code,
    category: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/)
      .nullable(),
    title: textsInput(120),
    summary: textsInput(300),
    contentHtml: textsInput(20_000),
    art: z.enum(promotionArts).default('gold'),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime().nullable(),
    audience: promotionAudienceInput,
    kind: z.enum(promotionKinds),
    trigger: z.enum(promotionTriggers),
    optIn: z.boolean().default(false),
    matchBp: z.number().int().min(0).max(100_000).default(0),
    fixedAmount: minor.default('0'),
    maxBonus: minor.default('0'),
    minDeposit: minor.default('0'),
    turnoverX100: z.number().int().min(0).max(100_000).default(0),
    perMemberLimit: z.number().int().min(1).max(1000).default(1),
    budget: minor.nullable().default(null),
    earlyWithdrawal: z.enum(['REFUSE', 'FORFEIT']).default('REFUSE'),
    claimDays: z.number().int().min(1).max(365).default(7),
    prizes: z
      .array(z.object({ amount: minor, weight: z.number().int().min(1).max(1_000_000) }).strict())
      .max(20)
      .default([]),
    status: z.enum(['ACTIVE', 'DISABLED']).default('ACTIVE'),
    sort: z.number().int().min(0).max(10_000).default(0),
    /** Claims of this promotion's rewards from one network address / one device within the window (null: no limit). */
    perIpLimit: z.number().int().min(1).max(10_000).nullable().default(null),
    perDeviceLimit: z.number().int().min(1).max(10_000).nullable().default(null),
    claimWindowHours: z.number().int().min(1).max(8760).default(24),
  })
  .strict()
  .refine((p) => p.trigger !== 'RAFFLE' || p.prizes.length > 0, { message: 'a raffle needs prizes', path: ['prizes'] });
export type PromotionInput = z.infer<typeof promotionInput>;

export const opsPromotionParams = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  id: wholeNumber(
    z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  ),
});
export const opsEntryParams = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  id: wholeNumber(
    z
      .number()
      .int()
      .positive()
      .max(2 ** 53),
  ),
});
export const opsEntryImageParams = opsEntryParams.extend({ n: wholeNumber(z.number().int().min(0).max(2)) });

export const opsPromotionRow = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The title in English, and in every language the operator wrote it (the back office shows the staff's own). */
  title: z.string(),
  titles: z.record(z.string(), z.string()),
  kind: z.enum(promotionKinds),
  trigger: z.enum(promotionTriggers),
  status: z.enum(['ACTIVE', 'DISABLED']),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  budget: minorString.nullable(),
  budgetUsed: minorString,
  /** What the promotion cost in the ledger: paid from PROMOTION_EXPENSE, less what forfeits took back. */
  paid: minorString,
  forfeited: minorString,
  rewardsIssued: z.number().int(),
  rewardsClaimed: z.number().int(),
  applicationsWaiting: z.number().int(),
});
export const opsPromotionsValue = z.object({ list: z.array(opsPromotionRow) });
/** A window of days (spec section 9): the promotions running at some time in it; the next ones show what is scheduled. */
export const opsPromotionsQuery = z.object({ window: z.enum(dayWindows).optional() });

export const categoriesInput = z
  .object({
    list: z.array(z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/), names: textsInput(40) }).strict()).max(30),
  })
  .strict();

export const opsEntriesQuery = z.object({ status: z.enum(['JOINED', 'APPLYING', 'APPROVED', 'REJECTED', 'DONE']).optional() });
export const opsEntryRow = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotion: z.string(),
  promotionTitles: z.record(z.string(), z.string()),
  account: z.string(),
  status: z.enum(['JOINED', 'APPLYING', 'APPROVED', 'REJECTED', 'DONE']),
  comment: z.string().nullable(),
  images: z.number().int(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export const opsEntriesValue = z.object({ list: z.array(opsEntryRow) });
/** Approve an application: the reward is the promotion's fixed amount unless an amount is given here. */
export const opsApproveBody = z.object({ amount: minor.optional() }).strict();
export const opsRejectBody = z.object({ reason: z.string().trim().min(3).max(200) }).strict();

/** Issue a reward to one member by hand (a goodwill bonus): into the reward centre, with its wagering. */
export const opsIssueRewardBody = z
  .object({
    account: z.string().min(1).max(64),
    title: textsInput(120),
    amount: minor,
    turnoverX100: z.number().int().min(0).max(100_000).default(0),
    earlyWithdrawal: z.enum(['REFUSE', 'FORFEIT']).default('REFUSE'),
    claimDays: z.number().int().min(1).max(365).default(7),
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  })
  .strict();
export const opsIssueRewardValue = z.object({ id: z.number().int(), created: z.boolean() });
export const opsMemberTagsBody = z.object({ tags: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,32}$/)).max(20) }).strict();
export const opsMemberTagsValue = z.object({ account: z.string(), tags: z.array(z.string()) });
export const opsMemberParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/), account: z.string().min(1).max(64) });

/** A promotion as stored, in the shape it is written (the edit form reads it back): the input plus its id. */
export const opsPromotionDefinition = z.object({
  id: z.number().int(),
  code: z.string(),
  category: z.string().nullable(),
  title: z.record(z.string(), z.string()),
  summary: z.record(z.string(), z.string()),
  contentHtml: z.record(z.string(), z.string()),
  art: z.enum(promotionArts),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  audience: promotionAudienceInput,
  kind: z.enum(promotionKinds),
  trigger: z.enum(promotionTriggers),
  optIn: z.boolean(),
  matchBp: z.number().int(),
  fixedAmount: minorString,
  maxBonus: minorString,
  minDeposit: minorString,
  turnoverX100: z.number().int(),
  perMemberLimit: z.number().int(),
  budget: minorString.nullable(),
  earlyWithdrawal: z.enum(['REFUSE', 'FORFEIT']),
  claimDays: z.number().int(),
  prizes: z.array(z.object({ amount: minorString, weight: z.number().int() })),
  status: z.enum(['ACTIVE', 'DISABLED']),
  sort: z.number().int(),
  perIpLimit: z.number().int().nullable(),
  perDeviceLimit: z.number().int().nullable(),
  claimWindowHours: z.number().int(),
});
export type OpsPromotionDefinition = z.infer<typeof opsPromotionDefinition>;

/**
 * A promotion's cost and uptake, counted from its rewards and bonuses: rewards issued and claimed, the players who
 * claimed, the bonus granted, the wagering still running, completed or forfeited (and what forfeits took back), the
 * cost (granted less forfeited) against the budget, and the applications by state.
 */
export const opsPromotionUptake = z.object({
  promotionId: z.number().int(),
  issued: z.number().int(),
  claims: z.number().int(),
  uniquePlayers: z.number().int(),
  expired: z.number().int(),
  bonusGranted: minorString,
  wageringActive: z.number().int(),
  wageringCompleted: z.number().int(),
  wageringForfeited: z.number().int(),
  forfeited: minorString,
  cost: minorString,
  budget: minorString.nullable(),
  budgetUsed: minorString,
  applications: z.object({ waiting: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  lastClaimAt: z.string().nullable(),
});
export type OpsPromotionUptake = z.infer<typeof opsPromotionUptake>;
