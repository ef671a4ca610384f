import type { LanguageCode, OpsVipLevels, RankProgressValue } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { errorText, textOf } from '../../core/i18n';
import { toBig } from '../../core/sql';
import type { Db } from '../../db/client';
import type { Texts } from '../../db/schema';
import { dayIn, type GrowthBatch } from '../activity';
import type { NewReward } from '../rewards';
import { createVipRepo, type VipLevelRow, vipTx } from './vip.repo';

type Issue = (exec: Db, r: NewReward) => Promise<number | null>;
const REWARD_DAYS = 30;
const languages: LanguageCode[] = ['EN', 'UR'];

/** A reward title in every language: the server text, the level's name in that language, and a suffix (the month). */
const titleOf = (key: string, names: Texts, suffix = ''): Texts =>
  Object.fromEntries(languages.map((l) => [l, `${errorText(l, key)}: ${textOf(names, l)}${suffix}`]));

/** The highest level whose thresholds (both) the totals meet; 0 when none. */
export const levelFor = (levels: VipLevelRow[], deposited: bigint, validBet: bigint) => {
  let reached = 0;
  for (const l of levels)
    if (deposited >= toBig(l.min_deposit) && validBet >= toBig(l.min_valid_bet) && l.level > reached) reached = l.level;
  return reached;
};

const permilleOf = (done: bigint, required: bigint) => (required <= 0n || done >= required ? 1000 : Number((done * 1000n) / required));

/**
 * VIP (decision 014): a member's cumulative deposit and valid bet come from the growth consumer's batches
 * (`deposit.credited`, `bet.settled`); the level is the highest whose two thresholds are both met and is never
 * lowered. Each level passed issues its upgrade bonus to the reward centre (key `vip-up:<member>:<level>`), and a
 * leased job issues each level's monthly bonus once per member and month (`vip-month:<member>:<YYYY-MM>`).
 */
export const createVipService = (deps: { db: Db; issue: Issue; now?: () => Date }) => {
  const { db, issue } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createVipRepo(db);

  /** The growth step: totals in one statement, levels read once per batch, upgrades and their bonuses. */
  const step = async (tx: Db, batch: GrowthBatch) => {
    const sums = new Map<number, { merchantId: number; memberId: number; deposited: bigint; validBet: bigint }>();
    const row = (merchantId: number, memberId: number) => {
      let r = sums.get(memberId);
      if (!r) {
        r = { merchantId, memberId, deposited: 0n, validBet: 0n };
        sums.set(memberId, r);
      }
      return r;
    };
    for (const p of batch.play) if (p.validBet > 0n) row(p.merchantId, p.memberId).validBet += p.validBet;
    for (const d of batch.deposits) row(d.merchantId, d.memberId).deposited += d.amount;
    if (sums.size === 0) return;
    const merchants = [...new Set([...sums.values()].map((r) => r.merchantId))];
    const levels = await vipTx.levelsOf(tx, merchants);
    if (levels.length === 0) {
      await vipTx.add(tx, [...sums.values()]);
      return;
    }
    const totals = await vipTx.add(tx, [...sums.values()]);
    const ups: { memberId: number; level: number }[] = [];
    for (const t of totals) {
      const own = levels.filter((l) => l.merchant_id === t.merchant_id);
      const reached = levelFor(own, toBig(t.deposited), toBig(t.valid_bet));
      if (reached <= t.level) continue;
      const memberId = Number(t.member_id);
      ups.push({ memberId, level: reached });
      for (const l of own) {
        if (l.level <= t.level || l.level > reached || toBig(l.upgrade_bonus) <= 0n) continue;
        await issue(tx, {
          merchantId: t.merchant_id,
          memberId,
          source: 'VIP_UPGRADE',
          sourceKey: `vip-up:${memberId}:${l.level}`,
          title: titleOf('reward_title_vip_upgrade', l.names),
          amount: toBig(l.upgrade_bonus),
          turnoverX100: l.turnover_x100,
          earlyWithdrawal: 'REFUSE',
          expiresAt: new Date(batch.at.getTime() + REWARD_DAYS * 86_400_000),
        });
      }
    }
    await vipTx.raise(tx, ups);
  };

  /** This month's monthly bonuses (job, hourly; operator run): once per member and month, at the member's level. */
  const issueMonthly = async (only?: number) => {
    let issued = 0;
    for (const m of await repo.merchants()) {
      if (only != null && m.id !== only) continue;
      const month = dayIn(now(), m.time_zone).slice(0, 7);
      for (const r of await repo.monthlyDue(m.id)) {
        const memberId = Number(r.member_id);
        const id = await issue(db, {
          merchantId: m.id,
          memberId,
          source: 'VIP_MONTHLY',
          sourceKey: `vip-month:${memberId}:${month}`,
          title: titleOf('reward_title_vip_monthly', r.names, ` (${month})`),
          amount: toBig(r.monthly_bonus),
          turnoverX100: r.turnover_x100,
          earlyWithdrawal: 'REFUSE',
          expiresAt: new Date(now().getTime() + REWARD_DAYS * 86_400_000),
        });
        if (id != null) issued++;
      }
    }
    return { issued };
  };

  /** Member info's VIP fields: hasVip from level 1, the level's name in the member's language. */
  const badge = async (merchantId: number, memberId: number, lang: LanguageCode) => {
    const b = await repo.badge(merchantId, memberId);
    const level = b?.level ?? 0;
    return { hasVip: level > 0, vipLabelName: level > 0 && b?.names ? textOf(b.names, lang) : null, vipRankLevel: level };
  };

  const rankProgress = async (actor: Actor, lang: LanguageCode): Promise<RankProgressValue> => {
    const [levels, me] = await Promise.all([repo.levels(actor.merchant.id), repo.member(actor.member.id)]);
    const deposited = toBig(me?.deposited ?? 0);
    const validBet = toBig(me?.valid_bet ?? 0);
    const level = me?.level ?? 0;
    const current = levels.find((l) => l.level === level);
    const nextRow = levels.find((l) => l.level > level);
    const minus = (a: bigint, b: bigint) => (a > b ? a - b : 0n);
    return {
      hasVip: level > 0,
      level,
      name: current ? textOf(current.names, lang) : null,
      deposited: deposited.toString(),
      validBet: validBet.toString(),
      next: nextRow
        ? {
            level: nextRow.level,
            name: textOf(nextRow.names, lang),
            depositLeft: minus(toBig(nextRow.min_deposit), deposited).toString(),
            validBetLeft: minus(toBig(nextRow.min_valid_bet), validBet).toString(),
            permille: Math.min(permilleOf(deposited, toBig(nextRow.min_deposit)), permilleOf(validBet, toBig(nextRow.min_valid_bet))),
          }
        : null,
      levels: levels.map((l) => ({
        level: l.level,
        name: textOf(l.names, lang),
        minDeposit: String(l.min_deposit),
        minValidBet: String(l.min_valid_bet),
        upgradeBonus: String(l.upgrade_bonus),
        monthlyBonus: String(l.monthly_bonus),
        reached: l.level <= level,
      })),
    };
  };

  const opsLevels = async (merchantId: number): Promise<OpsVipLevels> => ({
    levels: (await repo.levels(merchantId)).map((l) => ({
      level: l.level,
      names: l.names,
      minDeposit: String(l.min_deposit),
      minValidBet: String(l.min_valid_bet),
      upgradeBonus: String(l.upgrade_bonus),
      monthlyBonus: String(l.monthly_bonus),
      turnoverX100: l.turnover_x100,
    })),
  });

  /** Levels 1…n in order; each level's thresholds at or above the previous one's, and not both the same. */
  const setOpsLevels = async (merchantId: number, body: OpsVipLevels) => {
    const list = body.levels;
    list.forEach((l, i) => {
      if (l.level !== i + 1) throw new AppError('vip.levels_invalid');
      const prev = list[i - 1];
      if (!prev) return;
      const d = BigInt(l.minDeposit) - BigInt(prev.minDeposit);
      const v = BigInt(l.minValidBet) - BigInt(prev.minValidBet);
      if (d < 0n || v < 0n || (d === 0n && v === 0n)) throw new AppError('vip.levels_invalid');
    });
    await repo.setLevels(
      merchantId,
      list.map((l) => ({
        level: l.level,
        names: l.names,
        minDeposit: BigInt(l.minDeposit),
        minValidBet: BigInt(l.minValidBet),
        upgradeBonus: BigInt(l.upgradeBonus),
        monthlyBonus: BigInt(l.monthlyBonus),
        turnoverX100: l.turnoverX100,
      })),
    );
    return opsLevels(merchantId);
  };

  return { step, issueMonthly, badge, rankProgress, opsLevels, setOpsLevels };
};
export type VipService = ReturnType<typeof createVipService>;
