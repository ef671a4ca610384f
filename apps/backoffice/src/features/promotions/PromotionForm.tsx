import { type PromotionInput, promotionArts, promotionKinds, promotionTriggers } from '@wl/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Input, Section, Select, TextArea } from './form-fields';
import { type FormField, type FormProblem, inputOf, type PromotionFormValues } from './promotion-form';
import { PrizeRows } from './PrizeRows';

type Props = {
  initial: PromotionFormValues;
  zone: string | undefined;
  categories: { code: string; name: string }[];
  saving: boolean;
  error: unknown;
  onSave: (input: PromotionInput) => void;
  onCancel: () => void;
};

/**
 * Every rule of a promotion in one form: what it is, its texts in English and Urdu, who it is for and when (in the
 * merchant's zone), the reward and its wagering, the claim limits (per member, and per network address and per device
 * within a window), and a raffle's prizes. Checked here by the server's own schema before anything is sent.
 */
export const PromotionForm = ({ initial, zone, categories, saving, error, onSave, onCancel }: Props) => {
  const { t } = useTranslation();
  const form = useForm<PromotionFormValues>({ defaultValues: initial });
  const { register, control } = form;
  // The rules' refusals live here, not in the form library's errors: a refusal on a field it does not register (the
  // prizes) would otherwise block every later submit.
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [audience, trigger] = useWatch({ control, name: ['audience', 'trigger'] });
  const problem = (field: FormField) => {
    const rule = problems.find((p) => p.field === field)?.rule;
    if (!rule) return null;
    const prize = /^prize:(\d+)$/.exec(rule);
    return prize ? t('promotions.form.rules.prize', { n: prize[1] }) : t(`promotions.form.rules.${rule}`);
  };
  const submit = form.handleSubmit((values) => {
    const r = inputOf(values, zone);
    setProblems(r.ok ? [] : r.problems);
    if (r.ok) onSave(r.input);
  });
  const f = (field: FormField) => ({ registration: register(field), problem: problem(field), label: t(`promotions.form.${field}`) });
  const options = (values: readonly string[], key: string) => values.map((v) => ({ value: v, text: t(`promotions.${key}.${v}`) }));
  return (
    <form className="form promo-form" onSubmit={submit} noValidate data-testid="promotion-form">
      <Section title={t('promotions.form.sections.what')}>
        <Input {...f('code')} hint={t('promotions.form.hints.code')} testId="promotion-code" dir="ltr" />
        <Select
          {...f('category')}
          options={[{ value: '', text: t('promotions.form.noCategory') }, ...categories.map((c) => ({ value: c.code, text: c.name }))]}
          testId="promotion-category"
        />
        <Select {...f('kind')} options={options(promotionKinds, 'kinds')} testId="promotion-kind" />
        <Select {...f('trigger')} options={options(promotionTriggers, 'triggers')} testId="promotion-trigger" />
        <Select {...f('art')} options={options(promotionArts, 'arts')} />
        <Select {...f('status')} options={options(['ACTIVE', 'DISABLED'], 'statuses')} testId="promotion-status" />
        <Input {...f('sort')} inputMode="numeric" hint={t('promotions.form.hints.sort')} />
        <label className="check promo-check">
          <input type="checkbox" {...register('optIn')} data-testid="promotion-optin" />
          <span>{t('promotions.form.optIn')}</span>
        </label>
      </Section>

      <Section title={t('promotions.form.sections.texts')} pairs>
        <Input {...f('titleEn')} testId="promotion-title-en" dir="ltr" />
        <Input {...f('titleUr')} testId="promotion-title-ur" dir="rtl" />
        <Input {...f('summaryEn')} testId="promotion-summary-en" dir="ltr" />
        <Input {...f('summaryUr')} testId="promotion-summary-ur" dir="rtl" />
        <TextArea {...f('contentEn')} hint={t('promotions.form.hints.html')} testId="promotion-content-en" dir="ltr" />
        <TextArea {...f('contentUr')} hint={t('promotions.form.hints.html')} testId="promotion-content-ur" dir="rtl" />
      </Section>

      <Section title={t('promotions.form.sections.who')}>
        <Select {...f('audience')} options={options(['ALL', 'NEW', 'VIP', 'TAGGED'], 'audiences')} testId="promotion-audience" />
        {audience !== 'ALL' ? (
          <Input {...f('audienceValue')} label={t(`promotions.form.audienceValues.${audience}`)} testId="promotion-audience-value" />
        ) : null}
        <Input
          {...f('startsAt')}
          type="datetime-local"
          hint={t('promotions.form.hints.zone', { zone: zone ?? '' })}
          testId="promotion-starts"
        />
        <Input {...f('endsAt')} type="datetime-local" hint={t('promotions.form.hints.endsAt')} testId="promotion-ends" />
        <Input {...f('claimDays')} inputMode="numeric" hint={t('promotions.form.hints.claimDays')} testId="promotion-claim-days" />
      </Section>

      <Section title={t('promotions.form.sections.reward')}>
        <Input {...f('fixedAmount')} inputMode="decimal" hint={t('promotions.form.hints.fixedAmount')} testId="promotion-fixed" />
        <Input {...f('matchPercent')} inputMode="decimal" hint={t('promotions.form.hints.matchPercent')} testId="promotion-match" />
        <Input {...f('maxBonus')} inputMode="decimal" hint={t('promotions.form.hints.zeroNone')} />
        <Input {...f('minDeposit')} inputMode="decimal" />
        <Input {...f('turnover')} inputMode="decimal" hint={t('promotions.form.hints.turnover')} testId="promotion-turnover" />
        <Select {...f('earlyWithdrawal')} options={options(['REFUSE', 'FORFEIT'], 'early')} testId="promotion-early" />
        <Input {...f('budget')} inputMode="decimal" hint={t('promotions.form.hints.budget')} testId="promotion-budget" />
      </Section>

      <Section title={t('promotions.form.sections.limits')}>
        <Input {...f('perMemberLimit')} inputMode="numeric" testId="promotion-per-member" />
        <Input {...f('perIpLimit')} inputMode="numeric" hint={t('promotions.form.hints.noLimit')} testId="promotion-per-ip" />
        <Input {...f('perDeviceLimit')} inputMode="numeric" hint={t('promotions.form.hints.noLimit')} testId="promotion-per-device" />
        <Input {...f('claimWindowHours')} inputMode="numeric" hint={t('promotions.form.hints.window')} testId="promotion-window" />
      </Section>

      {trigger === 'RAFFLE' ? <PrizeRows control={control} register={register} problem={problem('prizes')} /> : null}

      <ErrorText error={error} />
      <div className="actions promo-form__actions">
        <button type="button" className="btn" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={saving} data-testid="promotion-save">
          {saving ? t('common.working') : t('promotions.form.save')}
        </button>
      </div>
    </form>
  );
};
