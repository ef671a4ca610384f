import { agentRanges } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RangeChoice } from './api';
import './agent.css';

/** The range chips of every report, with a chosen range (two dates, at most 93 days). */
export const RangePicker = ({ value, onChange, testId }: { value: RangeChoice; onChange: (r: RangeChoice) => void; testId: string }) => {
  const { t } = useTranslation();
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  return (
    <div className="agent-range">
      <fieldset className="chips" aria-label={t('wallet.range')}>
        {agentRanges.map((r) => (
          <button
            key={r}
            type="button"
            className={`chip${r === value.range ? ' chip--on' : ''}`}
            aria-pressed={r === value.range}
            onClick={() => onChange(r === 'custom' ? { range: r, from: from || undefined, to: to || undefined } : { range: r })}
            data-testid={`${testId}-${r}`}
          >
            {t(`agent.range.${r}`)}
          </button>
        ))}
      </fieldset>
      {value.range === 'custom' ? (
        <form
          className="agent-range__custom"
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ range: 'custom', from, to });
          }}
        >
          <label>
            {t('agent.from')}
            <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} data-testid={`${testId}-from`} required />
          </label>
          <label>
            {t('agent.to')}
            <input type="date" value={to} onChange={(e) => setTo(e.target.value)} data-testid={`${testId}-to`} required />
          </label>
          <button type="submit" className="btn btn--sm">
            {t('agent.apply')}
          </button>
        </form>
      ) : null}
    </div>
  );
};
