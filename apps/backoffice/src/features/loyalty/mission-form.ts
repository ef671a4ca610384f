import type { OpsMission } from '@wl/contracts';
import { decimalOf, hundredthsOf, majorOf, minorOfText, wholeOf } from '../../shared/amount-text';

/** A mission as its form holds it: money targets and rewards in major units, the wagering multiple as a decimal. */
export type MissionValues = {
  code: string;
  period: OpsMission['period'];
  titleEn: string;
  titleUr: string;
  condition: OpsMission['condition'];
  category: string;
  target: string;
  reward: string;
  turnover: string;
  status: OpsMission['status'];
  sort: string;
};

/** ROUNDS and LOGIN_DAYS count; VALID_BET and DEPOSIT are money (minor units on the wire). */
export const moneyTarget = (c: OpsMission['condition']) => c === 'VALID_BET' || c === 'DEPOSIT';

export const emptyMission = (): MissionValues => ({
  code: '',
  period: 'DAILY',
  titleEn: '',
  titleUr: '',
  condition: 'ROUNDS',
  category: '',
  target: '10',
  reward: '10.00',
  turnover: '1',
  status: 'ACTIVE',
  sort: '0',
});

export const missionValuesOf = (m: OpsMission & { title: Record<string, string> }): MissionValues => ({
  code: m.code,
  period: m.period,
  titleEn: m.title.EN ?? '',
  titleUr: m.title.UR ?? '',
  condition: m.condition,
  category: m.category ?? '',
  target: moneyTarget(m.condition) ? majorOf(m.target) : m.target,
  reward: majorOf(m.reward),
  turnover: decimalOf(m.turnoverX100),
  status: m.status,
  sort: String(m.sort),
});

/** The form as the server's mission, or the fields it refuses. */
export const missionOf = (v: MissionValues): { ok: true; mission: OpsMission } | { ok: false; fields: (keyof MissionValues)[] } => {
  const fields: (keyof MissionValues)[] = [];
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(v.code.trim())) fields.push('code');
  if (!v.titleEn.trim() || v.titleEn.trim().length > 120) fields.push('titleEn');
  if (v.titleUr.trim().length > 120) fields.push('titleUr');
  const target = moneyTarget(v.condition) ? minorOfText(v.target) : (wholeOf(v.target, 1, 1_000_000)?.toString() ?? null);
  if (target === null || !/^[1-9]\d{0,14}$/.test(target)) fields.push('target');
  const reward = minorOfText(v.reward);
  if (reward === null || !/^[1-9]\d{0,12}$/.test(reward)) fields.push('reward');
  const turnover = hundredthsOf(v.turnover);
  if (turnover === null || turnover > 100_000) fields.push('turnover');
  const sort = wholeOf(v.sort, 0, 10_000);
  if (sort === null) fields.push('sort');
  if (fields.length) return { ok: false, fields };
  return {
    ok: true,
    mission: {
      code: v.code.trim(),
      period: v.period,
      title: v.titleUr.trim() ? { EN: v.titleEn.trim(), UR: v.titleUr.trim() } : { EN: v.titleEn.trim() },
      condition: v.condition,
      category: (v.category || null) as OpsMission['category'],
      target: target as string,
      reward: reward as string,
      turnoverX100: turnover as number,
      status: v.status,
      sort: sort as number,
    },
  };
};
