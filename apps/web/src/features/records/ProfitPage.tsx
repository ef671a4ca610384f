import { type ProfitLine, historyRanges } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { Money, toneClass } from '../../shared/money';
import { type BetRange, useProfit } from './api';
import { RangeChips, Totals } from './RangeChips';
import './records.css';

const Cells = ({ line }: { line: ProfitLine }) => (
  <>
    <td>{line.betCount}</td>
    <td>
      <Money minor={line.stake} />
    </td>
    <td>
      <Money minor={line.payout} />
    </td>
    <td className={toneClass(line.profit)} data-testid="profit-value">
      <Money minor={line.profit} sign />
    </td>
  </>
);

const Table = ({
  testId,
  first,
  rows,
  totals,
}: {
  testId: string;
  first: string;
  rows: { key: string; label: React.ReactNode; line: ProfitLine }[];
  totals: ProfitLine;
}) => {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="history-table records-table" data-testid={testId}>
        <thead>
          <tr>
            <th>{first}</th>
            <th>{t('records.bets')}</th>
            <th>{t('records.stake')}</th>
            <th>{t('records.payout')}</th>
            <th>{t('records.profit')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`${testId}-${r.key}`}>
              <th scope="row">{r.label}</th>
              <Cells line={r.line} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('records.total')}</th>
            <Cells line={totals} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
};

/** personalProfit: settled bets summed by the merchant's days (its time zone, like the transaction history) and by category. */
export const ProfitPage = () => {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<BetRange>('7d');
  const { data, isPending } = useProfit(range);
  const day = (d: string) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString(i18n.language, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <div className="wallet-page records" data-testid="profit-page">
      <div className="history-filters">
        <RangeChips ranges={historyRanges} value={range} onChange={setRange} testId="profit-range" />
      </div>
      {isPending ? <p className="muted">…</p> : null}
      {data ? (
        <Totals
          testId="profit-totals"
          countLabel={t('records.bets')}
          count={data.totals.betCount}
          stake={data.totals.stake}
          payout={data.totals.payout}
          netLabel={t('records.profit')}
          net={data.totals.profit}
          netTestId="profit-total"
        />
      ) : null}
      {data ? <p className="muted records__note">{t('records.profitNote')}</p> : null}
      {data && data.byDay.length === 0 ? <EmptyState /> : null}
      {data && data.byDay.length > 0 ? (
        <>
          <h3 className="records__subtitle">{t('records.byDay')}</h3>
          <Table
            testId="profit-day"
            first={t('records.date')}
            rows={data.byDay.map((d) => ({
              key: d.date,
              label: (
                <time dateTime={d.date}>
                  <bdi>{day(d.date)}</bdi>
                </time>
              ),
              line: d,
            }))}
            totals={data.totals}
          />
          <h3 className="records__subtitle">{t('records.byCategory')}</h3>
          <Table
            testId="profit-category"
            first={t('records.categoryLabel')}
            rows={data.byCategory.map((c) => ({
              key: c.category ?? 'OTHER',
              label: c.category ? t(`records.category.${c.category}`) : t('records.otherCategory'),
              line: c,
            }))}
            totals={data.totals}
          />
        </>
      ) : null}
    </div>
  );
};
