import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { clipToToday, type DayRange, presetOf, presetRange, rangeDays, rangePresets, validRange } from './report-range';
import { zoneLabel } from './report-format';

type Props = {
  range: DayRange;
  /** Today in the report's zone (the presets start from it; nothing after it can be picked). */
  today: string;
  /** The zone the report is in, and the merchant's own (staff may switch to UTC and back). */
  zone: string;
  merchantZone: string;
  otherZones: readonly string[];
  /** The periods beside the range, as the server named them (null while it has not answered, or no next yet). */
  previous: DayRange | null;
  next: DayRange | null;
  onRange: (range: DayRange) => void;
  onZone: (zone: string | null) => void;
};

/**
 * The range of a report: presets (today, yesterday, the last 7, 30 and 90 days, this and last week, this and last
 * month), the two dates (both included: any two make a custom range, marked with its length), the periods before and
 * after (the range's own length), and the time zone the days are counted in, always shown.
 */
export const RangePicker = ({ range, today, zone, merchantZone, otherZones, previous, next, onRange, onZone }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const current = presetOf(range, today);
  const typed = (patch: Partial<DayRange>) => {
    const r = { ...range, ...patch };
    if (validRange(r, today)) onRange(r);
  };
  const zones = [merchantZone, ...otherZones.filter((z) => z !== merchantZone)];
  return (
    <div className="report-range" data-testid="report-range">
      <fieldset className="report-range__presets">
        <legend className="visually-hidden">{t('reports.range.presets')}</legend>
        {rangePresets.map((p) => (
          <button
            key={p}
            type="button"
            className={current === p ? 'btn btn--small report-range__preset--on' : 'btn btn--small'}
            aria-pressed={current === p}
            onClick={() => onRange(presetRange(p, today))}
            data-testid={`report-preset-${p}`}
          >
            {t(`reports.range.preset.${p}`)}
          </button>
        ))}
        {current === null && (
          <span className="report-range__custom" data-testid="report-range-custom">
            {t('reports.range.custom', { days: rangeDays(range) })}
          </span>
        )}
      </fieldset>
      <div className="report-range__row">
        <button
          type="button"
          className="btn btn--small report-range__prev"
          disabled={!previous}
          onClick={() => previous && onRange(previous)}
          data-testid="report-previous"
        >
          <span aria-hidden="true" className="pager__arrow">
            ‹
          </span>
          {t('reports.range.previous')}
        </button>
        <div className="field report-range__date report-range__from">
          <label htmlFor={`${id}-from`}>{t('reports.range.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={range.from}
            max={range.to}
            onChange={(e) => typed({ from: e.target.value })}
            data-testid="report-from"
          />
        </div>
        <div className="field report-range__date report-range__to">
          <label htmlFor={`${id}-to`}>{t('reports.range.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={range.to}
            min={range.from}
            max={today}
            onChange={(e) => typed({ to: e.target.value })}
            data-testid="report-to"
          />
        </div>
        <button
          type="button"
          className="btn btn--small report-range__next"
          disabled={!next}
          onClick={() => next && onRange(clipToToday(next, today))}
          data-testid="report-next"
        >
          {t('reports.range.next')}
          <span aria-hidden="true" className="pager__arrow">
            ›
          </span>
        </button>
        <div className="field report-range__zone">
          <label htmlFor={`${id}-zone`}>{t('reports.range.zone')}</label>
          <select
            id={`${id}-zone`}
            value={zone}
            onChange={(e) => onZone(e.target.value === merchantZone ? null : e.target.value)}
            data-testid="report-zone"
          >
            {zones.map((z) => (
              <option key={z} value={z}>
                {z === merchantZone ? t('reports.range.merchantZone', { zone: zoneLabel(z, Date.now()) }) : zoneLabel(z, Date.now())}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
};
