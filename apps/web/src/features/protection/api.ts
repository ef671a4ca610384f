import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProtectionState, protectionApi } from '@wl/contracts';
import { useMemberQuery } from '../../shared/member-query';
import { getToken } from '../../shared/token';

/** Query keys of player protection (the state answers every change, so a change writes it straight in). */
export const protectionKeys = {
  all: ['protection'] as const,
  state: () => ['protection', 'state'] as const,
  summary: (days: number) => ['protection', 'summary', days] as const,
};

export const useProtection = (opts: { enabled?: boolean } = {}) =>
  useMemberQuery(protectionKeys.state(), protectionApi.state, undefined, { enabled: opts.enabled });

export const usePlaySummary = (days: number) =>
  useMemberQuery(protectionKeys.summary(days), protectionApi.summary, { query: { days } }, { staleTime: 60_000 });

/** A change to the member's protection: the state it answers replaces the cached one (its key carries the token). */
export const useProtectionMutation = <In>(fn: (input: In) => Promise<ProtectionState>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (state) => qc.setQueryData([...protectionKeys.state(), getToken()], state),
  });
};
