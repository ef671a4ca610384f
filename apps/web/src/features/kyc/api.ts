import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type KycState, kycApi } from '@wl/contracts';
import { useMemberQuery } from '../../shared/member-query';
import { getToken } from '../../shared/token';

/** Query keys of the member's verification (every change answers the whole state, so it is written straight in). */
export const kycKeys = {
  all: ['kyc'] as const,
  state: () => ['kyc', 'state'] as const,
};

export const useKycState = () => useMemberQuery(kycKeys.state(), kycApi.state);

/** A change to the member's verification: the state it answers replaces the cached one (its key carries the token). */
export const useKycMutation = <In>(fn: (input: In) => Promise<KycState>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (state) => qc.setQueryData([...kycKeys.state(), getToken()], state),
  });
};
