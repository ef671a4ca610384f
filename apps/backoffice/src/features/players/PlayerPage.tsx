import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';

export const PlayerPage = () => {
  const { t } = useTranslation();
  return (
    <Page id="players" title={t('nav.players')}>
      {null}
    </Page>
  );
};
