import { useTranslation } from 'react-i18next';
import type { TierRow } from './tiers';

type Props = { rows: TierRow[]; onChange: (rows: TierRow[]) => void; dividend: boolean; currency: string | null };

/** The rate table typed by hand: each row a base from which (money), active members from which, and the rate in %. */
export const TiersEditor = ({ rows, onChange, dividend, currency }: Props) => {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<TierRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const minLabel = `${dividend ? t('agents.tiers.minLoss') : t('agents.tiers.minBet')}${currency ? ` (${currency})` : ''}`;
  return (
    <fieldset className="agents-tiers" data-testid="tiers-editor">
      <legend>{t('agents.tiers.caption')}</legend>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; the editor adds and drops at the end
        <div className="agents-tiers__row" key={i}>
          <label className="field">
            <span>{minLabel}</span>
            <input
              inputMode="decimal"
              dir="ltr"
              value={r.min}
              onChange={(e) => set(i, { min: e.target.value })}
              data-testid={`tier-min-${i}`}
            />
          </label>
          <label className="field">
            <span>{t('agents.tiers.active')}</span>
            <input
              inputMode="numeric"
              dir="ltr"
              value={r.active}
              onChange={(e) => set(i, { active: e.target.value })}
              data-testid={`tier-active-${i}`}
            />
          </label>
          <label className="field">
            <span>{t('agents.tiers.ratePercent')}</span>
            <input
              inputMode="decimal"
              dir="ltr"
              value={r.rate}
              onChange={(e) => set(i, { rate: e.target.value })}
              data-testid={`tier-rate-${i}`}
            />
          </label>
        </div>
      ))}
      <div className="actions actions--start">
        <button
          type="button"
          className="btn btn--small"
          onClick={() => onChange([...rows, { min: '', active: '0', rate: '' }])}
          disabled={rows.length >= 12}
        >
          {t('agents.tiers.add')}
        </button>
        <button type="button" className="btn btn--small" onClick={() => onChange(rows.slice(0, -1))} disabled={rows.length <= 1}>
          {t('agents.tiers.remove')}
        </button>
      </div>
    </fieldset>
  );
};
