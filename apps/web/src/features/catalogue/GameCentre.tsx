import type { GameCategory } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { useRouteEntry } from '../../shared/route-entry';
import { EmptyState } from '../../components/EmptyState';
import { Screen } from '../../components/Screen';
import { useGameList, useVendors } from './api';
import { GameCard } from './GameCard';
import { MatchBoard } from './MatchBoard';

/** Game centre (/sports, /esports, /lott, /elott): the category's games, each opened through the launch rules. */
export const GameCentre = () => {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const category = entry.id.toUpperCase() as GameCategory;
  const lane = useVendors().data?.find((l) => l.gameCategory === category);
  const { data, isPending } = useGameList({ gameType: category, pageNo: 1, pageSize: 100 }, Boolean(lane));
  return (
    <Screen id={entry.id} title={lane?.title ?? t(`screens.${entry.id}`)}>
      {lane && (category === 'SPORTS' || category === 'ESPORTS') ? <MatchBoard category={category} limit={12} /> : null}
      {isPending && lane ? (
        <div className="skeleton-row" aria-busy="true" />
      ) : !data?.games.length ? (
        <EmptyState />
      ) : (
        <div className="game-grid">
          {data.games.map((g) => (
            <GameCard key={g.nodeId} game={g} />
          ))}
        </div>
      )}
    </Screen>
  );
};
