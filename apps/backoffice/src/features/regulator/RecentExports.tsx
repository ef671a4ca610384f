import type { RegulatorOverview } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { DataTable } from '../../components/DataTable';
import { useFormat } from '../../shared/format';

type Row = RegulatorOverview['recent'][number];

/** The merchant's last exports and signature files, from its audit chain: who, what, which days, why, and the outcome. */
export const RecentExports = ({ rows }: { rows: Row[] }) => {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <section className="panel stack" aria-labelledby="regulator-recent-title">
      <h2 id="regulator-recent-title">{t('regulator.recent.title')}</h2>
      <DataTable
        caption={t('regulator.recent.title')}
        testId="regulator-recent"
        rows={rows}
        rowKey={(r) => `${r.at}-${r.action}-${r.actor}`}
        empty={t('regulator.recent.empty')}
        columns={[
          { key: 'at', header: t('regulator.recent.at'), cell: (r) => <span className="nowrap">{f.dateTime(r.at)}</span> },
          { key: 'who', header: t('regulator.recent.who'), cell: (r) => r.actor.slice(r.actor.indexOf(':') + 1) },
          {
            key: 'what',
            header: t('regulator.recent.what'),
            cell: (r) => (
              <span className="cell-stack">
                <span>{r.kind ? t(`regulator.kinds.${r.kind}.label`, { defaultValue: r.kind }) : ''}</span>
                <span className="muted">{t(`regulator.recent.actions.${r.action}`)}</span>
              </span>
            ),
          },
          {
            key: 'range',
            header: t('regulator.recent.range'),
            cell: (r) => <span className="nowrap mono" dir="ltr">{`${r.from} – ${r.to}`}</span>,
          },
          { key: 'reason', header: t('regulator.recent.reason'), cell: (r) => r.reason || <span className="muted">—</span> },
          {
            key: 'outcome',
            header: t('regulator.recent.outcome'),
            cell: (r) =>
              r.outcome === 'ok' ? (
                <Badge tone="ok">{t('regulator.recent.ok')}</Badge>
              ) : (
                <Badge tone="bad">{t('regulator.recent.refused')}</Badge>
              ),
          },
        ]}
      />
    </section>
  );
};
