import { useQuery } from '@tanstack/react-query';
import type { CallInput, EndpointValue, NamedEndpoint } from '@wl/contracts';
import { call } from './client';
import { useToken } from './session';

/**
 * A query of a member call: runs only with a session token, and the token is part of the key so another member's
 * answer is never shown from the cache.
 */
export const useMemberQuery = <D extends NamedEndpoint>(
  key: readonly unknown[],
  def: D,
  input?: CallInput<D>,
  opts: { enabled?: boolean; refetchInterval?: number; staleTime?: number; refetchOnWindowFocus?: boolean } = {},
) => {
  const token = useToken();
  return useQuery<EndpointValue<D>>({
    queryKey: [...key, token],
    queryFn: ({ signal }) => (call as (d: D, i: object) => Promise<EndpointValue<D>>)(def, { ...(input ?? {}), signal }),
    enabled: Boolean(token) && opts.enabled !== false,
    staleTime: opts.staleTime ?? 10_000,
    refetchInterval: opts.refetchInterval,
    ...(opts.refetchOnWindowFocus === undefined ? {} : { refetchOnWindowFocus: opts.refetchOnWindowFocus }),
  });
};
