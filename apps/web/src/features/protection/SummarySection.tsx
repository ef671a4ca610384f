import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { useDateFormat } from '../../shared/datetime';
import { Money } from '../../shared/money';
import { usePlaySummary } from './api';
import { Duration } from './Duration';

const RANGES = [7, 30, 90];

/** My play over the last days: money in and out, staked, won, net, time signed in, and the same by day. */
export const SummarySection = () => {
  const { t } = useTranslation();
  const [days, setDays] = useState(30);
  const q = usePlaySummary(days);
  const f = useDateFormat();
  const s = q.data;
  return (
    <section className="pg-section" aria-labelledby="pg-summary" data-testid="pg-summary">
      <div className="pg-section__head">
        <h3 id="pg-summary">{t('protection.summary.title')}</h3>
        <div className="chips" role="tablist" aria-label={t('protection.summary.range')}>
          {RANGES.map((d) => (
            <button
              key={d}
              type="button"
              role="tab"
              aria-selected={d === days}
              className={`chip${d === days ? ' chip--on' : ''}`}
              onClick={() => setDays(d)}
              data-testid={`summary-days-${d}`}
            >
              {t('protection.summary.lastDays', { days: d })}
            </button>
          ))}
        </div>
      </div>
      {q.error ? <ErrorText error={q.error} /> : null}
      {!s ? (
        <div className="pg-skeleton" aria-busy="true" />
      ) : (
        <>
          <dl className="pg-facts pg-facts--grid" data-testid="summary-totals">
            <div>
              <dt>{t('protection.summary.deposits')}</dt>
              <dd data-testid="summary-deposits">
                <Money minor={s.deposits} />
              </dd>
            </div>
            <div>
              <dt>{t('protection.summary.withdrawals')}</dt>
              <dd>
                <Money minor={s.withdrawals} />
              </dd>
            </div>
            <div>
              <dt>{t('protection.summary.staked')}</dt>
              <dd>
                <Money minor={s.staked} />
              </dd>
            </div>
            <div>
              <dt>{t('protection.summary.won')}</dt>
              <dd>
                <Money minor={s.won} />
              </dd>
            </div>
            <div>
              <dt>{t('protection.summary.net')}</dt>
              <dd className={BigInt(s.net) < 0n ? 'pg-neg' : undefined}>
                <Money minor={s.net} sign />
              </dd>
            </div>
            <div>
              <dt>{t('protection.summary.time')}</dt>
              <dd>
                <Duration minutes={s.minutes} />
                <span className="muted pg-sub">{t('protection.summary.sessions', { count: s.sessions })}</span>
              </dd>
            </div>
          </dl>
          {s.byDay.length === 0 ? (
            <EmptyState text={t('protection.summary.empty')} />
          ) : (
            <DataTable
              cards
              rowHeader
              testId="summary-days"
              rows={s.byDay}
              rowKey={(r) => r.day}
              columns={[
                { label: t('protection.summary.day'), cell: (r) => <bdi>{f.date(`${r.day}T12:00:00Z`)}</bdi> },
                { label: t('protection.summary.deposits'), cell: (r) => <Money minor={r.deposits} /> },
                { label: t('protection.summary.staked'), cell: (r) => <Money minor={r.staked} /> },
                { label: t('protection.summary.won'), cell: (r) => <Money minor={r.won} /> },
                { label: t('protection.summary.net'), cell: (r) => <Money minor={r.net} sign /> },
              ]}
            />
          )}
        </>
      )}
    </section>
  );
};
