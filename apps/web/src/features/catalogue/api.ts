import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameCard, GameCategory, NoticeItem, QueryOf, VendorCategory } from '@wl/contracts';
import { catalogueApi, FAVOURITES_PAGE_SIZE, noticesApi, WINNER_LIMIT } from '@wl/contracts';
import { call } from '../../shared/client';
import { useLang } from '../../shared/language';
import { useToken } from '../../shared/session';
import { CACHE_KEYS, readCache, writeCache } from './session-cache';

/** Query keys of the catalogue (language is part of every key: names come translated from the server). */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  vendors: (lang: string) => ['catalogue', 'vendors', lang] as const,
  hot: (lang: string) => ['catalogue', 'hot', lang] as const,
  list: (lang: string, q: GameListParams) => ['catalogue', 'list', lang, q] as const,
  favouriteIds: (token: string | null) => ['catalogue', 'favouriteIds', token] as const,
  favourites: (token: string | null, lang: string, gameType?: string) => ['catalogue', 'favourites', token, lang, gameType ?? ''] as const,
  recent: (token: string | null, lang: string) => ['catalogue', 'recent', token, lang] as const,
  winners: (lang: string) => ['catalogue', 'winners', lang] as const,
  notice: (lang: string) => ['catalogue', 'notice', lang] as const,
};

const PLATFORM = 'html5-desktop';

/** Vendor lanes per category; cached in session storage under `gameVendor`, per language. */
export const useVendors = () => {
  const lang = useLang();
  return useQuery({
    queryKey: catalogueKeys.vendors(lang),
    queryFn: async () => {
      const v = await call(catalogueApi.gameVendor, { query: { platform: PLATFORM, flush: 'false' } });
      writeCache(CACHE_KEYS.gameVendor, lang, v.data.lanes);
      return v.data.lanes;
    },
    initialData: () => readCache<VendorCategory[]>(CACHE_KEYS.gameVendor, lang),
    staleTime: 5 * 60_000,
  });
};

/** Hot games, cached in session storage under HOT_GAMES until the refresh flag asks for a reload. */
export const useHotGames = () => {
  const lang = useLang();
  return useQuery({
    queryKey: catalogueKeys.hot(lang),
    queryFn: async () => {
      const v = await call(catalogueApi.hotGames, { query: { platform: PLATFORM, language: lang } });
      writeCache(CACHE_KEYS.hotGames, lang, v.list);
      return v.list;
    },
    initialData: () => readCache<GameCard[]>(CACHE_KEYS.hotGames, lang),
    staleTime: 5 * 60_000,
  });
};

/** The list filters the pages choose (platform, client type and language are added here); a page is always named. */
export type GameListParams = Pick<
  QueryOf<typeof catalogueApi.gameList>,
  'gameType' | 'vassalage' | 'gameClassify' | 'keyword' | 'wallet'
> & {
  pageNo: number;
  pageSize: number;
};

export const useGameList = (q: GameListParams, enabled = true) => {
  const lang = useLang();
  return useQuery({
    queryKey: catalogueKeys.list(lang, q),
    queryFn: () => call(catalogueApi.gameList, { query: { clientType: 3, platform: PLATFORM, language: lang, ...q } }),
    enabled,
    staleTime: 60_000,
    placeholderData: (prev) => prev,
  });
};

/** The RNG sub-types one vendor offers (GCSGAME_getVassGameType), for the list centre's filter chips. */
export const useVendorSubTypes = (vassalage: string, gameType?: GameCategory) =>
  useQuery({
    queryKey: ['catalogue', 'vassGameType', vassalage, gameType ?? ''] as const,
    queryFn: async () => (await call(catalogueApi.vassGameType, { query: { vassalage, gameType } })).list.map((x) => x.gameClassify),
    enabled: Boolean(vassalage),
    staleTime: 5 * 60_000,
  });

export const useFavouriteIds = () => {
  const token = useToken();
  return useQuery({
    queryKey: catalogueKeys.favouriteIds(token),
    queryFn: async () => (await call(catalogueApi.favouriteIds)).nodeIds,
    enabled: Boolean(token),
    staleTime: 60_000,
  });
};

export const useFavourites = (gameType?: GameCategory) => {
  const token = useToken();
  const lang = useLang();
  return useQuery({
    queryKey: catalogueKeys.favourites(token, lang, gameType),
    queryFn: async () =>
      (
        await call(catalogueApi.favouriteList, {
          query: { clientType: 3, platform: PLATFORM, language: lang, pageNo: 1, pageSize: FAVOURITES_PAGE_SIZE, gameType },
        })
      ).content,
    enabled: Boolean(token),
  });
};

export const useRecent = () => {
  const token = useToken();
  const lang = useLang();
  return useQuery({
    queryKey: catalogueKeys.recent(token, lang),
    queryFn: async () => (await call(catalogueApi.recent, { query: { language: lang } })).list,
    enabled: Boolean(token),
  });
};

/** The winner board's list (limit 20, spec section 9); the winners page asks for more. */
export const useWinners = (limit = WINNER_LIMIT) => {
  const lang = useLang();
  return useQuery({
    queryKey: [...catalogueKeys.winners(lang), limit],
    queryFn: () => call(catalogueApi.rankList, { query: { category: 'ALL', language: lang, limit } }),
    staleTime: 60_000,
  });
};

export const useNotice = () => {
  const lang = useLang();
  return useQuery({
    queryKey: catalogueKeys.notice(lang),
    queryFn: () => call(noticesApi.notice, { query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', language: lang } }),
    staleTime: 5 * 60_000,
  });
};
export type { NoticeItem };

/**
 * The favourite toggle (spec section 4): adding is optimistic (skipped if already there) then posted; removing
 * drops the id locally then sends the delete. At most one toggle a second; a failure puts the list back.
 */
/** One toggle a second across the whole page, not per card. */
let lastToggle = 0;

export const useToggleFavourite = () => {
  const qc = useQueryClient();
  const token = useToken();
  const key = catalogueKeys.favouriteIds(token);
  const m = useMutation({
    mutationFn: ({ nodeId, add }: { nodeId: number; add: boolean }) =>
      add ? call(catalogueApi.addFavourite, { body: { nodeId } }) : call(catalogueApi.removeFavourite, { body: { nodeId } }),
    onMutate: async ({ nodeId, add }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<number[]>(key) ?? [];
      qc.setQueryData<number[]>(key, add ? [nodeId, ...before] : before.filter((id) => id !== nodeId));
      return { before };
    },
    onError: (_e, _v, ctx) => qc.setQueryData(key, ctx?.before),
    onSettled: () => qc.invalidateQueries({ queryKey: ['catalogue', 'favourites'] }),
  });
  return (nodeId: number) => {
    const now = Date.now();
    if (now - lastToggle < 1000) return false;
    lastToggle = now;
    const ids = qc.getQueryData<number[]>(key) ?? [];
    m.mutate({ nodeId, add: !ids.includes(nodeId) });
    return true;
  };
};
