import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointBody, type EndpointValue, protectionOpsApi } from '@wl/contracts';
import { call } from '../../shared/client';
import { protectionKeys } from './protection-keys';

type CaseValue = EndpointValue<typeof protectionOpsApi.case>;
export type CaseAction =
  | { type: 'claim' }
  | { type: 'interact'; body: EndpointBody<typeof protectionOpsApi.interact> }
  | { type: 'close'; body: EndpointBody<typeof protectionOpsApi.close> };

/**
 * A case's actions: claim, record an interaction, close. Each answers the case, which replaces the cached one; the
 * queue's lists and the player's tab (its cases, a lifted restriction) are read again.
 */
export const useCaseAction = (merchant: string, id: number, onDone?: (a: CaseAction) => void) => {
  const qc = useQueryClient();
  const params = { code: merchant, id };
  return useMutation({
    mutationFn: (a: CaseAction): Promise<CaseValue> => {
      if (a.type === 'claim') return call(protectionOpsApi.claim, { params });
      if (a.type === 'interact') return call(protectionOpsApi.interact, { params, body: a.body });
      return call(protectionOpsApi.close, { params, body: a.body });
    },
    onSuccess: async (value, a) => {
      qc.setQueryData(protectionKeys.case(merchant, id), value);
      onDone?.(a);
      await qc.invalidateQueries({ queryKey: protectionKeys.casesAll(merchant) });
      await qc.invalidateQueries({ queryKey: [...protectionKeys.all(merchant), 'player', value.account] });
    },
    // A refusal (another owner, closed meanwhile) shows the case as it is now.
    onError: () => qc.invalidateQueries({ queryKey: protectionKeys.case(merchant, id) }),
  });
};
