import type { LanguageCode, MissionPeriod, RewardItem } from '@wl/contracts';
import type { Actor } from '../../core/context';
import { errorText, textOf } from '../../core/i18n';
import { toBig } from '../../core/sql';
import type { Db } from '../../db/client';
import type { Texts } from '../../db/schema';
import type { NewReward } from '../rewards';
import { createMissionsRepo, type DayAgg, type MissionRow, missionsTx, type PlayAgg } from './missions.repo';
import { addDays, dayStartsAt, periodEndDay } from './missions.periods';

type Issue = (exec: Db, r: NewReward) => Promise<number | null>;
type ClaimReward = (actor: Actor, id: number, lang: LanguageCode) => Promise<{ reward: RewardItem; balance: string }>;
/** What the missions service is built from. */
export type MissionsDeps = { db: Db; issue: Issue; claimReward: ClaimReward; now?: () => Date };

const languages: LanguageCode[] = ['EN', 'UR'];
/** A completed mission's reward waits in the reward centre this many days after its period ended. */
export const MISSION_GRACE_DAYS = 7;
export const periods: MissionPeriod[] = ['DAILY', 'WEEKLY'];

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

/** Everything the missions service's parts share, passed to each as one object: the repo, the clock and the lookups. */
export const createMissionsContext = (deps: MissionsDeps) => {
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

  return { deps, db, issue, now, repo, zoneOf, activity, rewardOf };
};
export type MissionsContext = ReturnType<typeof createMissionsContext>;
