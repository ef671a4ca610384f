import { useQuery } from '@tanstack/react-query';
import { type EndpointValue, type MemberKind, membersApi, memberKind } from '@wl/contracts';
import { useSyncExternalStore } from 'react';
import { ApiError } from './api';
import { call } from './client';
import { qk } from './query-keys';
import { getToken, subscribeToken } from './token';
import { useSystem } from './system';

/** The signed-in member as membersApi.info answers it. */
export type MemberInfo = EndpointValue<typeof membersApi.info>;

export const useToken = () => useSyncExternalStore(subscribeToken, getToken, () => null);

export const useMemberInfo = () => {
  const token = useToken();
  return useQuery({
    queryKey: qk.member.info(token),
    queryFn: ({ signal }) => call(membersApi.info, { signal }),
    enabled: Boolean(token),
    staleTime: 30_000,
    retry: (count, err) => !(err instanceof ApiError && err.status > 0 && err.status < 500) && count < 1,
  });
};

export type ViewerState = { token: string | null; kind: MemberKind | 'unknown'; member: MemberInfo | undefined };

/** Who is looking: logged out, member, trial or agent (member `type` against the merchant's lists). */
export const useViewer = (): ViewerState => {
  const token = useToken();
  const { info } = useSystem();
  const { data, isPending, isError } = useMemberInfo();
  if (!token) return { token: null, kind: 'member', member: undefined };
  if (data) {
    const lists = info?.settings ?? undefined;
    return { token, kind: memberKind(Number(data.type), lists), member: data };
  }
  // Without member info (the call failed) nothing special can be proven: treat as a plain member.
  if (isError) return { token, kind: 'member', member: undefined };
  return { token, kind: isPending ? 'unknown' : 'member', member: undefined };
};
