import {
  type LanguageCode,
  type LeaderboardValue,
  type MissionPeriod,
  type MissionSummaryValue,
  type MissionView,
  maskAccount,
  type OpsMission,
  type RewardItem,
} from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { errorText, textOf } from '../../core/i18n';
import { toBig } from '../../core/sql';
import type { Db } from '../../db/client';
import type { Texts } from '../../db/schema';
import { dayIn, type GrowthBatch } from '../activity';
import type { NewReward } from '../rewards';
import { createMissionsRepo, type DayAgg, type MissionRow, missionsTx, type PlayAgg } from './missions.repo';

type Issue = (exec: Db, r: NewReward) => Promise<number | null>;
type ClaimReward = (actor: Actor, id: number, lang: LanguageCode) => Promise<{ reward: RewardItem; balance: string }>;
const languages: LanguageCode[] = ['EN', 'UR'];
/** A completed mission's reward waits in the reward centre this many days after its period ended. */
export const MISSION_GRACE_DAYS = 7;
const BOARD_SIZE = 20;
const periods: MissionPeriod[] = ['DAILY', 'WEEKLY'];

// ─── Periods of the merchant's calendar ───────────────────────────────────────────────────────────────────────────
export const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** The period a merchant day falls in: the day itself, or the week from its Monday. */
export const periodStart = (period: MissionPeriod, day: string) =>
  period === 'DAILY' ? day : addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
export const periodEndDay = (period: MissionPeriod, start: string) => addDays(start, period === 'DAILY' ? 1 : 7);
const dayStarts = new Map<string, Date>();
/**
 * The UTC instant a merchant day begins (two passes settle the zone's offset). Remembered per (day, zone): the
 * growth consumer asks it for every completed mission of a batch, and each pass formats the time in the zone.
 */
export const dayStartsAt = (day: string, timeZone: string) => {
  const k = `${timeZone}|${day}`;
  const known = dayStarts.get(k);
  if (known) return new Date(known);
  if (dayStarts.size >= 4096) dayStarts.clear();
  const at = zoneDayStart(day, timeZone);
  dayStarts.set(k, at);
  return new Date(at);
};
const zoneDayStart = (day: string, timeZone: string) => {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let at = wall;
  for (let i = 0; i < 2; i++) {
    const shown = Date.parse(
      `${dayIn(new Date(at), timeZone)}T${new Date(at).toLocaleTimeString('en-GB', { timeZone, hourCycle: 'h23' })}Z`,
    );
    at += wall - shown;
  }
  return new Date(at);
};

/** How far a member's activity of the period goes towards a mission. */
export const progressOf = (m: MissionRow, play: PlayAgg[], day: DayAgg | undefined) => {
  const own = play.filter((p) => m.category == null || p.category === m.category);
  switch (m.condition) {
    case 'ROUNDS':
      return own.reduce((s, p) => s + toBig(p.rounds), 0n);
    case 'VALID_BET':
      return own.reduce((s, p) => s + toBig(p.valid_bet), 0n);
    case 'DEPOSIT':
      return day ? toBig(day.deposited) : 0n;
    case 'LOGIN_DAYS':
      return day ? toBig(day.login_days) : 0n;
  }
};

export const missionKey = (missionId: number, memberId: number, start: string) => `mission:${missionId}:${memberId}:${start}`;
const titleOf = (title: Texts): Texts =>
  Object.fromEntries(languages.map((l) => [l, `${errorText(l, 'reward_title_mission')}: ${textOf(title, l)}`]));

/**
 * Missions and the leaderboard (decision 019). Progress is read from the growth read model that the one growth
 * consumer keeps from `bet.settled`, `deposit.credited` and `member.logged_in` (a replayed event is dropped there, so
 * nothing counts twice). The consumer's step issues a completed mission's reward to the reward centre once per
 * (mission, member, period) — key `mission:<id>:<member>:<period start>` — and a claim is the reward centre's
 * ledger-keyed claim: of claims sent at once one pays, the others answer `mission.claimed`.
 */
export const createMissionsService = (deps: { db: Db; issue: Issue; claimReward: ClaimReward; now?: () => Date }) => {
  const { db, issue } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createMissionsRepo(db);
  const zones = new Map<number, string>();
  const zoneOf = async (exec: Db, merchantId: number) => {
    let z = zones.get(merchantId);
    if (!z) {
      z = await missionsTx.zone(exec, merchantId);
      zones.set(merchantId, z);
    }
    return z;
  };

  /** Each member's play and days over [start, end). */
  const activity = async (exec: Db, merchantId: number, memberIds: number[], start: string, end: string) => {
    const [play, days] = await Promise.all([
      missionsTx.play(exec, merchantId, memberIds, start, end),
      missionsTx.days(exec, merchantId, memberIds, start, end),
    ]);
    return (memberId: number) => ({
      play: play.filter((p) => Number(p.member_id) === memberId),
      day: days.find((d) => Number(d.member_id) === memberId),
    });
  };

  const rewardOf = (m: MissionRow, memberId: number, start: string, tz: string): NewReward => ({
    merchantId: m.merchant_id,
    memberId,
    source: 'MISSION',
    sourceKey: missionKey(m.id, memberId, start),
    title: titleOf(m.title),
    amount: toBig(m.reward),
    turnoverX100: m.turnover_x100,
    earlyWithdrawal: 'REFUSE',
    expiresAt: dayStartsAt(addDays(periodEndDay(m.period, start), MISSION_GRACE_DAYS), tz),
  });

  /** Issues the rewards of the missions these members completed in the period starting `start`. */
  const issueCompleted = async (exec: Db, merchantId: number, list: MissionRow[], memberIds: number[], start: string, tz: string) => {
    const first = list[0];
    if (!first || memberIds.length === 0) return;
    const of = await activity(exec, merchantId, memberIds, start, periodEndDay(first.period, start));
    const done: { m: MissionRow; memberId: number }[] = [];
    for (const memberId of memberIds) {
      const a = of(memberId);
      for (const m of list) if (progressOf(m, a.play, a.day) >= toBig(m.target)) done.push({ m, memberId });
    }
    if (done.length === 0) return;
    // A completed mission stays completed for the rest of its period, so most batches find its reward issued already:
    // one read of the keys spares an insert (and its reward's title and expiry) per completed mission and batch. The
    // insert keeps its ON CONFLICT, so a reward issued meanwhile by the member's own page is still issued once.
    const issued = new Set(
      (
        await missionsTx.rewards(
          exec,
          merchantId,
          done.map((d) => missionKey(d.m.id, d.memberId, start)),
        )
      ).map((r) => r.source_key),
    );
    for (const d of done) if (!issued.has(missionKey(d.m.id, d.memberId, start))) await issue(exec, rewardOf(d.m, d.memberId, start, tz));
  };

  /** The growth step: for the periods a batch's activity fell in, the missions its members completed. */
  const step = async (tx: Db, batch: GrowthBatch) => {
    if (batch.members.size === 0) return;
    const all = await missionsTx.activeOf(tx, [...batch.members.keys()]);
    if (all.length === 0) return;
    for (const [merchantId, members] of batch.members) {
      const own = all.filter((m) => m.merchant_id === merchantId);
      if (own.length === 0) continue;
      const tz = await zoneOf(tx, merchantId);
      const days = new Set([dayIn(batch.at, tz)]);
      for (const p of batch.play) if (p.merchantId === merchantId) days.add(p.day);
      for (const d of batch.deposits) if (d.merchantId === merchantId) days.add(d.day);
      for (const period of periods) {
        const list = own.filter((m) => m.period === period);
        for (const start of new Set([...days].map((d) => periodStart(period, d))))
          await issueCompleted(tx, merchantId, list, [...members], start, tz);
      }
    }
  };

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

  // ─── Operator side ───────────────────────────────────────────────────────────────────────────────────────────────
  const rowOf = (b: OpsMission) => ({
    code: b.code,
    period: b.period,
    title: b.title as Texts,
    condition: b.condition,
    category: b.category ?? null,
    target: b.target,
    reward: b.reward,
    turnover_x100: b.turnoverX100,
    status: b.status,
    sort: b.sort,
  });
  const opsList = async (merchantId: number) => ({
    list: (await repo.all(merchantId)).map((m) => ({
      id: m.id,
      code: m.code,
      period: m.period,
      title: m.title as Record<string, string>,
      condition: m.condition,
      category: (m.category ?? null) as OpsMission['category'],
      target: String(m.target),
      reward: String(m.reward),
      turnoverX100: m.turnover_x100,
      status: m.status,
      sort: m.sort,
    })),
    leaderboardMetric: await repo.metric(merchantId),
  });
  const addMission = async (merchantId: number, b: OpsMission) => {
    if ((await repo.insert(merchantId, rowOf(b))) == null) throw new AppError('mission.code_taken');
    return opsList(merchantId);
  };
  const updateMission = async (merchantId: number, id: number, b: OpsMission) => {
    const r = await repo.update(merchantId, id, rowOf(b));
    if (r === 'taken') throw new AppError('mission.code_taken');
    if (r == null) throw new AppError('mission.not_found');
    return opsList(merchantId);
  };
  const setLeaderboard = async (merchantId: number, metric: 'VALID_BET' | 'WINS') => {
    await repo.setMetric(merchantId, metric);
    return opsList(merchantId);
  };

  return { step, summary, claim, leaderboard, badge, opsList, addMission, updateMission, setLeaderboard };
};
export type MissionsService = ReturnType<typeof createMissionsService>;
