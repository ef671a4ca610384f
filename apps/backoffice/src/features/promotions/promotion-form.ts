import {
  type OpsPromotionDefinition,
  type PromotionInput,
  type PromotionKindName,
  type PromotionTriggerName,
  type promotionArts,
  promotionInput,
} from '@wl/contracts';
import { decimalOf, hundredthsOf, majorOf, minorOfText } from '../../shared/amount-text';
import { fromZonedInput, toZonedInput } from '../../shared/zoned-time';

export type AudienceKind = 'ALL' | 'NEW' | 'VIP' | 'TAGGED';
export type PrizeRow = { amount: string; weight: string };

/** The promotion form as the inputs hold it: text everywhere, money in major units, times in the merchant's zone. */
export type PromotionFormValues = {
  code: string;
  category: string;
  titleEn: string;
  titleUr: string;
  summaryEn: string;
  summaryUr: string;
  contentEn: string;
  contentUr: string;
  art: (typeof promotionArts)[number];
  startsAt: string;
  endsAt: string;
  audience: AudienceKind;
  audienceValue: string;
  kind: PromotionKindName;
  trigger: PromotionTriggerName;
  optIn: boolean;
  matchPercent: string;
  fixedAmount: string;
  maxBonus: string;
  minDeposit: string;
  turnover: string;
  perMemberLimit: string;
  perIpLimit: string;
  perDeviceLimit: string;
  claimWindowHours: string;
  budget: string;
  earlyWithdrawal: 'REFUSE' | 'FORFEIT';
  claimDays: string;
  prizes: PrizeRow[];
  status: 'ACTIVE' | 'DISABLED';
  sort: string;
};
export type FormField = keyof PromotionFormValues;

const WHOLE = /^\d{1,9}$/;

/** A new promotion's form: a fixed bonus on application, starting now, for everyone, claimable a week. */
export const emptyForm = (now: Date, zone: string | undefined): PromotionFormValues => ({
  code: '',
  category: '',
  titleEn: '',
  titleUr: '',
  summaryEn: '',
  summaryUr: '',
  contentEn: '',
  contentUr: '',
  art: 'gold',
  startsAt: toZonedInput(now.toISOString(), zone),
  endsAt: '',
  audience: 'ALL',
  audienceValue: '',
  kind: 'FIXED_BONUS',
  trigger: 'APPLY',
  optIn: false,
  matchPercent: '0',
  fixedAmount: '0.00',
  maxBonus: '0.00',
  minDeposit: '0.00',
  turnover: '1',
  perMemberLimit: '1',
  perIpLimit: '',
  perDeviceLimit: '',
  claimWindowHours: '24',
  budget: '',
  earlyWithdrawal: 'REFUSE',
  claimDays: '7',
  prizes: [],
  status: 'ACTIVE',
  sort: '0',
});

/** A stored promotion in the form's terms (the edit form starts from it). */
export const formOf = (d: OpsPromotionDefinition, zone: string | undefined): PromotionFormValues => ({
  code: d.code,
  category: d.category ?? '',
  titleEn: d.title.EN ?? '',
  titleUr: d.title.UR ?? '',
  summaryEn: d.summary.EN ?? '',
  summaryUr: d.summary.UR ?? '',
  contentEn: d.contentHtml.EN ?? '',
  contentUr: d.contentHtml.UR ?? '',
  art: d.art,
  startsAt: toZonedInput(d.startsAt, zone),
  endsAt: toZonedInput(d.endsAt, zone),
  audience: d.audience.kind,
  audienceValue:
    d.audience.kind === 'NEW'
      ? String(d.audience.newWithinDays)
      : d.audience.kind === 'VIP'
        ? String(d.audience.minVipLevel)
        : d.audience.kind === 'TAGGED'
          ? d.audience.tags.join(', ')
          : '',
  kind: d.kind,
  trigger: d.trigger,
  optIn: d.optIn,
  matchPercent: decimalOf(d.matchBp),
  fixedAmount: majorOf(d.fixedAmount),
  maxBonus: majorOf(d.maxBonus),
  minDeposit: majorOf(d.minDeposit),
  turnover: decimalOf(d.turnoverX100),
  perMemberLimit: String(d.perMemberLimit),
  perIpLimit: d.perIpLimit == null ? '' : String(d.perIpLimit),
  perDeviceLimit: d.perDeviceLimit == null ? '' : String(d.perDeviceLimit),
  claimWindowHours: String(d.claimWindowHours),
  budget: d.budget == null ? '' : majorOf(d.budget),
  earlyWithdrawal: d.earlyWithdrawal,
  claimDays: String(d.claimDays),
  prizes: d.prizes.map((p) => ({ amount: majorOf(p.amount), weight: String(p.weight) })),
  status: d.status,
  sort: String(d.sort),
});

/** Which field a refusal belongs to, and the text key of the rule it broke. */
export type FormProblem = { field: FormField; rule: string };

const audienceOf = (v: PromotionFormValues, problems: FormProblem[]): PromotionInput['audience'] => {
  const raw = v.audienceValue.trim();
  if (v.audience === 'NEW' || v.audience === 'VIP') {
    const n = WHOLE.test(raw) ? Number(raw) : Number.NaN;
    const ok = v.audience === 'NEW' ? n >= 1 && n <= 3650 : n >= 1 && n <= 100;
    if (!ok) problems.push({ field: 'audienceValue', rule: v.audience === 'NEW' ? 'days' : 'level' });
    return v.audience === 'NEW' ? { kind: 'NEW', newWithinDays: n } : { kind: 'VIP', minVipLevel: n };
  }
  if (v.audience === 'TAGGED') {
    const tags = raw.split(/[,\s]+/).filter(Boolean);
    if (tags.length === 0 || tags.length > 20 || tags.some((x) => !/^[A-Za-z0-9_-]{1,32}$/.test(x)))
      problems.push({ field: 'audienceValue', rule: 'tags' });
    return { kind: 'TAGGED', tags };
  }
  return { kind: 'ALL' };
};

const texts = (en: string, ur: string) => (ur.trim() ? { EN: en.trim(), UR: ur.trim() } : { EN: en.trim() });

/**
 * The form as the server's promotion input, checked by the same schema the server applies; or the problems, each on
 * its field (nothing is sent while any is left).
 */
export const inputOf = (
  v: PromotionFormValues,
  zone: string | undefined,
): { ok: true; input: PromotionInput } | { ok: false; problems: FormProblem[] } => {
  const problems: FormProblem[] = [];
  const money = (field: FormField, text: string) => {
    const m = minorOfText(text);
    if (m === null) problems.push({ field, rule: 'amount' });
    return m ?? '0';
  };
  const whole = (field: FormField, text: string, min: number, max: number) => {
    const n = WHOLE.test(text.trim()) ? Number(text.trim()) : Number.NaN;
    if (!(n >= min && n <= max)) problems.push({ field, rule: 'whole' });
    return n;
  };
  const optionalWhole = (field: FormField, text: string) => (text.trim() === '' ? null : whole(field, text, 1, 10_000));
  const startsAt = fromZonedInput(v.startsAt, zone);
  if (!startsAt) problems.push({ field: 'startsAt', rule: 'time' });
  const endsAt = v.endsAt.trim() ? fromZonedInput(v.endsAt, zone) : null;
  if (v.endsAt.trim() && !endsAt) problems.push({ field: 'endsAt', rule: 'time' });
  if (startsAt && endsAt && endsAt <= startsAt) problems.push({ field: 'endsAt', rule: 'endAfterStart' });
  const matchBp = hundredthsOf(v.matchPercent);
  if (matchBp === null || matchBp > 100_000) problems.push({ field: 'matchPercent', rule: 'percent' });
  const turnoverX100 = hundredthsOf(v.turnover);
  if (turnoverX100 === null || turnoverX100 > 100_000) problems.push({ field: 'turnover', rule: 'multiple' });
  const raffle = v.trigger === 'RAFFLE';
  const prizes = raffle
    ? v.prizes.map((p, i) => {
        const amount = minorOfText(p.amount);
        const weight = WHOLE.test(p.weight.trim()) ? Number(p.weight.trim()) : 0;
        if (amount === null || weight < 1 || weight > 1_000_000) problems.push({ field: 'prizes', rule: `prize:${i + 1}` });
        return { amount: amount ?? '0', weight };
      })
    : [];
  if (raffle && prizes.length === 0) problems.push({ field: 'prizes', rule: 'prizesNeeded' });
  const draft = {
    code: v.code.trim(),
    category: v.category || null,
    title: texts(v.titleEn, v.titleUr),
    summary: texts(v.summaryEn, v.summaryUr),
    contentHtml: texts(v.contentEn, v.contentUr),
    art: v.art,
    startsAt: startsAt ?? '',
    endsAt,
    audience: audienceOf(v, problems),
    kind: v.kind,
    trigger: v.trigger,
    optIn: v.optIn,
    matchBp: matchBp ?? 0,
    fixedAmount: money('fixedAmount', v.fixedAmount),
    maxBonus: money('maxBonus', v.maxBonus),
    minDeposit: money('minDeposit', v.minDeposit),
    turnoverX100: turnoverX100 ?? 0,
    perMemberLimit: whole('perMemberLimit', v.perMemberLimit, 1, 1000),
    budget: v.budget.trim() === '' ? null : money('budget', v.budget),
    earlyWithdrawal: v.earlyWithdrawal,
    claimDays: whole('claimDays', v.claimDays, 1, 365),
    prizes,
    status: v.status,
    sort: whole('sort', v.sort, 0, 10_000),
    perIpLimit: optionalWhole('perIpLimit', v.perIpLimit),
    perDeviceLimit: optionalWhole('perDeviceLimit', v.perDeviceLimit),
    claimWindowHours: whole('claimWindowHours', v.claimWindowHours, 1, 8760),
  };
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(draft.code)) problems.push({ field: 'code', rule: 'code' });
  for (const [field, text, max] of [
    ['titleEn', v.titleEn, 120],
    ['summaryEn', v.summaryEn, 300],
    ['contentEn', v.contentEn, 20_000],
  ] as const)
    if (!text.trim() || text.trim().length > max) problems.push({ field, rule: 'required' });
  for (const [field, text, max] of [
    ['titleUr', v.titleUr, 120],
    ['summaryUr', v.summaryUr, 300],
    ['contentUr', v.contentUr, 20_000],
  ] as const)
    if (text.trim().length > max) problems.push({ field, rule: 'tooLong' });
  if (problems.length > 0) return { ok: false, problems };
  const parsed = promotionInput.safeParse(draft);
  if (!parsed.success) return { ok: false, problems: [{ field: 'code', rule: 'invalid' }] };
  return { ok: true, input: parsed.data };
};
