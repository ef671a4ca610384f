import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/EmptyState';
import { Screen } from '../components/Screen';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Screen id="notFound" title={t('screens.notFound')}>
      <EmptyState text={t('notFound.text')}>
        <Link className="btn btn--primary" to="/">
          {t('notFound.goHome')}
        </Link>
      </EmptyState>
    </Screen>
  );
}
