import { fillPath, promotionsOpsApi } from '@wl/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile } from '../../shared/fetch-file';

type Shot = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' };

/** One image of an application, fetched with the staff token (an <img src> cannot carry it), shown as a thumbnail. */
const EntryImage = ({ merchant, entryId, n, account }: { merchant: string; entryId: number; n: number; account: string }) => {
  const { t } = useTranslation();
  const [shot, setShot] = useState<Shot>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    fetchFile(fillPath(promotionsOpsApi.entryImage.path, { code: merchant, id: entryId, n }), {
      accept: 'image/png, image/jpeg',
      fallbackName: `application-${entryId}-${n}`,
      signal: abort.signal,
    })
      .then(({ blob }) => {
        if (abort.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setShot({ state: 'ready', url });
      })
      .catch(() => {
        if (!abort.signal.aborted) setShot({ state: 'failed' });
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [merchant, entryId, n]);
  const alt = t('promotions.applications.imageAlt', { n: n + 1, account });
  if (shot.state === 'ready')
    return (
      <a href={shot.url} target="_blank" rel="noreferrer" className="promo-shot" aria-label={alt}>
        <img src={shot.url} alt={alt} data-testid="application-image" />
      </a>
    );
  return (
    <span className="promo-shot promo-shot--empty" aria-busy={shot.state === 'loading'}>
      {shot.state === 'failed' ? t('promotions.applications.imageFailed') : <span className="visually-hidden">{t('common.loading')}</span>}
    </span>
  );
};

/** An application's images (up to three), each opening full size in a new tab. */
export const EntryImages = ({
  merchant,
  entryId,
  count,
  account,
}: {
  merchant: string;
  entryId: number;
  count: number;
  account: string;
}) =>
  count === 0 ? null : (
    <span className="promo-shots">
      {Array.from({ length: count }, (_, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an image's number is its identity
        <EntryImage key={n} merchant={merchant} entryId={entryId} n={n} account={account} />
      ))}
    </span>
  );
