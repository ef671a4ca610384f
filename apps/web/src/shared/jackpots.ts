import { useQuery } from '@tanstack/react-query';
import { catalogueApi } from '@wl/contracts';
import { call } from './client';
import { useLang } from './language';

/** The merchant's jackpot pools (VIS_getJackpot), refreshed while shown: the amounts grow with every jackpot game's bet. */
export const useJackpots = () => {
  const lang = useLang();
  return useQuery({
    queryKey: ['catalogue', 'jackpots', lang],
    queryFn: ({ signal }) => call(catalogueApi.jackpot, { query: { language: lang }, signal }),
    staleTime: 10_000,
    refetchInterval: 15_000,
  });
};

/** A game by its node id (a tile) or by its vendor and code (a game page). */
export type JackpotGame = { nodeId: number } | { vendor: string; code: string };

/** The pool a game feeds and shows, if any. */
export const useJackpotOf = (game: JackpotGame) => {
  const { data } = useJackpots();
  return data?.list.find((p) =>
    'nodeId' in game ? p.nodeIds.includes(game.nodeId) : p.vendor === game.vendor && p.gameCodes.includes(game.code),
  );
};
