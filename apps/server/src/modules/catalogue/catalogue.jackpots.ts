import type { JackpotValue, LanguageCode } from '@wl/contracts';
import { textOf } from '../../core/i18n';
import type { Db } from '../../db/client';
import { createJackpotsRepo } from './jackpots.repo';

/**
 * The jackpot pools (VIS_getJackpot): each enabled pool of the merchant, the money in it read from its ledger account
 * (the sum of its shards: every contribution was posted there in its bet's transaction) and the offered games feeding it.
 */
export const createJackpotList = (db: Db) => {
  const repo = createJackpotsRepo(db);
  return async (merchantId: number, lang: LanguageCode, q: { vassalage?: string }): Promise<JackpotValue> => ({
    list: (await repo.pools(merchantId, q.vassalage?.toUpperCase() ?? null)).map((r) => ({
      poolId: Number(r.id),
      name: textOf(r.name, lang),
      vendor: r.vendor,
      amount: String(r.amount ?? 0),
      currency: r.currency,
      contributionBps: Number(r.bps),
      nodeIds: (r.node_ids ?? []).map(Number),
      gameCodes: r.game_codes,
    })),
  });
};
