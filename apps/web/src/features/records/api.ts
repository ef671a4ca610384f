import { useQuery } from '@tanstack/react-query';
import type { BetRecordsValue, PersonalProfitValue } from '@wl/contracts';
import { api } from '../../shared/api';
import { useLang } from '../../shared/language';
import { useToken } from '../../shared/session';

export type BetFilters = { range: string; category: string; status: string; pageNo: number; pageSize: number };

/** Query keys start with 'wallet' so a money move (which refreshes every wallet query) refreshes these too. */
export const recordsKeys = {
  bets: (q: object, lang: string) => ['wallet', 'records', 'bets', q, lang] as const,
  profit: (range: string) => ['wallet', 'records', 'profit', range] as const,
};

/** ODSFE2_getBetRecords: the member's bets (game names in the interface language). */
export const useBetRecords = (f: BetFilters) => {
  const token = useToken();
  const lang = useLang();
  const query: Record<string, string | number> = {
    range: f.range,
    status: f.status,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
    language: lang,
  };
  if (f.category) query.category = f.category;
  return useQuery({
    queryKey: [...recordsKeys.bets(query, lang), token],
    queryFn: () => api<BetRecordsValue>('/wps/relay/ODSFE2_getBetRecords', { query }),
    enabled: Boolean(token),
    staleTime: 10_000,
    placeholderData: (prev) => prev,
  });
};

/** ODSFE2_getPersonalProfit: settled bets summed by day and by category. */
export const useProfit = (range: string) => {
  const token = useToken();
  return useQuery({
    queryKey: [...recordsKeys.profit(range), token],
    queryFn: () => api<PersonalProfitValue>('/wps/relay/ODSFE2_getPersonalProfit', { query: { range } }),
    enabled: Boolean(token),
    staleTime: 10_000,
  });
};
