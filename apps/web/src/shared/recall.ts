import { useQueryClient } from '@tanstack/react-query';
import { walletApi } from '@wl/contracts';
import { useCallback } from 'react';
import { call } from './client';
import { walletKeys } from './query-keys';

/**
 * Brings what transfer-wallet vendors hold back to the main wallet (issue 28: leaving a game, opening the withdrawal
 * page), then refreshes every wallet figure. A recall the vendor could not answer stays pending on the server, which
 * retries it; the balance then marks that wallet as pending, so nothing here needs to report it.
 */
export const useRecall = () => {
  const qc = useQueryClient();
  return useCallback(async () => {
    try {
      await call(walletApi.recall);
    } catch {
      // Signed out meanwhile, or the server busy: the next login, launch or withdrawal recalls on the server's side.
    } finally {
      await qc.invalidateQueries({ queryKey: walletKeys.all });
    }
  }, [qc]);
};
