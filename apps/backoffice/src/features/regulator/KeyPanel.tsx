import { useMutation } from '@tanstack/react-query';
import { fillPath, type RegulatorKey, regulatorOpsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { fetchFile, saveFile } from '../../shared/fetch-file';
import { useFormat } from '../../shared/format';
import { groupedHex, opensslLines } from './regulator-form';

type Props = { merchant: string; signingKey: RegulatorKey; files: { csv: string; sig: string } | null };

/**
 * The merchant's signing key: its id, fingerprint (what `openssl pkey … | openssl dgst -sha256` prints for the PEM),
 * the PEM to download, and the one line that verifies a file — with the names of the last export once there is one.
 */
export const KeyPanel = ({ merchant, signingKey, files }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const pemName = `regulator-${merchant}-${signingKey.keyId}.pem`;
  const download = useMutation({
    mutationFn: () =>
      fetchFile(fillPath(regulatorOpsApi.publicKey.path, { code: merchant }), { accept: 'application/x-pem-file', fallbackName: pemName }),
    onSuccess: ({ blob, name }) => saveFile(blob, name),
  });
  const lines = opensslLines({ csv: files?.csv ?? 'export.csv', sig: files?.sig ?? 'export.csv.sig', key: pemName });
  return (
    <section className="panel stack regulator-key" aria-labelledby="regulator-key-title" data-testid="regulator-key">
      <h2 id="regulator-key-title">{t('regulator.key.title')}</h2>
      <dl className="facts">
        <div>
          <dt>{t('regulator.key.keyId')}</dt>
          <dd className="mono" dir="ltr" data-testid="regulator-key-id">
            {signingKey.keyId}
          </dd>
        </div>
        <div>
          <dt>{t('regulator.key.algorithm')}</dt>
          <dd>{signingKey.algorithm}</dd>
        </div>
        <div>
          <dt>{t('regulator.key.created')}</dt>
          <dd>{f.dateTime(signingKey.createdAt)}</dd>
        </div>
      </dl>
      <div className="stack regulator-key__fingerprint">
        <span className="muted">{t('regulator.key.fingerprint')}</span>
        <code dir="ltr" data-testid="regulator-fingerprint">
          {groupedHex(signingKey.fingerprint)}
        </code>
      </div>
      <div>
        <button
          type="button"
          className="btn"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          data-testid="regulator-key-download"
        >
          {t('regulator.key.download')}
        </button>
      </div>
      <ErrorText error={download.error} />
      <h3>{t('regulator.key.verify')}</h3>
      <p className="muted">{t('regulator.key.verifyText')}</p>
      <pre className="regulator-command" dir="ltr" data-testid="regulator-openssl">
        {lines.verify}
      </pre>
      <p className="muted">{t('regulator.key.fingerprintText')}</p>
      <pre className="regulator-command" dir="ltr">
        {lines.fingerprint}
      </pre>
    </section>
  );
};
