import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { Pager } from '../../components/Pager';
import { Money, toneClass } from '../../shared/money';

/**
 * The parts every agent report repeats: an account search, the totals strip, a table with an optional footer row,
 * the empty state and the pager, put together by <Report>. A page states only its filters and its columns.
 */

/** A signed amount coloured by its sign (the team's view: positive is the players' gain). */
export const Signed = ({ minor }: { minor: string }) => (
  <span className={toneClass(minor)}>
    <Money minor={minor} sign />
  </span>
);

export const Loading = ({ pending, error }: { pending: boolean; error: unknown }) => (
  <>
    {pending ? <p className="muted">…</p> : null}
    <ErrorText error={error} />
  </>
);

/** One choice among a few, as chips (the betting record's date ranges). */
export const Chips = <V extends string>({
  values,
  value,
  label,
  onChange,
  testId,
}: {
  values: readonly V[];
  value: V;
  label: (v: V) => string;
  onChange: (v: V) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <fieldset className="chips" aria-label={t('wallet.range')}>
      {values.map((v) => (
        <button
          key={v}
          type="button"
          className={`chip${v === value ? ' chip--on' : ''}`}
          aria-pressed={v === value}
          onClick={() => onChange(v)}
          data-testid={`${testId}-${v}`}
        >
          {label(v)}
        </button>
      ))}
    </fieldset>
  );
};

/** The account search of a report: applied on submit (the query changes once, not on every key). */
export const AccountSearch = ({
  onSearch,
  testId,
  placeholder,
}: {
  onSearch: (v: string) => void;
  testId: string;
  /** Defaults to "Search account". */
  placeholder?: string;
}) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const hint = placeholder ?? t('agent.searchAccount');
  return (
    <form
      className="agent-search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <input
        type="search"
        value={typed}
        placeholder={hint}
        aria-label={hint}
        onChange={(e) => setTyped(e.target.value)}
        data-testid={testId}
      />
      <button type="submit" className="btn btn--sm" data-testid={`${testId}-go`}>
        {t('agent.search')}
      </button>
    </form>
  );
};

export type TotalItem = { label: string; value: ReactNode; testId?: string };

/** The totals of every matching row (all pages), as a strip of labelled figures. */
export const TotalsStrip = ({ items, testId }: { items: TotalItem[]; testId: string }) => (
  <dl className="agent-figures agent-totals" data-testid={testId}>
    {items.map((i) => (
      <div key={i.label}>
        <dt>{i.label}</dt>
        <dd data-testid={i.testId}>{i.value}</dd>
      </div>
    ))}
  </dl>
);

export type { Column } from '../../components/DataTable';

/** A report's table: the first column heads each row (a card's title on a phone); a footer row with `footLabel`. */
export const ReportTable = <R,>(props: Omit<Parameters<typeof DataTable<R>>[0], 'className' | 'rowHeader' | 'cards'>) => (
  <DataTable {...props} className="history-table agent-table" rowHeader cards />
);

/**
 * One report: loading and error, the totals strip, the empty state or the table, and the pager. `data` is the
 * call's answer (a page of `list` with `totalPages`, or a list without paging).
 */
export const Report = <D extends { list: unknown[]; totalPages?: number }>({
  data,
  pending,
  error,
  totals,
  table,
  testId,
  pageNo,
  onPage,
  note,
}: {
  data: D | undefined;
  pending: boolean;
  error: unknown;
  totals?: (d: D) => TotalItem[];
  table: (rows: D['list']) => ReactNode;
  testId: string;
  pageNo?: number;
  onPage?: (n: number) => void;
  note?: ReactNode;
}) => (
  <>
    <Loading pending={pending} error={error} />
    {data && totals ? <TotalsStrip items={totals(data)} testId={`${testId}-totals`} /> : null}
    {data && data.list.length === 0 ? <EmptyState /> : null}
    {data && data.list.length > 0 ? (
      <>
        {note}
        {table(data.list)}
      </>
    ) : null}
    {data && pageNo !== undefined && onPage && data.totalPages !== undefined ? (
      <Pager pageNo={pageNo} totalPages={data.totalPages} onPage={onPage} testId={testId} />
    ) : null}
  </>
);
