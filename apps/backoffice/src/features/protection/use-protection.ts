import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointBody, type PlayerProtection, protectionOpsApi } from '@wl/contracts';
import { call } from '../../shared/client';
import { protectionKeys } from './protection-keys';

/** A player's protection as the back office reads it: state, history, markers, cases and play summary. */
export const usePlayerProtection = (merchant: string, account: string) =>
  useQuery({
    queryKey: protectionKeys.player(merchant, account),
    queryFn: ({ signal }) => call(protectionOpsApi.player, { params: { code: merchant, account }, signal }),
  });

type Action =
  | { type: 'limit'; body: EndpointBody<typeof protectionOpsApi.setLimit> }
  | { type: 'timeout'; body: EndpointBody<typeof protectionOpsApi.timeout> };

/** Setting a limit and placing a time-out: each answers the player's whole protection, which replaces the cached one. */
export const useProtectionAction = (merchant: string, account: string, onDone: (a: Action) => void) => {
  const qc = useQueryClient();
  const params = { code: merchant, account };
  return useMutation({
    mutationFn: (a: Action): Promise<PlayerProtection> =>
      a.type === 'limit'
        ? call(protectionOpsApi.setLimit, { params, body: a.body })
        : call(protectionOpsApi.timeout, { params, body: a.body }),
    onSuccess: (value, a) => {
      qc.setQueryData(protectionKeys.player(merchant, account), value);
      onDone(a);
    },
  });
};
