import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A page that failed to load (a lost connection while fetching its code, a fault): say so, and offer the way back. */
export const RouteError = () => {
  const { t } = useTranslation();
  return (
    <div className="notice notice--page" data-testid="route-error">
      <h1>{t('shell.errorTitle')}</h1>
      <p>{t('shell.error')}</p>
      <p className="actions">
        <Link className="btn" to="/">
          {t('shell.home')}
        </Link>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
      </p>
    </div>
  );
};
