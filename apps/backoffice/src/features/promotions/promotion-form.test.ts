import type { OpsPromotionDefinition } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { emptyForm, formOf, inputOf, type PromotionFormValues } from './promotion-form';

const zone = 'Asia/Karachi';
const filled = (over: Partial<PromotionFormValues> = {}): PromotionFormValues => ({
  ...emptyForm(new Date('2026-12-01T13:00:00Z'), zone),
  code: 'WINTER10',
  titleEn: 'Winter bonus',
  titleUr: 'سردیوں کا بونس',
  summaryEn: 'Ten percent',
  summaryUr: 'دس فیصد',
  contentEn: '<p>Terms</p>',
  contentUr: '<p>شرائط</p>',
  ...over,
});

describe('the promotion form', () => {
  it('gives the server input: schedule in the merchant zone, money in minor units, the claim limits', () => {
    const r = inputOf(
      filled({
        startsAt: '2026-12-01T18:00',
        endsAt: '2026-12-31T23:59',
        kind: 'DEPOSIT_MATCH',
        trigger: 'FIRST_DEPOSIT',
        matchPercent: '50',
        maxBonus: '1,000',
        minDeposit: '200',
        turnover: '12.5',
        perIpLimit: '3',
        perDeviceLimit: '2',
        claimWindowHours: '48',
        budget: '50000',
        audience: 'VIP',
        audienceValue: '2',
        earlyWithdrawal: 'FORFEIT',
      }),
      zone,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.input).toMatchObject({
      code: 'WINTER10',
      title: { EN: 'Winter bonus', UR: 'سردیوں کا بونس' },
      startsAt: '2026-12-01T13:00:00.000Z',
      endsAt: '2026-12-31T18:59:00.000Z',
      matchBp: 5000,
      maxBonus: '100000',
      minDeposit: '20000',
      turnoverX100: 1250,
      perIpLimit: 3,
      perDeviceLimit: 2,
      claimWindowHours: 48,
      budget: '5000000',
      audience: { kind: 'VIP', minVipLevel: 2 },
      earlyWithdrawal: 'FORFEIT',
    });
  });

  it('puts each problem on its field and sends nothing', () => {
    const r = inputOf(
      filled({
        code: 'bad code',
        titleEn: '',
        endsAt: '2026-11-30T10:00',
        fixedAmount: '1.234',
        perDeviceLimit: '0',
        trigger: 'RAFFLE',
        prizes: [{ amount: '5', weight: '0' }],
        audience: 'TAGGED',
        audienceValue: 'ok, not ok!',
      }),
      zone,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => `${p.field}:${p.rule}`).sort()).toEqual(
      [
        'audienceValue:tags',
        'code:code',
        'endsAt:endAfterStart',
        'fixedAmount:amount',
        'perDeviceLimit:whole',
        'prizes:prize:1',
        'titleEn:required',
      ].sort(),
    );
    expect(inputOf(filled({ trigger: 'RAFFLE', prizes: [] }), zone)).toMatchObject({
      ok: false,
      problems: [{ field: 'prizes', rule: 'prizesNeeded' }],
    });
  });

  it('reads a stored promotion back into the same form', () => {
    const d: OpsPromotionDefinition = {
      id: 4,
      code: 'LUCKY',
      category: 'EVENTS',
      title: { EN: 'Lucky', UR: 'لکی' },
      summary: { EN: 'Draw', UR: 'قرعہ' },
      contentHtml: { EN: '<p>x</p>' },
      art: 'violet',
      startsAt: '2026-12-01T13:00:00.000Z',
      endsAt: null,
      audience: { kind: 'TAGGED', tags: ['vip', 'pk'] },
      kind: 'RAFFLE',
      trigger: 'RAFFLE',
      optIn: false,
      matchBp: 0,
      fixedAmount: '0',
      maxBonus: '0',
      minDeposit: '0',
      turnoverX100: 150,
      perMemberLimit: 2,
      budget: '500000',
      earlyWithdrawal: 'REFUSE',
      claimDays: 7,
      prizes: [{ amount: '2000', weight: 40 }],
      status: 'ACTIVE',
      sort: 3,
      perIpLimit: null,
      perDeviceLimit: 1,
      claimWindowHours: 24,
    };
    const v = formOf(d, zone);
    expect(v).toMatchObject({ startsAt: '2026-12-01T18:00', endsAt: '', turnover: '1.50', budget: '5000.00', audienceValue: 'vip, pk' });
    expect(v.prizes).toEqual([{ amount: '20.00', weight: '40' }]);
    const back = inputOf(v, zone);
    expect(back.ok && back.input).toMatchObject({ startsAt: d.startsAt, prizes: d.prizes, perDeviceLimit: 1, budget: '500000' });
  });
});
