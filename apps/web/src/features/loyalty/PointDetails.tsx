import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { Pager } from '../../components/Pager';
import { DateTime } from '../../shared/datetime';
import { usePointDetails } from './api';
import { Points } from './Points';
import './loyalty.css';

/** The details tab: every change of the member's points with the balance after it, paged. */
export const PointDetails = () => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const { data, error } = usePointDetails(pageNo);
  if (error) return <ErrorText error={error} />;
  if (!data) return <div className="loyalty-skeleton" aria-busy="true" />;
  if (data.list.length === 0) return <EmptyState text={t('points.noDetails')} />;
  return (
    <>
      <div className="table-wrap">
        <table className="history-table card-table" data-testid="point-details">
          <thead>
            <tr>
              <th>{t('points.time')}</th>
              <th>{t('points.kindCol')}</th>
              <th>{t('points.changed')}</th>
              <th>{t('points.balanceAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((e) => (
              <tr key={`${e.time}|${e.kind}|${e.points}|${e.balanceAfter}`} data-testid="point-entry" data-kind={e.kind}>
                <td data-label={t('points.time')}>
                  <DateTime value={e.time} />
                </td>
                <td data-label={t('points.kindCol')}>{t(`points.kind.${e.kind}`)}</td>
                <td data-label={t('points.changed')} className={e.points.startsWith('-') ? 'points-neg' : 'points-pos'}>
                  <bdi>{e.points.startsWith('-') ? e.points : `+${e.points}`}</bdi>
                </td>
                <td data-label={t('points.balanceAfter')}>
                  <Points value={e.balanceAfter} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} testId="point-details" />
    </>
  );
};
