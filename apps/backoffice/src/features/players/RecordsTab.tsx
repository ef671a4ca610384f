import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type PlayerTab, playersOpsApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { Pager } from '../../components/Pager';
import { RecordCell } from './RecordCell';
import { playerKeys } from './player-keys';
import { type RecordValue, recordColumns, recordKey } from './record-columns';

type Row = Record<string, RecordValue>;
const SIZE = 20;

/** One of the server's record tabs, newest first, twenty a page (next while the server says there is more). */
export const RecordsTab = ({ merchant, account, tab }: { merchant: string; account: string; tab: PlayerTab }) => {
  const { t } = useTranslation();
  const { currency } = useMerchantFacts();
  const [page, setPage] = useState(1);
  const records = useQuery({
    queryKey: playerKeys.records(merchant, account, tab, page),
    queryFn: ({ signal }) => call(playersOpsApi.tab, { params: { code: merchant, account, tab }, query: { page, size: SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const columns: Column<Row & { __key: string }>[] = recordColumns[tab].map((c, i) => ({
    key: c.key,
    header: t(`players.columns.${c.key}`),
    numeric: c.kind === 'money',
    cell: (row) =>
      i === 0 ? (
        <span data-testid="record-row" data-key={row.__key}>
          <RecordCell column={c} value={row[c.key]} currency={currency} />
        </span>
      ) : (
        <RecordCell column={c} value={row[c.key]} currency={currency} />
      ),
  }));

  return (
    <QueryState query={records}>
      {(data) => (
        <div className={records.isPlaceholderData ? 'stack is-stale' : 'stack'}>
          <DataTable
            caption={t(`players.tabs.${tab}`)}
            columns={columns}
            rows={data.rows.map((r, i) => ({ ...r, __key: recordKey(r, i, data.page) }))}
            rowKey={(r) => r.__key}
            empty={t('players.records.empty')}
            testId={`player-records-${tab}`}
          />
          <Pager page={page} hasNext={data.more} busy={records.isFetching} onPage={setPage} testId="records-pager" />
        </div>
      )}
    </QueryState>
  );
};
