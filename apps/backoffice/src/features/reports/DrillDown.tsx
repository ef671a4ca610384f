import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReportDetailRow, reportsOpsApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/DataTable';
import { Modal } from '../../components/Modal';
import { Pager } from '../../components/Pager';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { reportKeys } from './report-keys';
import { DETAIL_PAGE_SIZE, type ReportView, reportQueryOf } from './report-params';
import type { ReportFormat } from './report-format';

type Props = {
  merchant: string;
  view: ReportView;
  /** The row drilled into: its key (what the server reads) and its name (what staff read). */
  row: { key: string; name: string } | null;
  format: ReportFormat;
  onClose: () => void;
};

/**
 * The rows under one row of a report (the bets of a day or a game, the deposits of a method, the players of a cohort
 * or an agent, the grants of a promotion), in the report's range and zone, paged.
 */
export const DrillDown = ({ merchant, view, row, format, onClose }: Props) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const key = row?.key ?? '';
  const rows = useQuery({
    queryKey: reportKeys.rows(merchant, view, key, page),
    queryFn: ({ signal }) =>
      call(reportsOpsApi.rows, {
        params: { code: merchant, report: view.report },
        query: { ...reportQueryOf(view), key, page, pageSize: DETAIL_PAGE_SIZE },
        signal,
      }),
    enabled: row !== null,
    placeholderData: keepPreviousData,
  });
  return (
    <Modal open={row !== null} title={t('reports.drill.title', { name: row?.name ?? '' })} onClose={onClose} testId="report-drill">
      <div className="stack report-drill">
        <QueryState query={rows}>
          {(d) => {
            const columns: Column<ReportDetailRow>[] = [
              { key: 'at', header: t('reports.drill.at'), cell: (r) => <bdi>{format.moment(r.at)}</bdi> },
              {
                key: 'account',
                header: t('reports.drill.account'),
                cell: (r) => (r.account ? <bdi className="mono">{r.account}</bdi> : <span className="muted">—</span>),
              },
              ...d.columns.map(
                (c): Column<ReportDetailRow> => ({
                  key: c.key,
                  // A known field's name, else the server's field key as it is.
                  header: t(`reports.fields.${c.key}`, { defaultValue: c.key }),
                  numeric: c.kind !== 'text',
                  cell: (r) => {
                    const raw = r.fields[c.key] ?? '';
                    if (c.kind === 'text') return <bdi>{raw}</bdi>;
                    if (c.kind === 'count') return format.count(Number(raw) || 0);
                    return (
                      <bdi className={raw.startsWith('-') ? 'money--neg' : undefined}>{format.money(/^-?\d+$/.test(raw) ? raw : '0')}</bdi>
                    );
                  },
                }),
              ),
            ];
            return (
              <div className={rows.isPlaceholderData ? 'stack is-stale' : 'stack'}>
                <p className="muted" aria-live="polite" data-testid="report-drill-total">
                  {t('reports.drill.total', { shown: format.count(d.total) })}
                </p>
                <DataTable
                  caption={t('reports.drill.title', { name: row?.name ?? '' })}
                  columns={columns}
                  rows={d.rows}
                  rowKey={(r) => r.id}
                  empty={t('reports.drill.empty')}
                  testId="report-drill-table"
                />
                <Pager
                  page={page}
                  hasNext={page * DETAIL_PAGE_SIZE < d.total}
                  busy={rows.isFetching}
                  onPage={setPage}
                  testId="report-drill-pager"
                />
              </div>
            );
          }}
        </QueryState>
      </div>
    </Modal>
  );
};
