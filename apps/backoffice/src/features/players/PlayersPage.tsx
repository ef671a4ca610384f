import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';

export const PlayersPage = () => {
  const { t } = useTranslation();
  return (
    <Page id="players" title={t('nav.players')}>
      {null}
    </Page>
  );
};
