import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money, toneClass } from '../../shared/money';

/** The date-range chips of the transaction history (today, yesterday, 7 and 30 days). */
export const RangeChips = <R extends string>({
  ranges,
  value,
  onChange,
  testId,
}: {
  ranges: readonly R[];
  value: R;
  onChange: (r: R) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <fieldset className="chips" aria-label={t('wallet.range')}>
      {ranges.map((r) => (
        <button
          key={r}
          type="button"
          className={`chip${r === value ? ' chip--on' : ''}`}
          aria-pressed={r === value}
          onClick={() => onChange(r)}
          data-testid={`${testId}-${r}`}
        >
          {t(`wallet.historyRange.${r}`)}
        </button>
      ))}
    </fieldset>
  );
};

/** The totals strip of both records pages: a count, stake, payout and the signed result (optionally more items). */
export const Totals = (p: {
  testId: string;
  countLabel: string;
  count: number;
  stake: string;
  payout: string;
  netLabel: string;
  net: string;
  netTestId?: string;
  countTestId?: string;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <dl className="records-totals" data-testid={p.testId}>
      <div>
        <dt>{p.countLabel}</dt>
        <dd data-testid={p.countTestId}>{p.count}</dd>
      </div>
      <div>
        <dt>{t('records.stake')}</dt>
        <dd>
          <Money minor={p.stake} />
        </dd>
      </div>
      <div>
        <dt>{t('records.payout')}</dt>
        <dd>
          <Money minor={p.payout} />
        </dd>
      </div>
      <div>
        <dt>{p.netLabel}</dt>
        <dd className={toneClass(p.net)} data-testid={p.netTestId}>
          <Money minor={p.net} sign />
        </dd>
      </div>
      {p.children}
    </dl>
  );
};
