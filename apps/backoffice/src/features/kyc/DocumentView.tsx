import type { KycDocument } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { isImage } from './kyc-state';
import { useDocumentFile } from './use-kyc';

/**
 * The document itself, fetched with the staff token: a picture shows in place (and opens full size); a PDF opens in
 * a new tab or downloads (the site's security policy frames no blob: address, so no inline preview).
 */
export const DocumentView = ({ merchant, document }: { merchant: string; document: KycDocument }) => {
  const { t } = useTranslation();
  const file = useDocumentFile(merchant, document.id, document.fileName);
  const kind = t(`kyc.kinds.${document.kind}`);
  const image = isImage(document.mime);
  return (
    <section
      className="panel kyc-document"
      aria-labelledby="kyc-document-title"
      data-testid="kyc-document"
      data-state={file.state}
      data-type={image ? 'image' : 'pdf'}
    >
      <h2 id="kyc-document-title">{t('kyc.review.document', { kind })}</h2>
      {file.state === 'loading' ? (
        <div className="kyc-document__frame kyc-document__frame--loading" aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      ) : file.state === 'failed' ? (
        <div className="kyc-document__frame kyc-document__frame--failed">
          <p>{t('kyc.review.fileFailed')}</p>
          <ErrorText error={file.error} />
        </div>
      ) : image ? (
        <a href={file.url} target="_blank" rel="noreferrer" className="kyc-document__frame" aria-label={t('kyc.review.openFull')}>
          <img src={file.url} alt={t('kyc.review.alt', { kind, name: document.fileName })} data-testid="kyc-document-image" />
        </a>
      ) : (
        <div className="kyc-document__frame kyc-document__frame--pdf" data-testid="kyc-document-pdf">
          <span className="kyc-document__pdf-mark" aria-hidden="true">
            PDF
          </span>
          <p>{t('kyc.review.pdfText')}</p>
        </div>
      )}
      {file.state === 'ready' ? (
        <div className="actions actions--start">
          <a href={file.url} target="_blank" rel="noreferrer" className="btn btn--small" data-testid="kyc-document-open">
            {t('kyc.review.openFull')}
          </a>
          <a href={file.url} download={file.name} className="btn btn--small" data-testid="kyc-document-download">
            {t('kyc.review.download')}
          </a>
        </div>
      ) : null}
    </section>
  );
};
