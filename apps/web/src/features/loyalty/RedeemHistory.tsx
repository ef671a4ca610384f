import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { Pager } from '../../components/Pager';
import { DateTime } from '../../shared/datetime';
import { useRedeemList } from './api';
import './loyalty.css';

/** The history tab: the member's redemptions, filtered by status (in process, approved, rejected), paged. */
export const RedeemHistory = () => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [status, setStatus] = useState<string | null>(null);
  const { data, error } = useRedeemList(pageNo, status);
  return (
    <>
      <label className="loyalty-filter">
        <span className="muted">{t('points.status')}</span>
        <select
          value={status ?? ''}
          onChange={(e) => {
            setStatus(e.target.value || null);
            setPageNo(1);
          }}
          data-testid="redeem-filter"
        >
          <option value="">{t('points.allStatuses')}</option>
          {(['IN_PROCESS', 'APPROVED', 'REJECTED'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`points.statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {error ? <ErrorText error={error} /> : null}
      {!data ? (
        <div className="loyalty-skeleton" aria-busy="true" />
      ) : data.list.length === 0 ? (
        <EmptyState text={t('points.noRedemptions')} />
      ) : (
        <>
          <div className="table-wrap">
            <table className="history-table card-table" data-testid="redeem-history">
              <thead>
                <tr>
                  <th>{t('points.time')}</th>
                  <th>{t('points.item')}</th>
                  <th>{t('points.changed')}</th>
                  <th>{t('points.status')}</th>
                  <th>{t('points.remark')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((r) => (
                  <tr key={r.id} data-testid="redemption" data-status={r.status}>
                    <td data-label={t('points.time')}>
                      <DateTime value={r.createdAt} />
                    </td>
                    <td data-label={t('points.item')}>{r.item}</td>
                    <td data-label={t('points.changed')}>
                      <bdi>-{r.points}</bdi>
                    </td>
                    <td data-label={t('points.status')}>
                      <span className={`chip loyalty-chip points-status--${r.status.toLowerCase()}`}>
                        {t(`points.statuses.${r.status}`)}
                      </span>
                    </td>
                    <td data-label={t('points.remark')}>{r.remark ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} testId="redeem-history" />
        </>
      )}
    </>
  );
};
