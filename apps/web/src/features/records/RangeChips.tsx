import { useTranslation } from 'react-i18next';

/** Win/loss colouring of a signed amount (the member's view: positive is a win). */
export const netClass = (minor: string | null | undefined) => (!minor || minor === '0' ? undefined : minor.startsWith('-') ? 'neg' : 'pos');

/** The date-range chips of the transaction history (today, yesterday, 7 and 30 days). */
export const RangeChips = ({ ranges, value, onChange, testId }: { ranges: readonly string[]; value: string; onChange: (r: string) => void; testId: string }) => {
  const { t } = useTranslation();
  return (
    <fieldset className="chips" aria-label={t('wallet.range')}>
      {ranges.map((r) => (
        <button key={r} type="button" className={`chip${r === value ? ' chip--on' : ''}`} aria-pressed={r === value} onClick={() => onChange(r)} data-testid={`${testId}-${r}`}>
          {t(`wallet.historyRange.${r}`)}
        </button>
      ))}
    </fieldset>
  );
};
