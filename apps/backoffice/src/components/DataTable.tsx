import type { ReactNode } from 'react';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers and amounts line up on the end edge. */
  numeric?: boolean;
};

type Props<T> = {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  empty: string;
  rowClass?: (row: T) => string | undefined;
  testId?: string;
};

/**
 * A dense table with sticky headers. On a phone each row becomes a small card: every cell carries its column's
 * header (data-label), which the stylesheet shows beside the value.
 */
export const DataTable = <T,>({ caption, columns, rows, rowKey, empty, rowClass, testId }: Props<T>) => (
  <div className="table-wrap">
    <table className="table" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr className="table__empty">
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)} className={rowClass?.(row)}>
              {columns.map((c) => (
                <td key={c.key} data-label={c.header} className={c.numeric ? 'num' : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  </div>
);
