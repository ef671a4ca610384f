import { historyRanges, historyTypes } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../shared/datetime';
import { EmptyState } from '../../components/EmptyState';
import { Pager } from '../../components/Pager';
import { useHistory } from './api';
import { Money } from '../../shared/money';

const PAGE_SIZE = 20;

/** transactionHistory: every posting on my wallets, by type and date range (today, yesterday, 7 and 30 days), paged. */
export const HistoryPage = () => {
  const { t } = useTranslation();
  const [type, setType] = useState<(typeof historyTypes)[number]>('ALL');
  const [range, setRange] = useState<(typeof historyRanges)[number]>('7d');
  const [pageNo, setPageNo] = useState(1);
  const { data, isPending } = useHistory({ type, range, pageNo, pageSize: PAGE_SIZE });
  return (
    <div className="wallet-page" data-testid="history-page">
      <div className="history-filters">
        <label className="field">
          <span>{t('wallet.type')}</span>
          <select
            value={type}
            onChange={(e) => {
              setType(historyTypes.find((x) => x === e.target.value) ?? 'ALL');
              setPageNo(1);
            }}
            data-testid="history-type"
          >
            {historyTypes.map((x) => (
              <option key={x} value={x}>
                {t(`wallet.historyType.${x}`)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="chips" aria-label={t('wallet.range')}>
          {historyRanges.map((r) => (
            <button
              key={r}
              type="button"
              className={`chip${r === range ? ' chip--on' : ''}`}
              aria-pressed={r === range}
              onClick={() => {
                setRange(r);
                setPageNo(1);
              }}
              data-testid={`history-range-${r}`}
            >
              {t(`wallet.historyRange.${r}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {isPending ? <p className="muted">…</p> : null}
      {data && data.list.length === 0 ? <EmptyState /> : null}
      {data && data.list.length > 0 ? (
        <div className="table-wrap">
          <table className="history-table card-table" data-testid="history-table">
            <thead>
              <tr>
                <th>{t('wallet.time')}</th>
                <th>{t('wallet.type')}</th>
                <th>{t('wallet.wallet')}</th>
                <th>{t('wallet.amount')}</th>
                <th>{t('wallet.balanceAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id}>
                  <td data-label={t('wallet.time')}>
                    <DateTime value={r.time} />
                  </td>
                  <td data-label={t('wallet.type')} data-testid="history-kind">
                    {t(`wallet.kind.${r.kind}`, { defaultValue: r.kind })}
                  </td>
                  <td data-label={t('wallet.wallet')} data-testid="history-wallet">
                    {r.wallet === 'MAIN' ? t('wallet.mainWallet') : (r.walletName ?? r.wallet)}
                  </td>
                  <td data-label={t('wallet.amount')} className={r.amount.startsWith('-') ? 'neg' : 'pos'} data-testid="history-amount">
                    <Money minor={r.amount} sign />
                  </td>
                  <td data-label={t('wallet.balanceAfter')} data-testid="history-balance">
                    <Money minor={r.balanceAfter} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? <Pager pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} testId="history" /> : null}
    </div>
  );
};
