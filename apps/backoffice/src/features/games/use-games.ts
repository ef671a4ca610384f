import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gamesOpsApi } from '@wl/contracts';
import { call } from '../../shared/client';
import { gamesKeys } from './games-state';

/** The merchant's categories, vendors and sub-types (filters and the edit dialog); they rarely change. */
export const useFacets = (merchant: string) =>
  useQuery({
    queryKey: gamesKeys.facets(merchant),
    queryFn: ({ signal }) => call(gamesOpsApi.facets, { params: { code: merchant }, signal }),
    staleTime: 60_000,
  });

/** A change to the catalogue: on success every list of the merchant's games and vendors is read again. */
export const useCatalogueChange = <I, O>(merchant: string, fn: (input: I) => Promise<O>, onDone?: (value: O) => void) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (value) => {
      onDone?.(value);
      await qc.invalidateQueries({ queryKey: gamesKeys.all(merchant) });
    },
  });
};
