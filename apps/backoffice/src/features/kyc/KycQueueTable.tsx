import type { EndpointValue, kycOpsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../components/DataTable';
import { useFormat } from '../../shared/format';
import { LevelBadge, ReviewerText, StatusBadge } from './KycBadges';

type Row = EndpointValue<typeof kycOpsApi.queue>['rows'][number];

/** The queue: document number (opens its review), player, kind, the player's level, when it came, reviewer, status. */
export const KycQueueTable = ({ rows, empty }: { rows: readonly Row[]; empty: string }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const columns: Column<Row>[] = [
    {
      key: 'id',
      header: t('kyc.cols.id'),
      numeric: true,
      cell: (d) => (
        <Link to={`/kyc/${d.id}`} className="mono" aria-label={t('kyc.open', { id: d.id })} data-testid={`kyc-doc-link-${d.id}`}>
          <bdi>{d.id}</bdi>
        </Link>
      ),
    },
    {
      key: 'account',
      header: t('kyc.cols.account'),
      cell: (d) => (
        <Link
          to={`/players/${encodeURIComponent(d.account)}?tab=kyc`}
          className="mono"
          aria-label={t('kyc.openAccount', { account: d.account })}
        >
          <bdi>{d.account}</bdi>
        </Link>
      ),
    },
    { key: 'kind', header: t('kyc.cols.kind'), cell: (d) => t(`kyc.kinds.${d.kind}`) },
    { key: 'level', header: t('kyc.cols.level'), cell: (d) => <LevelBadge level={d.level} /> },
    { key: 'uploaded', header: t('kyc.cols.uploaded'), cell: (d) => <time dateTime={d.uploadedAt}>{f.dateTime(d.uploadedAt)}</time> },
    { key: 'reviewer', header: t('kyc.cols.reviewer'), cell: (d) => <ReviewerText reviewer={d.reviewer} /> },
    { key: 'status', header: t('kyc.cols.status'), cell: (d) => <StatusBadge status={d.status} /> },
  ];
  return <DataTable caption={t('nav.kyc')} columns={columns} rows={rows} rowKey={(d) => d.id} empty={empty} testId="kyc-queue-table" />;
};
