import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when a screen fails to load (for example a lazy chunk over a broken network). */
export const RouteError = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="status-page" data-testid="route-error">
      <div className="status-page__card">
        <h1>{t('app.unavailableTitle')}</h1>
        <p>{t('app.pageLoadFailed')}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('app.retry')}
        </button>
      </div>
    </main>
  );
};
