import { useQuery } from '@tanstack/react-query';
import { type BetRecordsQuery, type QueryOf, recordsApi } from '@wl/contracts';
import { call } from '../../shared/client';
import { useLang } from '../../shared/language';
import { useToken } from '../../shared/session';

export type BetRange = BetRecordsQuery['range'];
export type BetFilters = {
  range: BetRange;
  /** Empty for every category. */
  category: BetRecordsQuery['category'] | '';
  status: BetRecordsQuery['status'];
  pageNo: number;
  pageSize: number;
};
type BetsQuery = QueryOf<typeof recordsApi.betRecords>;

/** Query keys start with 'wallet' so a money move (which refreshes every wallet query) refreshes these too. */
export const recordsKeys = {
  bets: (q: BetsQuery, lang: string) => ['wallet', 'records', 'bets', q, lang] as const,
  profit: (range: BetRange) => ['wallet', 'records', 'profit', range] as const,
};

/** ODSFE2_getBetRecords: the member's bets (game names in the interface language). */
export const useBetRecords = (f: BetFilters) => {
  const token = useToken();
  const lang = useLang();
  const query: BetsQuery = {
    range: f.range,
    status: f.status,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
    language: lang,
    ...(f.category ? { category: f.category } : {}),
  };
  return useQuery({
    queryKey: [...recordsKeys.bets(query, lang), token],
    queryFn: () => call(recordsApi.betRecords, { query }),
    enabled: Boolean(token),
    staleTime: 10_000,
    placeholderData: (prev) => prev,
  });
};

/** ODSFE2_getPersonalProfit: settled bets summed by day and by category. */
export const useProfit = (range: BetRange) => {
  const token = useToken();
  return useQuery({
    queryKey: [...recordsKeys.profit(range), token],
    queryFn: () => call(recordsApi.personalProfit, { query: { range } }),
    enabled: Boolean(token),
    staleTime: 10_000,
  });
};
