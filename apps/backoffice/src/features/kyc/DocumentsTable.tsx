import type { KycDocument } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../components/DataTable';
import { useFormat } from '../../shared/format';
import { StatusBadge, useSizeText } from './KycBadges';

type Props = { documents: readonly KycDocument[]; empty: string; testId: string; current?: number };

/** A player's documents: kind, file, when sent and decided, status with the reason the player was given, review. */
export const DocumentsTable = ({ documents, empty, testId, current }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const size = useSizeText();
  const columns: Column<KycDocument>[] = [
    { key: 'kind', header: t('kyc.cols.kind'), cell: (d) => <strong>{t(`kyc.kinds.${d.kind}`)}</strong> },
    {
      key: 'file',
      header: t('kyc.cols.file'),
      cell: (d) => (
        <span className="cell-stack">
          <bdi className="kyc-file-name">{d.fileName}</bdi>
          <span className="muted">
            {t(`kyc.mimes.${d.mime.split('/')[1]}`)} · {size(d.size)}
          </span>
        </span>
      ),
    },
    { key: 'uploaded', header: t('kyc.cols.uploaded'), cell: (d) => <time dateTime={d.uploadedAt}>{f.dateTime(d.uploadedAt)}</time> },
    {
      key: 'status',
      header: t('kyc.cols.status'),
      cell: (d) => (
        <span className="cell-stack">
          <StatusBadge status={d.status} />
          {d.decidedAt ? <span className="muted">{f.dateTime(d.decidedAt)}</span> : null}
          {d.reason ? (
            <span className="kyc-reason" dir="auto">
              {d.reason}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'review',
      header: t('kyc.cols.review'),
      cell: (d) =>
        d.id === current ? (
          <span className="muted">{t('kyc.shownHere')}</span>
        ) : (
          <Link to={`/kyc/${d.id}`} className="btn btn--small" data-testid={`kyc-review-link-${d.id}`}>
            {t('kyc.reviewLink', { kind: t(`kyc.kinds.${d.kind}`) })}
          </Link>
        ),
    },
  ];
  return (
    <DataTable
      caption={t('kyc.documents')}
      columns={columns}
      rows={documents}
      rowKey={(d) => d.id}
      rowClass={(d) => (d.id === current ? 'row--current' : undefined)}
      empty={empty}
      testId={testId}
    />
  );
};
