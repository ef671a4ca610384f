import { SymbolIcon } from '../art/symbols';
import { useGameUi } from '../context';
import '../styles/paytable.css';

export interface PaytableRow {
  /** Art name of the symbol. */
  symbol: string;
  label: string;
  /** Pays by count, e.g. [{ count: 3, pays: '×50' }]. */
  pays: { count: number; pays: string }[];
}

/** A slot's paytable with each symbol drawn, then the published return(s) to player. */
export const Paytable = ({
  rows,
  caption,
  notes,
  rtp,
}: {
  rows: readonly PaytableRow[];
  caption: string;
  notes?: readonly string[];
  rtp: readonly { label: string; percent: string; exact?: string }[];
}) => {
  const { text } = useGameUi();
  const counts = [...new Set(rows.flatMap((r) => r.pays.map((p) => p.count)))].sort((a, b) => a - b);
  return (
    <div className="gu-paytable" data-testid="paytable">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {counts.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.symbol}>
              <th scope="row">
                <SymbolIcon name={r.symbol} className="gu-paytable__icon" />
                <span>{r.label}</span>
              </th>
              {counts.map((c) => (
                <td key={c}>{r.pays.find((p) => p.count === c)?.pays ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {notes?.map((n) => (
        <p key={n} className="gu-paytable__note">
          {n}
        </p>
      ))}
      <dl className="gu-paytable__rtp" data-testid="paytable-rtp">
        {rtp.map((r) => (
          <div key={r.label}>
            <dt>{r.label || text('info.rtp')}</dt>
            <dd title={r.exact}>{r.percent}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
};
