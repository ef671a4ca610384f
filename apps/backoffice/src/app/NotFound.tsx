import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An address inside the back office that leads to no page. */
export const NotFound = () => {
  const { t } = useTranslation();
  return (
    <div className="notice" data-testid="not-found">
      <h1>{t('shell.notFoundTitle')}</h1>
      <p>{t('shell.notFound')}</p>
      <p className="actions">
        <Link className="btn" to="/">
          {t('shell.home')}
        </Link>
      </p>
    </div>
  );
};
