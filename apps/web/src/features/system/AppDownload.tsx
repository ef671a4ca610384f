import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Screen } from '../../components/Screen';
import { useSystem } from '../../shared/system';

/** App download (spec: app download with installation guides): the merchant's app resources, the chosen one first. */
export const AppDownload = () => {
  const { t } = useTranslation();
  const { app } = useParams();
  const { info } = useSystem();
  const apps = (info?.resources ?? []).filter((r) => r.type.toUpperCase().startsWith('APP'));
  const chosen = app ? apps.find((r) => r.url.split('/').pop()?.toLowerCase() === app.toLowerCase()) : undefined;
  const ordered = chosen ? [chosen, ...apps.filter((r) => r !== chosen)] : apps;
  return (
    <Screen id="download" title={t('screens.download')} subtitle={t('download.intro')}>
      {ordered.length === 0 ? <EmptyState /> : null}
      <ul className="download-list">
        {ordered.map((r) => {
          const kind = r.type.toUpperCase().replace(/^APP_?/, '');
          const guide = ['IOS', 'ANDROID', 'LITE'].includes(kind) ? kind.toLowerCase() : 'other';
          return (
            <li
              key={r.type}
              className="download-item"
              data-testid={`download-${kind.toLowerCase()}`}
              aria-current={r === chosen ? 'true' : undefined}
            >
              <h2>{t(`download.apps.${guide}`)}</h2>
              <p className="muted">{t(`download.guides.${guide}`)}</p>
            </li>
          );
        })}
      </ul>
    </Screen>
  );
};
