import { describe, expect, it } from 'vitest';
import { emptyMission, missionOf, missionValuesOf } from './mission-form';

describe('the mission form', () => {
  it('sends money targets in minor units and counted targets as they are', () => {
    const money = missionOf({ ...emptyMission(), code: 'BET500', titleEn: 'Bet 500', condition: 'VALID_BET', target: '500', reward: '25' });
    expect(money).toMatchObject({ ok: true, mission: { target: '50000', reward: '2500', category: null, turnoverX100: 100 } });
    const rounds = missionOf({ ...emptyMission(), code: 'R10', titleEn: 'Ten rounds', titleUr: 'دس راؤنڈ', category: 'RNG' });
    expect(rounds).toMatchObject({
      ok: true,
      mission: { target: '10', reward: '1000', category: 'RNG', title: { EN: 'Ten rounds', UR: 'دس راؤنڈ' } },
    });
  });
  it('reads a stored mission back into the same values', () => {
    const m = {
      code: 'DEP',
      period: 'WEEKLY' as const,
      title: { EN: 'Deposit', UR: 'ڈپازٹ' },
      condition: 'DEPOSIT' as const,
      category: null,
      target: '100000',
      reward: '5000',
      turnoverX100: 150,
      status: 'ACTIVE' as const,
      sort: 2,
    };
    const v = missionValuesOf(m);
    expect(v).toMatchObject({ target: '1000.00', reward: '50.00', turnover: '1.50' });
    expect(missionOf(v)).toEqual({ ok: true, mission: m });
  });
  it('refuses a bad code, no title, a zero target and a reward of nothing', () => {
    expect(missionOf({ ...emptyMission(), code: 'a b', target: '0', reward: '0' })).toEqual({
      ok: false,
      fields: ['code', 'titleEn', 'target', 'reward'],
    });
  });
});
