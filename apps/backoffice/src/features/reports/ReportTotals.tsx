import type { ReportColumn, ReportValue } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { changeOf, type ReportFormat } from './report-format';

type Props = { value: ReportValue; format: ReportFormat };

/** A cell's value in words: money exact with the currency, a count with separators. */
export const cellText = (column: ReportColumn, raw: string | undefined, format: ReportFormat) =>
  column.kind === 'money' ? format.money(/^-?\d+$/.test(raw ?? '') ? (raw as string) : '0') : format.count(Number(raw ?? 0) || 0);

/**
 * The totals over the whole range, each beside the same-length period before it: the previous value and the change
 * (up or down, in words and a sign; no colour judges it, since more withdrawals or bonus is not "good").
 */
export const ReportTotals = ({ value, format }: Props) => {
  const { t } = useTranslation();
  const previous = t('reports.totals.previous', { from: format.day(value.previous.from), to: format.day(value.previous.to) });
  return (
    <section className="report-totals" aria-label={t('reports.totals.title')} data-testid="report-totals">
      {value.columns.map((c) => {
        const now = value.totals[c.key] ?? '0';
        const before = value.previous.totals[c.key];
        const change = changeOf(now, before);
        return (
          <div key={c.key} className="report-total" data-testid={`report-total-${c.key}`}>
            <span className="report-total__label">{t(`reports.columns.${c.key}`)}</span>
            <bdi className={c.kind === 'money' && now.startsWith('-') ? 'report-total__value money--neg' : 'report-total__value'}>
              {cellText(c, now, format)}
            </bdi>
            <span className="report-total__change" title={previous}>
              <bdi dir="ltr" data-testid="report-total-change">
                {format.change(change)}
              </bdi>{' '}
              <span className="muted">{t('reports.totals.vs', { value: before === undefined ? '—' : cellText(c, before, format) })}</span>
            </span>
          </div>
        );
      })}
    </section>
  );
};
