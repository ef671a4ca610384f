import type { ReportRow, ReportValue } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/DataTable';
import { rowNameOf, tableColumnsOf } from './report-columns';
import type { ReportFormat } from './report-format';
import { cellText } from './ReportTotals';

type Props = { value: ReportValue; format: ReportFormat; onPick: (row: ReportRow) => void };

/** The key column's name: the day, vendor, category, game or method grouped by, or the report's own subject. */
export const keyColumnName = (value: Pick<ReportValue, 'report' | 'groupBy'>) => `reports.keys.${value.groupBy ?? value.report}`;

/**
 * The chart's rows as a table: the key (a button that opens the row's drill-down) and every value column, amounts
 * and counts lined up at the end edge.
 */
export const ReportTable = ({ value, format, onPick }: Props) => {
  const { t } = useTranslation();
  const byDay = value.groupBy === 'day';
  const columns: Column<ReportRow>[] = [
    {
      key: 'key',
      header: t(keyColumnName(value)),
      cell: (r) => {
        const { name, code } = rowNameOf(r, value.groupBy, t('reports.unnamed'));
        const text = byDay ? format.day(r.key) : name;
        // A row without a key (play the server could not place) has nothing to drill into.
        if (!r.key) return <span className="muted">{text}</span>;
        return (
          <span className="cell-stack">
            <button
              type="button"
              className="btn--link report-key"
              onClick={() => onPick(r)}
              aria-label={t('reports.drill.open', { name: text })}
              data-testid="report-row-key"
              data-key={r.key}
            >
              <bdi>{text}</bdi>
            </button>
            {code ? <bdi className="mono muted report-key__code">{code}</bdi> : null}
          </span>
        );
      },
    },
    ...tableColumnsOf(value).map(
      (c): Column<ReportRow> => ({
        key: c.key,
        header: t(`reports.columns.${c.key}`),
        numeric: true,
        cell: (r) => {
          const raw = r.values[c.key];
          return <bdi className={c.kind === 'money' && raw?.startsWith('-') ? 'money--neg' : undefined}>{cellText(c, raw, format)}</bdi>;
        },
      }),
    ),
  ];
  return (
    <DataTable
      caption={t(`reports.kinds.${value.report}`)}
      columns={columns}
      rows={value.rows}
      rowKey={(r) => r.key}
      empty={t('reports.empty')}
      testId="report-table"
    />
  );
};
