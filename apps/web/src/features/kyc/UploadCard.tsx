import { type KycDocument, type KycDocumentKind, kycApi } from '@wl/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { FieldError } from '../../components/FieldError';
import { FormMessage } from '../../components/FormMessage';
import { call } from '../../shared/client';
import { useKycMutation } from './api';
import { documentsOf, fileProblem, kindStatus, kycAccept } from './kyc-rules';

/**
 * One kind of document: where it stands, what to send, and its upload (checked here for type and size first; the
 * server reads the bytes). `next` marks a kind the next level still needs.
 */
export const UploadCard = ({ kind, documents, next }: { kind: KycDocumentKind; documents: KycDocument[]; next: boolean }) => {
  const { t } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A file input cannot be emptied from code: a new one replaces it after a sent document.
  const [round, setRound] = useState(0);
  const upload = useKycMutation((data: FormData) => call(kycApi.upload, { body: data }));
  const status = kindStatus(documents, kind);
  // What the reviewer said about the newest document, when it asks for a new one.
  const reason = status === 'REJECTED' || status === 'MORE_REQUESTED' ? documentsOf(documents, kind)[0]?.reason : null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    upload.reset();
    const p = fileProblem(file);
    setProblem(p);
    if (p || !file) return;
    const data = new FormData();
    // The text field before the file: the server reads the parts in order.
    data.set('kind', kind);
    data.set('file', file, file.name);
    upload.mutate(data, {
      onSuccess: () => {
        setFile(null);
        setRound((n) => n + 1);
      },
    });
  };
  return (
    <form
      className={`kyc-upload${next ? ' kyc-upload--next' : ''}`}
      onSubmit={onSubmit}
      noValidate
      data-testid={`kyc-upload-${kind}`}
      data-status={status}
      aria-labelledby={`${id}-title`}
    >
      <div className="kyc-upload__head">
        <h4 id={`${id}-title`}>{t(`kyc.kinds.${kind}`)}</h4>
        {next ? (
          <span className="kyc-badge kyc-badge--next" data-testid="kyc-next">
            {t('kyc.documents.next')}
          </span>
        ) : null}
        {next && status === 'NONE' ? null : (
          <span className={`kyc-badge kyc-badge--${status.toLowerCase()}`} data-testid="kyc-kind-status">
            {t(`kyc.status.${status}`)}
          </span>
        )}
      </div>
      {reason ? (
        <p className="kyc-reason" data-testid="kyc-kind-reason">
          <span className="muted">{t('kyc.documents.reason')}:</span> <bdi>{reason}</bdi>
        </p>
      ) : null}
      <p className="muted kyc-hint">{t(`kyc.kindHelp.${kind}`)}</p>
      {/* The browser's own picker speaks the browser's language: a labelled button in ours opens it instead. */}
      <div className="kyc-pick">
        <label className="btn btn--sm kyc-pick__button" htmlFor={`${id}-file`}>
          {t('kyc.documents.choose')}
        </label>
        <input
          key={round}
          id={`${id}-file`}
          type="file"
          className="visually-hidden"
          accept={kycAccept}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            const f = e.target.files?.[0] ?? null;
            setFile(f);
            setProblem(f ? fileProblem(f) : null);
            upload.reset();
          }}
          data-testid={`kyc-file-${kind}`}
        />
        <bdi className={`kyc-pick__name${file ? '' : ' muted'}`} data-testid="kyc-chosen">
          {file ? file.name : t('kyc.documents.noFile')}
        </bdi>
      </div>
      <FieldError code={problem ?? undefined} />
      <ErrorText error={upload.error} />
      {upload.isSuccess ? (
        <FormMessage tone="success" testId="kyc-uploaded">
          {t('kyc.documents.uploaded')}
        </FormMessage>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={upload.isPending} data-testid={`kyc-send-${kind}`}>
        {upload.isPending ? t('kyc.documents.sending') : t('kyc.documents.send')}
      </button>
    </form>
  );
};
