import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';

export const DepositsQueuePage = () => {
  const { t } = useTranslation();
  return (
    <Page id="deposits" title={t('nav.deposits')}>
      {null}
    </Page>
  );
};
export const WithdrawalsQueuePage = () => {
  const { t } = useTranslation();
  return (
    <Page id="withdrawals" title={t('nav.withdrawals')}>
      {null}
    </Page>
  );
};
