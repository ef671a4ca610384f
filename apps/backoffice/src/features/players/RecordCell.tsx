import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { formatMoney } from '../../shared/money';
import { minorOf, proofParts, type RecordColumn, type RecordValue } from './record-columns';

const isMoment = (v: string) => !Number.isNaN(Date.parse(v));

/** One field of a record as its column reads it: money with the currency, moments in the merchant's zone, proofs in full. */
export const RecordCell = ({
  column,
  value,
  currency,
}: {
  column: RecordColumn;
  value: RecordValue | undefined;
  currency: string | null;
}) => {
  const { t } = useTranslation();
  const f = useFormat();
  if (value === null || value === undefined || value === '') return <span className="muted">—</span>;
  const text = String(value);
  switch (column.kind) {
    case 'money': {
      const minor = minorOf(value);
      if (minor === null) return <bdi>{text}</bdi>;
      return <bdi className={BigInt(minor) < 0n ? 'money money--neg' : 'money'}>{formatMoney(minor, currency)}</bdi>;
    }
    case 'date':
      return isMoment(text) ? <span className="nowrap">{f.dateTime(text)}</span> : <bdi>{text}</bdi>;
    case 'bool':
      return <span>{t(value === true || value === 'true' ? 'players.records.yes' : 'players.records.no')}</span>;
    case 'code':
      return <bdi className="code-word">{text}</bdi>;
    case 'proof':
      return (
        <span className="proof" dir="ltr" data-testid="bet-proof">
          {proofParts(text).map((part, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one proof never reorder
            <span key={i} className="proof__part">
              {part.label ? <span className="proof__label">{part.label}</span> : null}
              <code className="proof__value">{part.value}</code>
            </span>
          ))}
        </span>
      );
    default:
      return <bdi className="cell-text">{text}</bdi>;
  }
};
