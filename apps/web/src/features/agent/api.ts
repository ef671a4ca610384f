import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AgentRange, agentsApi, type BodyOf, type ContractKindName, noticesApi, type QueryOf } from '@wl/contracts';
import { useLang } from '../../shared/language';
import { call } from '../../shared/client';
import { useMemberQuery } from '../../shared/member-query';

/** Keys start with 'wallet' so a money move (which refreshes every wallet query) refreshes the team's figures too. */
const key = (...parts: unknown[]) => ['wallet', 'agent', ...parts] as const;

export type RangeChoice = { range: AgentRange; from?: string; to?: string };
const rangeInput = (r: RangeChoice) => (r.range === 'custom' ? { range: r.range, from: r.from, to: r.to } : { range: r.range });

export const useOverview = (r: RangeChoice) =>
  useMemberQuery(
    key('overview', r),
    agentsApi.overview,
    { query: rangeInput(r) },
    { enabled: r.range !== 'custom' || Boolean(r.from && r.to) },
  );

export const useDownline = (q: QueryOf<typeof agentsApi.downline>) => useMemberQuery(key('downline', q), agentsApi.downline, { query: q });
export const usePnl = (q: QueryOf<typeof agentsApi.pnl>) => useMemberQuery(key('pnl', q), agentsApi.pnl, { query: q });
export const useTeamBets = (q: QueryOf<typeof agentsApi.teamBets>) => {
  const lang = useLang();
  return useMemberQuery(key('teamBets', q, lang), agentsApi.teamBets, { query: { ...q, language: lang } });
};
export const useTeamMoney = (q: QueryOf<typeof agentsApi.teamMoney>) =>
  useMemberQuery(key('teamMoney', q), agentsApi.teamMoney, { query: q }, { enabled: q.range !== 'custom' || Boolean(q.from && q.to) });
export const useAgentAnnouncements = (q: QueryOf<typeof noticesApi.agentAnnouncements>) => {
  const lang = useLang();
  return useMemberQuery(['agent', 'announcements', q, lang], noticesApi.agentAnnouncements, { query: { ...q, language: lang } });
};
export const useRevenue = (r: RangeChoice) => useMemberQuery(key('revenue', r), agentsApi.revenue, { query: rangeInput(r) });
export const useBills = (q: QueryOf<typeof agentsApi.bills>) =>
  useMemberQuery(key('bills', q), agentsApi.bills, { query: q }, { refetchInterval: q.kind === 'REALTIME' ? 30_000 : undefined });
export const useContractFlags = (enabled: boolean) =>
  useMemberQuery(key('flags'), agentsApi.flags, undefined, { enabled, staleTime: 30_000 });
export const useDownlineContracts = (account: string | null) =>
  useMemberQuery(
    key('contracts', account),
    agentsApi.downlineContracts,
    { query: { account: account ?? '' } },
    { enabled: Boolean(account) },
  );

const relays = {
  DAILY: agentsApi.dailySalary,
  HOURLY: agentsApi.hourSalary,
  REALTIME: agentsApi.realtimeSalary,
  DIVIDEND: agentsApi.dividend,
} as const;

const useAgentMutation = <In, Out>(fn: (input: In) => Promise<Out>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ['wallet', 'agent'] }) });
};

/** Accept, refuse or terminate through the kind's relay (the call registry's names). */
export const useAnswer = () =>
  useAgentMutation((input: { kind: ContractKindName; action: 'ACCEPT' | 'REFUSE' | 'TERMINATE'; contractId?: number }) =>
    call(relays[input.kind], { body: { action: input.action, contractId: input.contractId } }),
  );
export const useOffer = () => useAgentMutation((body: BodyOf<typeof agentsApi.offer>) => call(agentsApi.offer, { body }));
export const useRequestTermination = () =>
  useAgentMutation((contractId: number) => call(agentsApi.requestTermination, { body: { contractId } }));
