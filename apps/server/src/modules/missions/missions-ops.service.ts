import type { OpsMission } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Texts } from '../../db/schema';
import type { MissionsContext } from './missions.context';

/** The operator's side of missions: the list, adding and changing a mission, the leaderboard's metric. */
export const createMissionsOps = (ctx: MissionsContext) => {
  const { repo } = ctx;
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

  return { opsList, addMission, updateMission, setLeaderboard };
};
