import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, type EndpointValue, loyaltyOpsApi, pointItemArts } from '@wl/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { majorOf, minorOfText, wholeOf } from '../../shared/amount-text';
import { call } from '../../shared/client';
import { loyaltyKeys } from './loyalty-keys';

type OpsPointItem = CallInput<typeof loyaltyOpsApi.addPointItem>['body'];
type Item = EndpointValue<typeof loyaltyOpsApi.pointItems>['list'][number];
type Values = {
  nameEn: string;
  nameUr: string;
  art: OpsPointItem['art'];
  quantity: string;
  pointsRequired: string;
  amountRequired: string;
  cashValue: string;
  status: OpsPointItem['status'];
  sort: string;
};

const valuesOf = (i: Item | null): Values => ({
  nameEn: i?.names.EN ?? '',
  nameUr: i?.names.UR ?? '',
  art: i?.art ?? 'gift',
  quantity: String(i?.quantity ?? 10),
  pointsRequired: i?.pointsRequired ?? '1000',
  amountRequired: majorOf(i?.amountRequired ?? '0'),
  cashValue: majorOf(i?.cashValue ?? '0'),
  status: i?.status ?? 'ACTIVE',
  sort: String(i?.sort ?? 0),
});

/** A points-mall item added or replaced: its names, picture, stock, the points it costs and its cash value. */
export const PointItemDialog = ({ merchant, item, onClose }: { merchant: string; item: Item | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<Values>({ defaultValues: valuesOf(item) });
  const save = useMutation({
    mutationFn: (body: OpsPointItem) =>
      item === null
        ? call(loyaltyOpsApi.addPointItem, { params: { code: merchant }, body })
        : call(loyaltyOpsApi.updatePointItem, { params: { code: merchant, id: item.id }, body }),
    onSuccess: (value) => {
      client.setQueryData(loyaltyKeys.items(merchant), value);
      onClose();
    },
  });
  const submit = form.handleSubmit((v) => {
    form.clearErrors();
    const quantity = wholeOf(v.quantity, 0, 1_000_000);
    const points = /^[1-9]\d{0,12}$/.test(v.pointsRequired.trim()) ? v.pointsRequired.trim() : null;
    const amount = minorOfText(v.amountRequired);
    const cash = minorOfText(v.cashValue);
    const sort = wholeOf(v.sort, 0, 10_000);
    const bad: [keyof Values, boolean][] = [
      ['nameEn', !v.nameEn.trim() || v.nameEn.trim().length > 80],
      ['nameUr', v.nameUr.trim().length > 80],
      ['quantity', quantity === null],
      ['pointsRequired', points === null],
      ['amountRequired', amount === null],
      ['cashValue', cash === null],
      ['sort', sort === null],
    ];
    for (const [f, b] of bad) if (b) form.setError(f, { type: 'rule', message: t(`loyalty.items.rules.${f}`) });
    if (bad.some(([, b]) => b)) return;
    save.mutate({
      names: v.nameUr.trim() ? { EN: v.nameEn.trim(), UR: v.nameUr.trim() } : { EN: v.nameEn.trim() },
      art: v.art,
      quantity: quantity as number,
      pointsRequired: points as string,
      amountRequired: amount as string,
      cashValue: cash as string,
      status: v.status,
      sort: sort as number,
    });
  });
  const field = (name: keyof Values) => ({
    label: t(`loyalty.items.${name}`),
    registration: form.register(name),
    problem: form.formState.errors[name]?.message ?? null,
  });
  return (
    <Modal open title={t(item ? 'loyalty.items.editTitle' : 'loyalty.items.newTitle')} onClose={onClose} testId="point-item-dialog">
      <form className="form" onSubmit={submit} noValidate>
        <TextField {...field('nameEn')} dir="ltr" data-autofocus />
        <TextField {...field('nameUr')} dir="rtl" />
        <div className="form-row">
          <div className="field">
            <label htmlFor="item-art">{t('loyalty.items.art')}</label>
            <select id="item-art" {...form.register('art')}>
              {pointItemArts.map((a) => (
                <option key={a} value={a}>
                  {t(`loyalty.items.arts.${a}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="item-status">{t('loyalty.common.status')}</label>
            <select id="item-status" {...form.register('status')}>
              {(['ACTIVE', 'INACTIVE'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`loyalty.common.statuses.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="form-row">
          <TextField {...field('quantity')} inputMode="numeric" />
          <TextField {...field('pointsRequired')} inputMode="numeric" />
          <TextField {...field('sort')} inputMode="numeric" />
        </div>
        <div className="form-row">
          <TextField {...field('amountRequired')} inputMode="decimal" hint={t('loyalty.items.amountHint')} />
          <TextField {...field('cashValue')} inputMode="decimal" hint={t('loyalty.items.cashHint')} />
        </div>
        <ErrorText error={save.error} />
        <div className="actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={save.isPending} data-testid="point-item-save">
            {save.isPending ? t('common.working') : t('loyalty.common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
};
