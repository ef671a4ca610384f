import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';

export const DashboardPage = () => {
  const { t } = useTranslation();
  return (
    <Page id="dashboard" title={t('nav.dashboard')}>
      {null}
    </Page>
  );
};
