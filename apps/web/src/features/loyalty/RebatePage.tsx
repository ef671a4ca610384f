import { gameCategories } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [category, setCategory] = useState<string | null>(null);
  const q = useRebateHistory(pageNo, category);
  return (
    <section className="loyalty-section" data-testid="rebate-history">
      <div className="loyalty-section__head">
        <h3>{t('rebate.history')}</h3>
        <label className="loyalty-filter">
          <span className="muted">{t('rebate.category')}</span>
          <select
            value={category ?? ''}
            onChange={(e) => {
              setCategory(e.target.value || null);
              setPageNo(1);
            }}
            data-testid="rebate-filter"
          >
            <option value="">{t('rebate.allCategories')}</option>
            {gameCategories.map((c) => (
              <option key={c} value={c}>
                {t(`records.category.${c}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {q.error ? <ErrorText error={q.error} /> : null}
      {!q.data ? (
        <div className="loyalty-skeleton" aria-busy="true" />
      ) : q.data.list.length === 0 ? (
        <EmptyState text={t('rebate.noHistory')} />
      ) : (
        <>
          <div className="table-wrap">
            <table className="history-table card-table">
              <thead>
                <tr>
                  <th>{t('rebate.paidAt')}</th>
                  <th>{t('rebate.day')}</th>
                  <th>{t('rebate.category')}</th>
                  <th>{t('rebate.validBet')}</th>
                  <th>{t('rebate.rate')}</th>
                  <th>{t('rebate.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {q.data.list.map((p) => (
                  <tr key={`${p.paidAt}-${p.day}-${p.category}`} data-testid="rebate-payment">
                    <td data-label={t('rebate.paidAt')}>
                      <DateTime value={p.paidAt} />
                      <span className="chip loyalty-chip">{t(`rebate.paidBy.${p.mode}`)}</span>
                    </td>
                    <td data-label={t('rebate.day')}>
                      <bdi>{p.day}</bdi>
                    </td>
                    <td data-label={t('rebate.category')}>{t(`records.category.${p.category}`)}</td>
                    <td data-label={t('rebate.validBet')}>
                      <Money minor={p.validBet} />
                    </td>
                    <td data-label={t('rebate.rate')}>
                      <Rate bp={p.rateBp} />
                    </td>
                    <td data-label={t('rebate.amount')}>
                      <Money minor={p.amount} />
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th colSpan={5} scope="row">
                    {t('rebate.totalPaid')}
                  </th>
                  <td data-testid="rebate-total-paid">
                    <Money minor={q.data.totalPaid} />
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
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
          {data.mode === 'MANUAL' ? (
            <button
              type="button"
              className="btn btn--primary"
              disabled={!data.claimable || claim.isPending}
              onClick={() => claim.mutate(undefined)}
              data-testid="rebate-claim"
            >
              {t('rebate.claim')}
            </button>
          ) : (
            <p className="muted">{t(`rebate.auto.${data.mode}`)}</p>
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
          <div className="table-wrap">
            <table className="history-table card-table" data-testid="rebate-categories">
              <thead>
                <tr>
                  <th>{t('rebate.category')}</th>
                  <th>{t('rebate.yourRate')}</th>
                  <th>{t('rebate.unpaidBet')}</th>
                  <th>{t('rebate.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.categories.map((c) => (
                  <tr key={c.category} data-testid="rebate-category" data-category={c.category}>
                    <td data-label={t('rebate.category')}>{t(`records.category.${c.category}`)}</td>
                    <td data-label={t('rebate.yourRate')}>
                      <Rate bp={c.rateBp} />
                    </td>
                    <td data-label={t('rebate.unpaidBet')}>
                      <Money minor={c.validBet} />
                    </td>
                    <td data-label={t('rebate.amount')}>
                      <Money minor={c.amount} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="muted loyalty-note">{t('rebate.rule', { days: 30 })}</p>
      </section>

      {data.table.length > 0 ? (
        <details className="loyalty-section loyalty-details">
          <summary>{t('rebate.table')}</summary>
          <div className="table-wrap">
            <table className="history-table">
              <thead>
                <tr>
                  <th>{t('rebate.category')}</th>
                  <th>{t('rebate.levels')}</th>
                </tr>
              </thead>
              <tbody>
                {data.table.map((row) => (
                  <tr key={row.category}>
                    <td>{t(`records.category.${row.category}`)}</td>
                    <td>
                      {row.levels.map((l) => (
                        <span key={l.vipLevel} className={`chip loyalty-chip ${l.vipLevel === data.vipLevel ? 'loyalty-chip--on' : ''}`}>
                          {t('rebate.levelRate', { level: l.vipLevel })} <Rate bp={l.rateBp} />
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
      <History />
    </div>
  );
};
