import {
  type LanguageCode,
  type LeaderboardValue,
  type MissionPeriod,
  type MissionSummaryValue,
  type MissionView,
  maskAccount,
  type RewardItem,
} from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { textOf } from '../../core/i18n';
import { toBig } from '../../core/sql';
import { dayIn } from '../activity';
import { missionKey, type MissionsContext, periods, progressOf } from './missions.context';
import { dayStartsAt, periodEndDay, periodStart } from './missions.periods';
import { type MissionRow, missionsTx } from './missions.repo';

const BOARD_SIZE = 20;

/** The member's side of missions: this period's missions with progress, claims, the leaderboard and the badge. */
export const createMemberMissions = (ctx: MissionsContext) => {
  const { deps, db, issue, now, repo, activity, rewardOf } = ctx;

  const view = (
    m: MissionRow,
    start: string,
    tz: string,
    progress: bigint,
    reward: { id: string | number; status: string; expires_at: Date | string } | undefined,
    lang: LanguageCode,
    at: Date,
  ): MissionView => {
    const target = toBig(m.target);
    const status =
      reward == null
        ? 'IN_PROGRESS'
        : reward.status === 'CLAIMED'
          ? 'CLAIMED'
          : reward.status === 'EXPIRED' || new Date(reward.expires_at) <= at
            ? 'EXPIRED'
            : 'CLAIMABLE';
    return {
      id: m.id,
      code: m.code,
      period: m.period,
      periodStart: start,
      endsAt: dayStartsAt(periodEndDay(m.period, start), tz).toISOString(),
      title: textOf(m.title, lang),
      condition: m.condition,
      category: m.category,
      target: target.toString(),
      progress: (progress > target ? target : progress).toString(),
      reward: String(m.reward),
      turnoverX100: m.turnover_x100,
      status,
      rewardId: reward ? Number(reward.id) : null,
    };
  };

  /** One mission of one period for the member: completed rewards issued (once), then its view. */
  const missionsOf = async (
    merchantId: number,
    memberId: number,
    list: MissionRow[],
    period: MissionPeriod,
    start: string,
    tz: string,
    lang: LanguageCode,
  ) => {
    const own = list.filter((m) => m.period === period);
    if (own.length === 0) return [];
    const a = (await activity(db, merchantId, [memberId], start, periodEndDay(period, start)))(memberId);
    const at = now();
    const keys = own.map((m) => missionKey(m.id, memberId, start));
    let rewards = await missionsTx.rewards(db, merchantId, keys);
    let issued = false;
    for (const m of own) {
      const done = progressOf(m, a.play, a.day) >= toBig(m.target);
      if (done && m.status === 'ACTIVE' && !rewards.some((r) => r.source_key === missionKey(m.id, memberId, start))) {
        const r = rewardOf(m, memberId, start, tz);
        if (r.expiresAt > at) {
          await issue(db, r);
          issued = true;
        }
      }
    }
    if (issued) rewards = await missionsTx.rewards(db, merchantId, keys);
    return own.map((m) =>
      view(
        m,
        start,
        tz,
        progressOf(m, a.play, a.day),
        rewards.find((r) => r.source_key === missionKey(m.id, memberId, start)),
        lang,
        at,
      ),
    );
  };

  /** MCSFE_getMissionSummary: this day's and this week's missions with the member's progress. */
  const summary = async (actor: Actor, lang: LanguageCode): Promise<MissionSummaryValue> => {
    const merchantId = actor.merchant.id;
    const tz = actor.merchant.row.timeZone;
    const at = now();
    const today = dayIn(at, tz);
    const list = await missionsTx.activeOf(db, [merchantId]);
    const out: MissionView[] = [];
    const ps = [];
    for (const period of periods) {
      const start = periodStart(period, today);
      ps.push({ period, start, endsAt: dayStartsAt(periodEndDay(period, start), tz).toISOString() });
      out.push(...(await missionsOf(merchantId, actor.member.id, list, period, start, tz, lang)));
    }
    return { periods: ps, list: out, claimable: await repo.claimableCount(merchantId, actor.member.id, now()) };
  };

  /**
   * Claims a mission's reward for a period (the current one by default): a mission of another merchant is not found;
   * one not completed answers `mission.not_complete` while its period runs and `mission.expired` after; a claimed one
   * `mission.claimed`. The payment is the reward centre's claim (ledger key `reward:<id>`), so it is made once.
   */
  const claim = async (
    actor: Actor,
    body: { missionId: number; periodStart?: string },
    lang: LanguageCode,
  ): Promise<{ mission: MissionView; reward: RewardItem; balance: string }> => {
    const merchantId = actor.merchant.id;
    const memberId = actor.member.id;
    const tz = actor.merchant.row.timeZone;
    const m = await repo.mission(merchantId, body.missionId);
    if (!m) throw new AppError('mission.not_found');
    const at = now();
    const current = periodStart(m.period, dayIn(at, tz));
    const start = body.periodStart ?? current;
    if (periodStart(m.period, start) !== start) throw new AppError('mission.not_found');
    if (start > current) throw new AppError('mission.not_complete');
    const [mine] = await missionsOf(merchantId, memberId, [m], m.period, start, tz, lang);
    if (!mine || mine.rewardId == null)
      throw new AppError(start < current || m.status !== 'ACTIVE' ? 'mission.expired' : 'mission.not_complete');
    if (mine.status === 'CLAIMED') throw new AppError('mission.claimed');
    if (mine.status === 'EXPIRED') throw new AppError('mission.expired');
    try {
      const paid = await deps.claimReward(actor, mine.rewardId, lang);
      return { mission: { ...mine, status: 'CLAIMED' as const }, reward: paid.reward, balance: paid.balance };
    } catch (e) {
      if (e instanceof AppError && e.code === 'reward.claimed') throw new AppError('mission.claimed');
      if (e instanceof AppError && e.code === 'reward.expired') throw new AppError('mission.expired');
      throw e;
    }
  };

  /** MCSFE_getMissionLeaderboard: the period's first members by the merchant's metric, accounts masked. */
  const leaderboard = async (actor: Actor, period: MissionPeriod): Promise<LeaderboardValue> => {
    const merchantId = actor.merchant.id;
    const tz = actor.merchant.row.timeZone;
    const start = periodStart(period, dayIn(now(), tz));
    const metric = await repo.metric(merchantId);
    const rows = await repo.board(merchantId, start, periodEndDay(period, start), metric === 'WINS', actor.member.id, BOARD_SIZE);
    const me = rows.find((r) => Number(r.member_id) === actor.member.id);
    return {
      period,
      start,
      metric,
      list: rows
        .filter((r) => Number(r.rn) <= BOARD_SIZE)
        .map((r) => ({
          rank: Number(r.rn),
          account: maskAccount(r.account),
          value: String(r.value),
          me: Number(r.member_id) === actor.member.id,
        })),
      mine: me ? { rank: Number(me.rn), value: String(me.value) } : null,
    };
  };

  const badge = (merchantId: number, memberId: number) => repo.claimableCount(merchantId, memberId, now());

  return { summary, claim, leaderboard, badge };
};
