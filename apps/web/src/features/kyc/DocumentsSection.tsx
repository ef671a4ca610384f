import { KYC_MAX_BYTES, type KycDocument, type KycState, kycDocumentKinds } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { DateTime } from '../../shared/datetime';
import { sizeOf } from './kyc-rules';
import { UploadCard } from './UploadCard';

const Size = ({ bytes }: { bytes: number }) => {
  const { t } = useTranslation();
  const s = sizeOf(bytes);
  return <bdi>{t(`kyc.size.${s.unit}`, { value: s.value })}</bdi>;
};

/** My documents: an upload per kind (the ones the next level needs marked), then everything sent with its status. */
export const DocumentsSection = ({ state }: { state: KycState }) => {
  const { t } = useTranslation();
  const rows = [...state.documents].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id - a.id);
  return (
    <section className="kyc-section" aria-labelledby="kyc-documents" data-testid="kyc-documents">
      <h3 id="kyc-documents">{t('kyc.documents.title')}</h3>
      <p className="muted">
        {t('kyc.documents.rules', { size: `\u2068${t('kyc.size.MB', { value: KYC_MAX_BYTES / 1024 / 1024 })}\u2069` })}
      </p>
      {state.missing.length > 0 ? (
        <p data-testid="kyc-missing">
          {t('kyc.documents.missing', { kinds: state.missing.map((k) => t(`kyc.kinds.${k}`)).join(t('kyc.listSeparator')) })}
        </p>
      ) : null}
      <div className="kyc-uploads">
        {kycDocumentKinds.map((k) => (
          <UploadCard key={k} kind={k} documents={state.documents} next={state.missing.includes(k)} />
        ))}
      </div>
      <h4>{t('kyc.documents.sent')}</h4>
      {rows.length === 0 ? (
        <EmptyState text={t('kyc.documents.none')} />
      ) : (
        <DataTable
          cards
          rowHeader
          className="history-table kyc-table"
          testId="kyc-list"
          rows={rows}
          rowKey={(d) => d.id}
          rowTestId={(d) => `kyc-doc-${d.id}`}
          columns={[
            { label: t('kyc.documents.kind'), cell: (d: KycDocument) => t(`kyc.kinds.${d.kind}`) },
            {
              label: t('kyc.documents.file'),
              cell: (d) => (
                <span className="kyc-name">
                  <bdi className="kyc-file">{d.fileName}</bdi>
                  <span className="muted">
                    <Size bytes={d.size} />
                  </span>
                </span>
              ),
            },
            { label: t('kyc.documents.uploadedAt'), cell: (d) => <DateTime value={d.uploadedAt} /> },
            {
              label: t('kyc.documents.status'),
              cell: (d) => (
                <span className={`kyc-badge kyc-badge--${d.status.toLowerCase()}`} data-testid="kyc-doc-status" data-status={d.status}>
                  {t(`kyc.status.${d.status}`)}
                </span>
              ),
            },
            {
              label: t('kyc.documents.reason'),
              cell: (d) =>
                d.reason && (d.status === 'REJECTED' || d.status === 'MORE_REQUESTED') ? (
                  <bdi data-testid="kyc-doc-reason">{d.reason}</bdi>
                ) : d.decidedAt ? (
                  <span className="muted">
                    {t('kyc.documents.decidedAt')} <DateTime value={d.decidedAt} />
                  </span>
                ) : (
                  '–'
                ),
            },
          ]}
        />
      )}
    </section>
  );
};
