import { type Control, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from './form-fields';
import type { PromotionFormValues } from './promotion-form';

/** A raffle's prizes: an amount and a weight each (a prize's chance is its weight over the total). */
export const PrizeRows = ({
  control,
  register,
  problem,
}: {
  control: Control<PromotionFormValues>;
  register: UseFormRegister<PromotionFormValues>;
  problem: string | null;
}) => {
  const { t } = useTranslation();
  const prizes = useFieldArray({ control, name: 'prizes' });
  return (
    <fieldset className="panel promo-section" data-testid="promotion-prizes">
      <legend className="promo-section__title">{t('promotions.form.sections.prizes')}</legend>
      <p className="muted">{t('promotions.form.prizesIntro')}</p>
      {prizes.fields.map((row, i) => (
        <div key={row.id} className="form-row promo-prize" data-testid="promotion-prize">
          <Input
            label={t('promotions.form.prizeAmount', { n: i + 1 })}
            registration={register(`prizes.${i}.amount`)}
            inputMode="decimal"
            testId={`prize-amount-${i}`}
          />
          <Input
            label={t('promotions.form.prizeWeight', { n: i + 1 })}
            registration={register(`prizes.${i}.weight`)}
            inputMode="numeric"
            testId={`prize-weight-${i}`}
          />
          <div className="promo-prize__remove">
            <button type="button" className="btn btn--small btn--danger-quiet" onClick={() => prizes.remove(i)}>
              {t('promotions.form.removePrize')}
            </button>
          </div>
        </div>
      ))}
      {problem ? (
        <p className="field__problem" role="alert" data-testid="field-error">
          {problem}
        </p>
      ) : null}
      <div className="actions actions--start">
        <button
          type="button"
          className="btn btn--small"
          onClick={() => prizes.append({ amount: '', weight: '1' })}
          disabled={prizes.fields.length >= 20}
          data-testid="prize-add"
        >
          {t('promotions.form.addPrize')}
        </button>
      </div>
    </fieldset>
  );
};
