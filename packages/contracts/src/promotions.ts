import { z } from 'zod';
import { minorString } from './wallet';
import { wholeNumber } from './whole-number';

/** Activity application rules (spec section 5): comment up to 140 characters; png or jpg, 5 MB each, at most 3. */
export const APPLY_COMMENT_MAX = 140;
export const APPLY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLY_IMAGES_MAX = 3;

export const promotionKinds = ['DEPOSIT_MATCH', 'FIXED_BONUS', 'LOSS_REBATE', 'RAFFLE', 'FREE_ENTRY'] as const;
export const promotionTriggers = ['APPLY', 'JOIN', 'FIRST_DEPOSIT', 'RELOAD', 'WEEKLY_LOSS', 'RAFFLE'] as const;
export type PromotionKindName = (typeof promotionKinds)[number];
export type PromotionTriggerName = (typeof promotionTriggers)[number];

/**
 * Activity statuses (spec section 4), as the member sees a promotion: join, claim, applying, close, rejected, issued,
 * claimed, process (a claimed bonus still wagering), joined, coming soon.
 */
export const activityStatuses = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSE',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESS',
  'JOINED',
  'COMING_SOON',
] as const;
export type ActivityStatus = (typeof activityStatuses)[number];
/** What the member can do next: join, apply (comment and images), claim the reward waiting, or draw the raffle. */
export const activityActions = ['JOIN', 'APPLY', 'CLAIM', 'RAFFLE', 'LOGIN'] as const;
export type ActivityAction = (typeof activityActions)[number];

/** The facts a promotion's status for one member is decided from (all read by the server in one pass). */
export type ActivityFacts = {
  now: Date;
  startsAt: Date;
  endsAt: Date | null;
  /** The operator has it on and its budget is not spent. */
  open: boolean;
  trigger: PromotionTriggerName;
  optIn: boolean;
  signedIn: boolean;
  /** The member is in the promotion's audience. */
  eligible: boolean;
  /** The member has not used up the per-member limit. */
  usesLeft: boolean;
  /** The member's latest entry (join or application). */
  entry: 'JOINED' | 'APPLYING' | 'APPROVED' | 'REJECTED' | 'DONE' | null;
  /** The member's latest reward of this promotion, and the wagering of its bonus when claimed. */
  reward: 'AVAILABLE' | 'CLAIMED' | 'EXPIRED' | null;
  bonus: 'ACTIVE' | 'COMPLETED' | 'FORFEITED' | null;
  /** The member's last raffle draw paid a prize directly (nothing to claim). */
  drawn: boolean;
};

/**
 * The state machine of spec section 4, as one pure function: a reward waiting wins (claim), then a bonus still
 * wagering (process), an application under review (applying), the window (coming soon, close), what the member
 * already has (claimed, issued, rejected, joined), and finally what may be done (join or apply, or joined when
 * deposits and losses count by themselves).
 */
export const activityStatus = (f: ActivityFacts): { status: ActivityStatus; action: ActivityAction | null } => {
  if (f.now < f.startsAt) return { status: 'COMING_SOON', action: null };
  if (f.reward === 'AVAILABLE') return { status: 'CLAIM', action: 'CLAIM' };
  if (f.bonus === 'ACTIVE') return { status: 'PROCESS', action: null };
  if (f.entry === 'APPLYING') return { status: 'APPLYING', action: null };
  const ended = !f.open || (f.endsAt !== null && f.now >= f.endsAt);
  const had = f.reward === 'CLAIMED' ? 'CLAIMED' : f.drawn ? 'ISSUED' : null;
  if (ended || !f.usesLeft) return { status: had ?? 'CLOSE', action: null };
  if (!f.signedIn) return { status: 'JOIN', action: 'LOGIN' };
  if (!f.eligible) return { status: had ?? 'CLOSE', action: null };
  if (f.entry === 'REJECTED') return { status: 'REJECTED', action: 'APPLY' };
  if (f.trigger === 'RAFFLE') return { status: 'CLAIM', action: 'RAFFLE' };
  if (f.trigger === 'APPLY') return { status: had ?? 'JOIN', action: 'APPLY' };
  if (f.trigger === 'JOIN' || f.optIn) {
    if (f.entry === 'JOINED') return { status: 'JOINED', action: null };
    return { status: 'JOIN', action: 'JOIN' };
  }
  // First deposit, reload and weekly loss count by themselves: the member is in without joining.
  return { status: had ?? 'JOINED', action: null };
};

const id = wholeNumber(
  z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
);
export const promotionIdParams = z.object({ id });
export const rewardIdParams = z.object({
  id: wholeNumber(
    z
      .number()
      .int()
      .positive()
      .max(2 ** 53),
  ),
});

export const promotionCategoriesValue = z.object({
  list: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type PromotionCategoriesValue = z.infer<typeof promotionCategoriesValue>;

export const promotionsQuery = z.object({
  category: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
});

/** The terms shown on a promotion (minor units as strings; basis points; the turnover multiple in hundredths). */
export const promotionTerms = z.object({
  matchBp: z.number().int(),
  fixedAmount: minorString,
  maxBonus: minorString,
  minDeposit: minorString,
  turnoverX100: z.number().int(),
  perMemberLimit: z.number().int(),
  earlyWithdrawal: z.enum(['REFUSE', 'FORFEIT']),
  claimDays: z.number().int(),
});

export const promotionCard = z.object({
  id: z.number().int(),
  code: z.string(),
  category: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  art: z.string(),
  kind: z.enum(promotionKinds),
  trigger: z.enum(promotionTriggers),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  status: z.enum(activityStatuses),
  action: z.enum(activityActions).nullable(),
  terms: promotionTerms,
});
export type PromotionCard = z.infer<typeof promotionCard>;

export const promotionsValue = z.object({ list: z.array(promotionCard) });
export type PromotionsValue = z.infer<typeof promotionsValue>;

export const rafflePrize = z.object({ amount: minorString, weight: z.number().int() });
export const raffleDrawView = z.object({
  nonce: z.number().int(),
  seedHash: z.string(),
  /** Revealed after the draw: sha256(seed) = seedHash, and the roll is HMAC-SHA256(seed, "<member>:<nonce>"). */
  seed: z.string().nullable(),
  roll: z.string().nullable(),
  prizeIndex: z.number().int().nullable(),
  amount: minorString.nullable(),
  drawnAt: z.string().nullable(),
});
export type RaffleDrawView = z.infer<typeof raffleDrawView>;

export const promotionDetail = promotionCard.extend({
  /** Operator HTML, sanitised by the server (and again by the web before it is shown). */
  contentHtml: z.string(),
  entry: z
    .object({
      status: z.enum(['JOINED', 'APPLYING', 'APPROVED', 'REJECTED', 'DONE']),
      comment: z.string().nullable(),
      reason: z.string().nullable(),
      images: z.number().int(),
      createdAt: z.string(),
    })
    .nullable(),
  prizes: z.array(rafflePrize),
  /** For a raffle: the commitment of the member's next draw (seed hash) and the draws already made. */
  raffle: z
    .object({ next: z.object({ nonce: z.number().int(), seedHash: z.string() }).nullable(), draws: z.array(raffleDrawView) })
    .nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetail>;

/** Apply (multipart): the comment field; up to three png/jpg images as files named `images`. */
export const applyFields = z.object({ comment: z.string().trim().max(APPLY_COMMENT_MAX).default('') });

export const raffleClaimBody = z.object({ promotionId: id }).strict();
export const raffleStatusQuery = z.object({ promotionId: id });
export const raffleStatusValue = z.object({
  promotionId: z.number().int(),
  status: z.enum(activityStatuses),
  prizes: z.array(rafflePrize),
  next: z.object({ nonce: z.number().int(), seedHash: z.string() }).nullable(),
  draws: z.array(raffleDrawView),
});
export type RaffleStatusValue = z.infer<typeof raffleStatusValue>;
export const raffleClaimValue = z.object({ draw: raffleDrawView, bonusId: z.number().int().nullable() });
export type RaffleClaimValue = z.infer<typeof raffleClaimValue>;

/**
 * A raffle draw from its roll: the roll is HMAC-SHA256(seed, "<memberId>:<nonce>") in hex; its first 13 hex digits
 * (52 bits) make a number r in [0, 1), and the prize is the first whose cumulative weight exceeds r × total weight.
 * Anyone holding the revealed seed can recompute both.
 */
export const pickPrize = (prizes: { weight: number }[], rollHex: string) => {
  const total = prizes.reduce((s, p) => s + p.weight, 0);
  if (total <= 0) return -1;
  const r = Number.parseInt(rollHex.slice(0, 13), 16) / 2 ** 52;
  let acc = 0;
  for (const [i, p] of prizes.entries()) {
    acc += p.weight;
    if (r * total < acc) return i;
  }
  return prizes.length - 1;
};

/** The application form's rule (the web form and the server read the same limit; the message is the error code). */
export const applyForm = z.object({ comment: z.string().trim().max(APPLY_COMMENT_MAX, { message: 'promotion.comment_too_long' }) });
export type ApplyForm = z.infer<typeof applyForm>;

/** The images of an application, checked before sending: png or jpg, at most 5 MB each, at most 3; the error code. */
export const applyImagesError = (files: { type: string; size: number }[]) => {
  if (files.length > APPLY_IMAGES_MAX) return 'promotion.image_invalid';
  if (files.some((f) => f.type !== 'image/png' && f.type !== 'image/jpeg')) return 'promotion.image_invalid';
  if (files.some((f) => f.size > APPLY_IMAGE_MAX_BYTES)) return 'promotion.image_too_large';
  return null;
};
