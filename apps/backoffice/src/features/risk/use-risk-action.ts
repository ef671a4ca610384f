import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointBody, type EndpointValue, riskOpsApi } from '@wl/contracts';
import { call } from '../../shared/client';
import { riskKeys } from './risk-keys';

type CaseValue = EndpointValue<typeof riskOpsApi.case>;
export type RiskAction =
  | { type: 'claim' }
  | { type: 'note'; body: EndpointBody<typeof riskOpsApi.note> }
  | { type: 'close'; body: EndpointBody<typeof riskOpsApi.close> };

/**
 * A case's actions: claim, note, close. Each answers the case, which replaces the cached one; the queue's lists and
 * graphs (their open-case marks) are read again.
 */
export const useRiskAction = (merchant: string, id: number, onDone?: (a: RiskAction) => void) => {
  const qc = useQueryClient();
  const params = { code: merchant, id };
  return useMutation({
    mutationFn: (a: RiskAction): Promise<CaseValue> => {
      if (a.type === 'claim') return call(riskOpsApi.claim, { params });
      if (a.type === 'note') return call(riskOpsApi.note, { params, body: a.body });
      return call(riskOpsApi.close, { params, body: a.body });
    },
    onSuccess: async (value, a) => {
      qc.setQueryData(riskKeys.case(merchant, id), value);
      onDone?.(a);
      await qc.invalidateQueries({ queryKey: riskKeys.casesAll(merchant) });
      await qc.invalidateQueries({ queryKey: [...riskKeys.all(merchant), 'graph'] });
    },
    // A refusal (another owner, closed meanwhile) shows the case as it is now.
    onError: () => qc.invalidateQueries({ queryKey: riskKeys.case(merchant, id) }),
  });
};
