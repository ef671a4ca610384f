import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameCategories, loyaltyOpsApi, missionConditions, missionPeriods, type OpsMission } from '@wl/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { call } from '../../shared/client';
import { loyaltyKeys } from './loyalty-keys';
import { type MissionValues, missionOf, moneyTarget } from './mission-form';

type Props = { merchant: string; id: number | null; initial: MissionValues; onClose: () => void };

/** A mission defined or replaced: its period, what it counts (and in which product type), the target and the reward. */
export const MissionDialog = ({ merchant, id, initial, onClose }: Props) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<MissionValues>({ defaultValues: initial });
  const condition = useWatch({ control: form.control, name: 'condition' });
  const save = useMutation({
    mutationFn: (mission: OpsMission) =>
      id === null
        ? call(loyaltyOpsApi.addMission, { params: { code: merchant }, body: mission })
        : call(loyaltyOpsApi.updateMission, { params: { code: merchant, id }, body: mission }),
    onSuccess: (value) => {
      client.setQueryData(loyaltyKeys.missions(merchant), value);
      onClose();
    },
  });
  const submit = form.handleSubmit((v) => {
    form.clearErrors();
    const r = missionOf(v);
    if (!r.ok) {
      for (const f of r.fields) form.setError(f, { type: 'rule', message: t(`loyalty.missions.rules.${f}`) });
      return;
    }
    save.mutate(r.mission);
  });
  const field = (name: keyof MissionValues, extra: { hint?: string; label?: string } = {}) => ({
    label: extra.label ?? t(`loyalty.missions.${name}`),
    registration: form.register(name),
    problem: form.formState.errors[name]?.message ?? null,
    hint: extra.hint,
  });
  const select = (name: keyof MissionValues, values: readonly string[], text: (v: string) => string) => (
    <div className="field">
      <label htmlFor={`mission-${name}`}>{t(`loyalty.missions.${name}`)}</label>
      <select id={`mission-${name}`} {...form.register(name)} data-testid={`mission-${name}`}>
        {values.map((v) => (
          <option key={v} value={v}>
            {text(v)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Modal
      open
      title={t(id === null ? 'loyalty.missions.newTitle' : 'loyalty.missions.editTitle')}
      onClose={onClose}
      testId="mission-dialog"
    >
      <form className="form" onSubmit={submit} noValidate>
        <TextField {...field('code')} dir="ltr" data-autofocus />
        <TextField {...field('titleEn')} dir="ltr" />
        <TextField {...field('titleUr')} dir="rtl" />
        <div className="form-row">
          {select('period', missionPeriods, (v) => t(`loyalty.missions.periods.${v}`))}
          {select('condition', missionConditions, (v) => t(`loyalty.missions.conditions.${v}`))}
        </div>
        {select('category', ['', ...gameCategories], (v) => (v ? t(`loyalty.categories.${v}`) : t('loyalty.missions.allCategories')))}
        <div className="form-row">
          <TextField
            {...field('target', { hint: t(moneyTarget(condition) ? 'loyalty.missions.targetMoney' : 'loyalty.missions.targetCount') })}
            inputMode="decimal"
          />
          <TextField {...field('reward')} inputMode="decimal" />
        </div>
        <div className="form-row">
          <TextField {...field('turnover')} inputMode="decimal" />
          <TextField {...field('sort')} inputMode="numeric" />
        </div>
        {select('status', ['ACTIVE', 'INACTIVE'], (v) => t(`loyalty.common.statuses.${v}`))}
        <ErrorText error={save.error} />
        <div className="actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={save.isPending} data-testid="mission-save">
            {save.isPending ? t('common.working') : t('loyalty.common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
};
