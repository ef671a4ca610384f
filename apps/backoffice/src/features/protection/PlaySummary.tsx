import type { PlaySummary as Summary } from '@wl/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/DataTable';
import { useFormat } from '../../shared/format';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { formatDay } from './day-text';

type Day = Summary['byDay'][number];

/** The player's play over the last days: money in and out, staked, won, net, time signed in, and day by day. */
export const PlaySummary = ({ summary }: { summary: Summary }) => {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const { currency } = useMerchantFacts();
  const money = (minor: string) => <bdi className={BigInt(minor) < 0n ? 'money money--neg' : 'money'}>{formatMoney(minor, currency)}</bdi>;
  const totals: [string, ReactNode][] = [
    ['deposits', money(summary.deposits)],
    ['withdrawals', money(summary.withdrawals)],
    ['staked', money(summary.staked)],
    ['won', money(summary.won)],
    ['net', money(summary.net)],
    ['time', t('protection.minutes', { count: f.number(summary.minutes) })],
    ['sessions', f.number(summary.sessions)],
  ];
  const columns: Column<Day>[] = [
    { key: 'day', header: t('protection.summary.day'), cell: (d) => <time dateTime={d.day}>{formatDay(d.day, i18n.language)}</time> },
    { key: 'deposits', header: t('protection.summary.deposits'), numeric: true, cell: (d) => money(d.deposits) },
    { key: 'staked', header: t('protection.summary.staked'), numeric: true, cell: (d) => money(d.staked) },
    { key: 'won', header: t('protection.summary.won'), numeric: true, cell: (d) => money(d.won) },
    { key: 'net', header: t('protection.summary.net'), numeric: true, cell: (d) => money(d.net) },
  ];
  return (
    <section className="panel stack" aria-labelledby="rg-summary" data-testid="rg-summary">
      <h2 id="rg-summary">{t('protection.summary.title', { days: f.number(summary.days) })}</h2>
      <dl className="facts rg-totals">
        {totals.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`protection.summary.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('protection.summary.byDay')}</h3>
      <DataTable
        caption={t('protection.summary.byDay')}
        columns={columns}
        rows={summary.byDay}
        rowKey={(d) => d.day}
        empty={t('protection.summary.noDays')}
        testId="rg-summary-days"
      />
    </section>
  );
};
