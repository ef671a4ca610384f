import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueApi, type DayWindow, type LotteryPrizeMode, lotteryApi, type PlaceBetsBody } from '@wl/contracts';
import { call } from '../../shared/client';
import { useLang } from '../../shared/language';
import { walletKeys } from '../../shared/query-keys';
import { useToken } from '../../shared/session';

/** Query keys of the lottery screens; tickets sit under 'wallet' so a money move refreshes them too. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  games: (mode: string, lang: string) => ['lottery', 'games', mode, lang] as const,
  vnMenus: (lang: string) => ['lottery', 'vnMenus', lang] as const,
  vnRecent: (lang: string) => ['lottery', 'vnRecent', lang] as const,
  recent: (mode: string, lang: string) => ['lottery', 'recent', mode, lang] as const,
  byCode: (code: string) => ['lottery', 'byCode', code] as const,
  near: (code: string) => ['lottery', 'near', code] as const,
  odds: (code: string) => ['lottery', 'odds', code] as const,
  draws: (code: string, page: number, window?: string) => ['lottery', 'draws', code, page, window ?? ''] as const,
  trends: (code: string, draws: number) => ['lottery', 'trends', code, draws] as const,
  verify: (id: number) => ['lottery', 'verify', id] as const,
  tickets: (q: object) => ['wallet', 'lottery', 'tickets', q] as const,
  vendors: (lang: string) => ['lottery', 'vendors', lang] as const,
};

/** The lottery games, optionally of one prize mode, each with its next draw (names in the interface language). */
export const useLotteryGames = (prizeMode?: LotteryPrizeMode) => {
  const lang = useLang();
  return useQuery({
    queryKey: lotteryKeys.games(prizeMode ?? '', lang),
    queryFn: () => call(lotteryApi.games, { query: { language: lang, ...(prizeMode ? { prizeMode } : {}) } }),
    staleTime: 5_000,
  });
};

export const useVnMenus = () => {
  const lang = useLang();
  return useQuery({
    queryKey: lotteryKeys.vnMenus(lang),
    queryFn: () => call(lotteryApi.vnMenus, { query: { device: 'WEB' } }),
    staleTime: 5_000,
  });
};

export const useVnRecent = () => {
  const lang = useLang();
  const token = useToken();
  return useQuery({
    queryKey: [...lotteryKeys.vnRecent(lang), token],
    queryFn: () => call(lotteryApi.vnRecent),
    enabled: Boolean(token),
  });
};

/** Games of every area the member bet on lately (the registry's recentLottGame), optionally of one prize mode. */
export const useRecentGames = (prizeMode?: LotteryPrizeMode) => {
  const lang = useLang();
  const token = useToken();
  return useQuery({
    queryKey: [...lotteryKeys.recent(prizeMode ?? '', lang), token],
    queryFn: () => call(lotteryApi.recentGames, { query: prizeMode ? { prizeMode } : {} }),
    enabled: Boolean(token),
  });
};

/** A game's latest result and next draw (the registry's lottoDraw). */
export const useDrawByCode = (gameCode: string) =>
  useQuery({
    queryKey: lotteryKeys.byCode(gameCode),
    queryFn: () => call(lotteryApi.drawByCode, { params: { gameCode } }),
    refetchInterval: 20_000,
  });

/** The vendor lanes the prize-mode rule reads (spec section 4). */
export const useVendorLanes = () => {
  const lang = useLang();
  return useQuery({
    queryKey: lotteryKeys.vendors(lang),
    queryFn: async () => (await call(catalogueApi.gameVendor, { query: { platform: 'html5-desktop', flush: 'false' } })).data.lanes,
    staleTime: 5 * 60_000,
  });
};

/** The next draws of a game; `receivedAt` anchors the countdown to the server's answer, not the device's clock. */
export const useNearDraws = (gameCode: string) =>
  useQuery({
    queryKey: lotteryKeys.near(gameCode),
    queryFn: async () => ({ ...(await call(lotteryApi.near, { query: { gameCode, count: 5 } })), receivedAt: Date.now() }),
    refetchInterval: 30_000,
  });

export const useOdds = (gameCode: string) =>
  useQuery({ queryKey: lotteryKeys.odds(gameCode), queryFn: () => call(lotteryApi.odds, { query: { gameCode } }), staleTime: 60_000 });

/** A game's results, newest first; with a window, its draws of the previous or next days (spec section 9). */
export const useDrawHistory = (gameCode: string, pageNo: number, window?: DayWindow) =>
  useQuery({
    queryKey: lotteryKeys.draws(gameCode, pageNo, window),
    queryFn: () => call(lotteryApi.draws, { query: { gameCode, pageNo, pageSize: 10, ...(window ? { window } : {}) } }),
    placeholderData: (prev) => prev,
    refetchInterval: 20_000,
  });

export const useTrends = (gameCode: string, draws: number) =>
  useQuery({ queryKey: lotteryKeys.trends(gameCode, draws), queryFn: () => call(lotteryApi.trends, { query: { gameCode, draws } }) });

export const useVerify = (drawId: number | null) =>
  useQuery({
    queryKey: lotteryKeys.verify(drawId ?? 0),
    queryFn: () => call(lotteryApi.verify, { params: { drawId: drawId as number } }),
    enabled: drawId !== null,
  });

export type TicketFilter = { gameCode?: string; state?: 'OPEN' | 'WON' | 'LOST' | 'REFUNDED' | 'CANCELLED'; pageNo: number };

export const useTickets = (f: TicketFilter) => {
  const token = useToken();
  const query = { pageNo: f.pageNo, pageSize: 10, ...(f.gameCode ? { gameCode: f.gameCode } : {}), ...(f.state ? { state: f.state } : {}) };
  return useQuery({
    queryKey: [...lotteryKeys.tickets(query), token],
    queryFn: () => call(lotteryApi.tickets, { query }),
    enabled: Boolean(token),
    placeholderData: (prev) => prev,
    refetchInterval: 20_000,
  });
};

/** Places a slip; the balance, tickets and the game's draws refresh after. */
export const usePlaceBets = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceBetsBody) => call(lotteryApi.placeBets, { body }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: walletKeys.all });
      void qc.invalidateQueries({ queryKey: lotteryKeys.all });
    },
  });
};
