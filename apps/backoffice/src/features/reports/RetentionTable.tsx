import type { ReportRow, ReportValue } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from './report-format';
import { heatRow, RETENTION_DAYS } from './retention-heat';

type Props = { value: ReportValue; format: ReportFormat; onPick: (row: ReportRow) => void };

/**
 * Cohort retention as a heat map: a row per registration day, its size, then the share of it that bet again after
 * 1, 7, 14 and 30 days, each cell shaded by that share (the number is always written; the shade only helps scanning).
 */
export const RetentionTable = ({ value, format, onPick }: Props) => {
  const { t } = useTranslation();
  return (
    <div className="table-wrap report-heat-wrap">
      <table className="table report-heat" data-testid="report-table">
        <caption className="visually-hidden">{t('reports.kinds.retention')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.keys.retention')}</th>
            <th scope="col" className="num">
              {t('reports.columns.cohort')}
            </th>
            {RETENTION_DAYS.map((d) => (
              <th key={d} scope="col" className="num">
                {t(`reports.columns.${d}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {value.rows.length === 0 ? (
            <tr className="table__empty">
              <td colSpan={RETENTION_DAYS.length + 2}>{t('reports.empty')}</td>
            </tr>
          ) : (
            value.rows.map((r) => {
              const h = heatRow(r);
              return (
                <tr key={r.key}>
                  <td data-label={t('reports.keys.retention')}>
                    <button
                      type="button"
                      className="btn--link report-key"
                      onClick={() => onPick(r)}
                      aria-label={t('reports.drill.open', { name: format.day(r.key) })}
                      data-testid="report-row-key"
                      data-key={r.key}
                    >
                      <bdi>{format.day(r.key)}</bdi>
                    </button>
                  </td>
                  <td className="num" data-label={t('reports.columns.cohort')}>
                    {format.count(h.cohort)}
                  </td>
                  {h.cells.map((c) => (
                    <td
                      key={c.day}
                      className={`num report-heat__cell report-heat__cell--${c.level}`}
                      data-label={t(`reports.columns.${c.day}`)}
                      data-level={c.level}
                    >
                      <span className="report-heat__value">
                        <span className="report-heat__share">{c.share === null ? '—' : format.share(c.share)}</span>
                        <span className="report-heat__count">{format.count(c.count)}</span>
                      </span>
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
};
