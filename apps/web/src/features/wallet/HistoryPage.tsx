import { historyRanges, historyTypes } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../shared/datetime';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { Pager } from '../../components/Pager';
import { useHistory } from './api';
import { Money } from '../../shared/money';
import { useWalletName } from '../../shared/balance';

const PAGE_SIZE = 20;

/** transactionHistory: every posting on my wallets, by type and date range (today, yesterday, 7 and 30 days), paged. */
export const HistoryPage = () => {
  const { t } = useTranslation();
  const [type, setType] = useState<(typeof historyTypes)[number]>('ALL');
  const [range, setRange] = useState<(typeof historyRanges)[number]>('7d');
  const [pageNo, setPageNo] = useState(1);
  const { data, isPending } = useHistory({ type, range, pageNo, pageSize: PAGE_SIZE });
  const walletName = useWalletName();
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
        <DataTable
          cards="plain"
          testId="history-table"
          rows={data.list}
          rowKey={(r) => r.id}
          columns={[
            { label: t('wallet.time'), cell: (r) => <DateTime value={r.time} /> },
            { label: t('wallet.type'), testId: 'history-kind', cell: (r) => t(`wallet.kind.${r.kind}`, { defaultValue: r.kind }) },
            {
              label: t('wallet.wallet'),
              testId: 'history-wallet',
              cell: (r) => walletName(r.wallet, r.walletName),
            },
            {
              label: t('wallet.amount'),
              testId: 'history-amount',
              cell: (r) => <Money minor={r.amount} sign />,
            },
            { label: t('wallet.balanceAfter'), testId: 'history-balance', cell: (r) => <Money minor={r.balanceAfter} /> },
          ]}
        />
      ) : null}
      {data ? <Pager pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} testId="history" /> : null}
    </div>
  );
};
