import type { GameCategory } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCategoryField } from '../../components/BetFilterFields';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import { DateTime } from '../../shared/datetime';
import { Money } from '../../shared/money';
import { claimRebate, useLoyaltyMutation, useRebate, useRebateHistory } from './api';
import { Pager } from '../../components/Pager';
import { Rate } from './Rate';
import './loyalty.css';

const History = () => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [category, setCategory] = useState<GameCategory | null>(null);
  const q = useRebateHistory(pageNo, category);
  return (
    <section className="loyalty-section" data-testid="rebate-history">
      <div className="loyalty-section__head">
        <h3>{t('rebate.history')}</h3>
        <GameCategoryField
          label={t('rebate.category')}
          className="loyalty-filter"
          labelClassName="muted"
          value={category ?? ''}
          onChange={(c) => {
            setCategory(c || null);
            setPageNo(1);
          }}
          allLabel={t('rebate.allCategories')}
          testId="rebate-filter"
        />
      </div>
      {q.error ? <ErrorText error={q.error} /> : null}
      {!q.data ? (
        <div className="loyalty-skeleton" aria-busy="true" />
      ) : q.data.list.length === 0 ? (
        <EmptyState text={t('rebate.noHistory')} />
      ) : (
        <>
          <DataTable
            cards
            rows={q.data.list}
            rowKey={(p) => `${p.paidAt}-${p.day}-${p.category}`}
            rowTestId={() => 'rebate-payment'}
            footLabel={t('rebate.totalPaid')}
            columns={[
              {
                label: t('rebate.paidAt'),
                cell: (p) => (
                  <>
                    <DateTime value={p.paidAt} />
                    <span className="chip loyalty-chip">{t(`rebate.paidBy.${p.mode}`)}</span>
                  </>
                ),
              },
              { label: t('rebate.day'), cell: (p) => <bdi>{p.day}</bdi> },
              { label: t('rebate.category'), cell: (p) => t(`records.category.${p.category}`) },
              { label: t('rebate.validBet'), cell: (p) => <Money minor={p.validBet} /> },
              { label: t('rebate.rate'), cell: (p) => <Rate bp={p.rateBp} /> },
              {
                label: t('rebate.amount'),
                cell: (p) => <Money minor={p.amount} />,
                foot: (
                  <span data-testid="rebate-total-paid">
                    <Money minor={q.data.totalPaid} />
                  </span>
                ),
              },
            ]}
          />
          <Pager pageNo={pageNo} totalPages={q.data.totalPages} onPage={setPageNo} testId="rebate-history" />
        </>
      )}
    </section>
  );
};

/**
 * Manual rebate (manualRebate): the member's rate per product category at their VIP level, the valid bet not yet
 * paid for and what it pays; claim now on a MANUAL merchant (the others pay by themselves, the next day or every few
 * minutes); the rate table by VIP level; and the rebates paid, by category, with paging and the total.
 */
export const RebatePage = () => {
  const { t } = useTranslation();
  const { data, error } = useRebate();
  const claim = useLoyaltyMutation(claimRebate);
  if (error) return <ErrorText error={error} />;
  if (!data) return <div className="loyalty-skeleton" aria-busy="true" />;
  return (
    <div className="loyalty-page" data-testid="rebate-page">
      <div className="loyalty-summary">
        <div>
          <span className="muted">{t('rebate.waiting')}</span>
          <strong data-testid="rebate-total">
            <Money minor={data.total} />
          </strong>
        </div>
        <div>
          <span className="muted">{t('rebate.vipLevel')}</span>
          <strong>
            <bdi>{data.vipLevel}</bdi>
          </strong>
        </div>
        <div>
          <span className="muted">{t('rebate.payout')}</span>
          <strong data-testid="rebate-mode">{t(`rebate.mode.${data.mode}`)}</strong>
        </div>
        <div className="loyalty-summary__action">
          {data.mode !== 'MANUAL' ? (
            <p className="muted">{t(`rebate.auto.${data.mode}`)}</p>
          ) : data.claimable ? (
            <button
              type="button"
              className="btn btn--primary"
              disabled={claim.isPending}
              onClick={() => claim.mutate(undefined)}
              data-testid="rebate-claim"
            >
              {t('rebate.claim')}
            </button>
          ) : (
            // Nothing waiting: a plain line, not a button that looks pressable and does nothing.
            <p className="muted" data-testid="rebate-nothing">
              {t('rebate.nothingYet')}
            </p>
          )}
        </div>
        {claim.data ? (
          <FormMessage tone="success" testId="rebate-claimed">
            {t('rebate.claimed')} <Money minor={claim.data.total} />
          </FormMessage>
        ) : null}
        <ErrorText error={claim.error} />
      </div>

      <section className="loyalty-section">
        <h3>{t('rebate.byCategory')}</h3>
        {data.categories.length === 0 ? (
          <EmptyState text={t('rebate.noRates')} />
        ) : (
          <DataTable
            cards
            testId="rebate-categories"
            rows={data.categories}
            rowKey={(c) => c.category}
            rowTestId={() => 'rebate-category'}
            columns={[
              { label: t('rebate.category'), cell: (c) => <span data-category={c.category}>{t(`records.category.${c.category}`)}</span> },
              { label: t('rebate.yourRate'), cell: (c) => <Rate bp={c.rateBp} /> },
              { label: t('rebate.unpaidBet'), cell: (c) => <Money minor={c.validBet} /> },
              { label: t('rebate.amount'), cell: (c) => <Money minor={c.amount} /> },
            ]}
          />
        )}
        <p className="muted loyalty-note">{t('rebate.rule', { days: 30 })}</p>
      </section>

      {data.table.length > 0 ? (
        <details className="loyalty-section loyalty-details">
          <summary>{t('rebate.table')}</summary>
          <DataTable
            rows={data.table}
            rowKey={(row) => row.category}
            columns={[
              { label: t('rebate.category'), cell: (row) => t(`records.category.${row.category}`) },
              {
                label: t('rebate.levels'),
                cell: (row) =>
                  row.levels.map((l) => (
                    <span key={l.vipLevel} className={`chip loyalty-chip ${l.vipLevel === data.vipLevel ? 'loyalty-chip--on' : ''}`}>
                      {t('rebate.levelRate', { level: l.vipLevel })} <Rate bp={l.rateBp} />
                    </span>
                  )),
              },
            ]}
          />
        </details>
      ) : null}
      <History />
    </div>
  );
};
