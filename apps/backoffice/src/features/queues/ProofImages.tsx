import { fillPath, opsApi } from '@wl/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../shared/token';

type Loaded = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' };

/**
 * A proof image through the operator file call: it needs the staff session's bearer token, which an <img src> cannot
 * send, so the bytes are fetched and shown from an object URL (given back when the image leaves the screen).
 */
const useProofUrl = (merchant: string, id: number): Loaded => {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    setLoaded({ state: 'loading' });
    const token = getToken();
    fetch(fillPath(opsApi.file.path, { code: merchant, id }), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: abort.signal,
    })
      .then(async (res) => {
        const type = res.headers.get('content-type') ?? '';
        if (!res.ok || !type.startsWith('image/')) throw new Error(String(res.status));
        url = URL.createObjectURL(await res.blob());
        setLoaded({ state: 'ready', url });
      })
      .catch(() => {
        if (!abort.signal.aborted) setLoaded({ state: 'failed' });
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [merchant, id]);
  return loaded;
};

const Proof = ({ merchant, fileId, n, depositId }: { merchant: string; fileId: number; n: number; depositId: number }) => {
  const { t } = useTranslation();
  const proof = useProofUrl(merchant, fileId);
  if (proof.state === 'failed') {
    return (
      <li className="proof proof--failed" data-testid={`proof-${fileId}`}>
        <span>{t('queues.ticket.proofFailed')}</span>
      </li>
    );
  }
  if (proof.state === 'loading') return <li className="proof proof--loading" data-testid={`proof-${fileId}`} aria-busy="true" />;
  return (
    <li className="proof" data-testid={`proof-${fileId}`}>
      <a href={proof.url} target="_blank" rel="noreferrer" aria-label={t('queues.ticket.proofOpen', { n })}>
        <img src={proof.url} alt={t('queues.ticket.proofAlt', { n, id: depositId })} />
      </a>
    </li>
  );
};

/** A deposit's proof images as thumbnails; each opens full size. */
export const ProofImages = ({ merchant, files, depositId }: { merchant: string; files: readonly number[]; depositId: number }) => {
  const { t } = useTranslation();
  return (
    <section className="ticket__section" aria-label={t('queues.ticket.proofs')}>
      <h3>{t('queues.ticket.proofs')}</h3>
      {files.length === 0 ? (
        <p className="muted">{t('queues.ticket.noProofs')}</p>
      ) : (
        <ul className="proofs">
          {files.map((f, i) => (
            <Proof key={f} merchant={merchant} fileId={f} n={i + 1} depositId={depositId} />
          ))}
        </ul>
      )}
    </section>
  );
};
