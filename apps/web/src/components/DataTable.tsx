import type { ReactNode } from 'react';

export type Column<R> = {
  /** The header text (already translated); also the cell's label when the table folds into cards on a phone. */
  label: string;
  cell: (r: R) => ReactNode;
  className?: (r: R) => string | undefined;
  /** The footer cell (totals row); omitted columns get an empty cell. */
  foot?: ReactNode;
  /** The test id of the column's body cells. */
  testId?: string;
};

/**
 * The one data table of the site: a header row from the columns, a row per item, and with `footLabel` a totals row
 * of each column's `foot`. `cards` folds the rows into labelled cards on narrow screens (`card-table`), each value in a
 * `card-table__value` span (`cards="plain"`: straight in its labelled cell); `rowHeader` makes the first column each
 * row's header cell.
 */
export const DataTable = <R,>({
  rows,
  columns,
  rowKey,
  testId,
  rowTestId,
  rowClassName,
  footLabel,
  className = 'history-table',
  cards = false,
  rowHeader = false,
}: {
  rows: readonly R[];
  columns: Column<R>[];
  rowKey: (r: R) => string | number;
  testId?: string;
  rowTestId?: (r: R) => string;
  rowClassName?: (r: R) => string | undefined;
  footLabel?: string;
  className?: string;
  cards?: boolean | 'plain';
  rowHeader?: boolean;
}) => (
  <div className="table-wrap">
    <table className={cards ? `${className} card-table` : className} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label}>{c.label}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)} data-testid={rowTestId?.(r)} className={rowClassName?.(r)}>
            {columns.map((c, i) =>
              rowHeader && i === 0 ? (
                <th key={c.label} scope="row" className={c.className?.(r)}>
                  {c.cell(r)}
                </th>
              ) : (
                <td key={c.label} className={c.className?.(r)} data-label={cards ? c.label : undefined} data-testid={c.testId}>
                  {cards === true ? <span className="card-table__value">{c.cell(r)}</span> : c.cell(r)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {footLabel ? (
        <tfoot>
          <tr>
            <th scope="row">{footLabel}</th>
            {columns.slice(1).map((c) => (
              <td key={c.label} data-label={cards && c.foot != null ? c.label : undefined}>
                {c.foot ?? null}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  </div>
);
