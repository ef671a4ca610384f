import { useTranslation } from 'react-i18next';
import { useRouteEntry } from '../../shared/route-entry';
import { EmptyState } from '../../components/EmptyState';
import { Screen } from '../../components/Screen';
import { useFavourites, useRecent } from './api';
import { GameCard } from './GameCard';

/** /favorite and /recent: the member's favourite games (page size 999) and recently played games. */
export const AccountGames = () => {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const favourites = useFavourites();
  const recent = useRecent();
  const q = entry.id === 'recent' ? recent : favourites;
  return (
    <Screen id={entry.id} title={t(`screens.${entry.id}`)}>
      {q.isPending ? (
        <div className="skeleton-row" aria-busy="true" />
      ) : !q.data?.length ? (
        <EmptyState />
      ) : (
        <div className="game-grid" data-testid="game-grid">
          {q.data.map((g) => (
            <GameCard key={g.nodeId} game={g} />
          ))}
        </div>
      )}
    </Screen>
  );
};
