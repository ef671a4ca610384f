import { type GameCategory, betStatuses, gameCategories } from '@wl/contracts';
import { useTranslation } from 'react-i18next';

type BetStatus = (typeof betStatuses)[number];

/** A labelled select of the game categories, led by an "all" option (the empty value). */
export const GameCategoryField = ({
  label,
  className,
  labelClassName,
  value,
  onChange,
  allLabel,
  testId,
}: {
  label: string;
  className: string;
  labelClassName?: string;
  value: GameCategory | '';
  onChange: (category: GameCategory | '') => void;
  allLabel: string;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <label className={className}>
      <span className={labelClassName}>{label}</span>
      <select value={value} onChange={(e) => onChange(gameCategories.find((c) => c === e.target.value) ?? '')} data-testid={testId}>
        <option value="">{allLabel}</option>
        {gameCategories.map((c) => (
          <option key={c} value={c}>
            {t(`records.category.${c}`)}
          </option>
        ))}
      </select>
    </label>
  );
};

/** The category and status filters of a bet list (mine or my team's): `<testId>-category`, `<testId>-status`. */
export const BetFilterFields = ({
  category,
  status,
  onCategory,
  onStatus,
  testId,
}: {
  category: GameCategory | '';
  status: BetStatus;
  onCategory: (category: GameCategory | '') => void;
  onStatus: (status: BetStatus) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <GameCategoryField
        label={t('records.categoryLabel')}
        className="field"
        value={category}
        onChange={onCategory}
        allLabel={t('records.all')}
        testId={`${testId}-category`}
      />
      <label className="field">
        <span>{t('records.statusLabel')}</span>
        <select
          value={status}
          onChange={(e) => onStatus(betStatuses.find((s) => s === e.target.value) ?? 'all')}
          data-testid={`${testId}-status`}
        >
          {betStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`records.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
};
