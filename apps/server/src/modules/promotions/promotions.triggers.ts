import { dayInZone } from '@wl/contracts';
import type { Db } from '../../db/client';
import type { NewReward } from '../rewards';
import { promotionRewardTerms } from './promotion-reward';
import { inAudience } from './promotions.service';
import { type PromotionRow, promotionsTx } from './promotions.repo';

/** A credited deposit as the growth consumer hands it over: `first` when the member had none before it. */
export type CreditedDeposit = { merchantId: number; memberId: number; depositId: number; amount: bigint; first: boolean; at: Date };
type Issue = (tx: Db, r: NewReward) => Promise<number | null>;

/** The bonus a qualifying amount earns: a match (basis points, capped by maxBonus when set) or a fixed amount. */
export const bonusFor = (p: Pick<PromotionRow, 'kind' | 'match_bp' | 'max_bonus' | 'fixed_amount'>, base: bigint) => {
  if (p.kind === 'DEPOSIT_MATCH' || p.kind === 'LOSS_REBATE') {
    const raw = (base * BigInt(p.match_bp)) / 10_000n;
    const cap = BigInt(p.max_bonus);
    return cap > 0n && raw > cap ? cap : raw;
  }
  return BigInt(p.fixed_amount);
};

/**
 * Issues a promotion's reward to one member in the caller's transaction: takes a use (per-member limit) and the
 * budget atomically, then the reward under `sourceKey` (unique: a second issue of the same key is nothing). A
 * budget that is spent gives the use back. Answers the reward id, or null when nothing was issued.
 */
export const issuePromotionReward = async (
  tx: Db,
  issue: Issue,
  p: PromotionRow,
  memberId: number,
  amount: bigint,
  sourceKey: string,
  at: Date,
) => {
  if (amount <= 0n) return null;
  if ((await promotionsTx.takeUse(tx, p.id, memberId, p.per_member_limit)) == null) return null;
  if (!(await promotionsTx.takeBudget(tx, p.id, amount))) {
    await promotionsTx.releaseUse(tx, p.id, memberId);
    return null;
  }
  return issue(tx, {
    merchantId: p.merchant_id,
    memberId,
    source: 'PROMOTION',
    sourceKey,
    amount,
    ...promotionRewardTerms(p, at),
  });
};

/**
 * Deposit promotions (first deposit, reload) from a credited deposit, in the growth consumer's transaction: each live
 * one whose audience holds the member (and that the member joined, when it asks for it) offers its bonus in the
 * reward centre, keyed by (promotion, deposit) so a deposit earns a promotion's bonus once.
 */
export const onDepositCredited = async (tx: Db, issue: Issue, d: CreditedDeposit) => {
  const list = await promotionsTx.depositPromotions(tx, d.merchantId, d.at);
  if (list.length === 0) return 0;
  const profile = await promotionsTx.profile(tx, d.merchantId, d.memberId);
  let issued = 0;
  for (const p of list) {
    if (p.trigger === 'FIRST_DEPOSIT' && !d.first) continue;
    if (d.amount < BigInt(p.min_deposit) || !inAudience(p.audience, profile, d.at)) continue;
    const joined = p.opt_in ? await promotionsTx.joined(tx, p.id, d.memberId) : null;
    if (p.opt_in && !joined) continue;
    const id = await issuePromotionReward(tx, issue, p, d.memberId, bonusFor(p, d.amount), `promo:${p.id}:dep:${d.depositId}`, d.at);
    if (id == null) continue;
    issued++;
    if (joined && p.trigger === 'FIRST_DEPOSIT')
      await promotionsTx.moveEntry(tx, d.merchantId, Number(joined.id), ['JOINED'], 'DONE', null, null);
  }
  return issued;
};

const DAY_MS = 86_400_000;
/** Monday and Sunday (YYYY-MM-DD) of the week before the one `day` falls in. */
export const lastWeekOf = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS - 7 * DAY_MS);
  return { from: monday.toISOString().slice(0, 10), to: new Date(monday.getTime() + 6 * DAY_MS).toISOString().slice(0, 10) };
};

/**
 * Weekly-loss promotions (a leased job, every hour): last week's net loss (stakes − payouts, in the merchant's days)
 * of each member in the audience earns the promotion's percentage as a reward, keyed by (promotion, week, member):
 * the members already rewarded are left out before any use or budget is taken, so later runs add nothing.
 */
export const weeklyLoss = async (db: Db, issue: Issue, at: Date) => {
  let issued = 0;
  for (const p of await promotionsTx.lossPromotions(db, at)) {
    const week = lastWeekOf(dayInZone(p.time_zone, at));
    const prefix = `promo:${p.id}:week:${week.from}:`;
    const rows = await promotionsTx.losers(db, p.merchant_id, week.from, week.to, BigInt(p.min_deposit), prefix);
    for (const r of rows) {
      const memberId = Number(r.member_id);
      await db.transaction(async (tx) => {
        if (p.opt_in && !(await promotionsTx.joined(tx, p.id, memberId))) return;
        if (!inAudience(p.audience, await promotionsTx.profile(tx, p.merchant_id, memberId), at)) return;
        if (await issuePromotionReward(tx, issue, p, memberId, bonusFor(p, BigInt(r.loss)), `${prefix}${memberId}`, at)) issued++;
      });
    }
  }
  return { issued };
};
