import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRouteEntry } from '../../shared/route-entry';
import { EmptyState } from '../../components/EmptyState';
import { Screen } from '../../components/Screen';

/**
 * Game screens of spec section 2. Their games, vendors and launch flows arrive with the catalogue and lottery
 * issues; until then each shows its title and the no-data state.
 */
export const CategoryScreen = () => {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const [params] = useSearchParams();
  // /rng?vassalage=<vendor> filters the list to one vendor; /lottery?gameCode=<code> opens one lottery game.
  const vendor = params.get('vassalage');
  const gameCode = params.get('gameCode');
  const subtitle = vendor ? t('games.vendor', { vendor }) : gameCode ? t('games.gameCode', { code: gameCode }) : null;
  return (
    <Screen id={entry.id} title={t(`screens.${entry.id}`)} subtitle={subtitle}>
      <EmptyState />
    </Screen>
  );
};
