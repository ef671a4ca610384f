import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { indicatorLabelKey, indicatorRows, isShareIndicator } from './indicators';

/** An indicator's label and value in words (a share in per cent, a count as a number). */
export const useIndicatorText = () => {
  const { t } = useTranslation();
  const f = useFormat();
  return {
    label: (key: string) => {
      const label = indicatorLabelKey(key);
      return label ? t(label) : key;
    },
    value: (key: string, value: number) => (isShareIndicator(key) ? t('protection.percent', { value: f.number(value) }) : f.number(value)),
  };
};

type Props = { values: Record<string, number>; all?: boolean; testId: string; empty: string };

/** Indicators of harm, each labelled, with its count; a zero count is greyed. */
export const IndicatorList = ({ values, all, testId, empty }: Props) => {
  const text = useIndicatorText();
  const rows = indicatorRows(values, all);
  if (rows.length === 0) return <p className="muted">{empty}</p>;
  return (
    <dl className="rg-indicators" data-testid={testId}>
      {rows.map((r) => (
        <div key={r.key} className={r.value === 0 ? 'rg-indicator rg-indicator--zero' : 'rg-indicator'} data-key={r.key}>
          <dt>{r.known ? text.label(r.key) : <bdi className="mono">{r.key}</bdi>}</dt>
          <dd>{text.value(r.key, r.value)}</dd>
        </div>
      ))}
    </dl>
  );
};
