import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { QrCode } from '../../components/QrCode';
import { Screen } from '../../components/Screen';
import { useSystem } from '../../shared/system';

const GUIDED = ['ios', 'android', 'lite'];
const STEPS = 3;

/** An app address the page may link to: absolute http(s) and not this site's own download page. */
const external = (url: string) => {
  try {
    const u = new URL(url, window.location.origin);
    return /^https?:$/.test(u.protocol) && !(u.origin === window.location.origin && u.pathname.startsWith('/download'));
  } catch {
    return false;
  }
};

/**
 * App download (spec: app download with installation guides): each of the merchant's apps (iOS, Android, lite app,
 * as the operator configured them) with its link, a QR code to open it on a phone, and how to install it; the app
 * named in the address (/download/ios) comes first.
 */
export const AppDownload = () => {
  const { t } = useTranslation();
  const { app } = useParams();
  const { info } = useSystem();
  const apps = (info?.resources ?? [])
    .filter((r) => r.type.toUpperCase().startsWith('APP') && external(r.url))
    .map((r) => {
      const kind = r.type
        .toUpperCase()
        .replace(/^APP_?/, '')
        .toLowerCase();
      return { ...r, kind, guide: GUIDED.includes(kind) ? kind : 'other' };
    });
  const chosen = app ? apps.find((r) => r.kind === app.toLowerCase()) : undefined;
  const ordered = chosen ? [chosen, ...apps.filter((r) => r !== chosen)] : apps;
  return (
    <Screen id="download" title={t('screens.download')} subtitle={t('download.intro')}>
      {ordered.length === 0 ? <EmptyState /> : null}
      <ul className="download-list">
        {ordered.map((r) => (
          <li key={r.type} className="download-item" data-testid={`download-${r.kind}`} aria-current={r === chosen ? 'true' : undefined}>
            <div className="download-item__head">
              <h2>{t(`download.apps.${r.guide}`)}</h2>
              <a className="btn btn--primary" href={r.url} target="_blank" rel="noopener noreferrer" data-testid="download-link">
                {t(`download.get.${r.guide}`)}
              </a>
            </div>
            <div className="download-item__body">
              <QrCode text={r.url} label={t('download.qr', { app: t(`download.apps.${r.guide}`) })} testId={`download-qr-${r.kind}`} />
              <div>
                <h3>{t('download.howTo')}</h3>
                <ol className="download-steps">
                  {Array.from({ length: STEPS }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed steps of a guide
                    <li key={i}>{t(`download.steps.${r.guide}.${i + 1}`)}</li>
                  ))}
                </ol>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Screen>
  );
};
