import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { LazyTimeoutError } from './lazy-timeout';

/** Shown when a screen fails to load: a lazy chunk over a broken network, or one that took more than 120 s. */
export const RouteError = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  // A lazy screen past its 120 s, or one that failed to arrive: both read as the spec's slow-page message.
  const timedOut = error instanceof LazyTimeoutError;
  return (
    <main className="status-page" data-testid="route-error" data-reason={timedOut ? 'timeout' : 'failed'}>
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
