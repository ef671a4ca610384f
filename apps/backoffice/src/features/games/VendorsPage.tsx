import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';

/** Placeholder until the page is built (issue 32). */
export const VendorsPage = () => {
  const { t } = useTranslation();
  return (
    <Page id="placeholder" title={t('nav.vendors')}>
      {null}
    </Page>
  );
};
