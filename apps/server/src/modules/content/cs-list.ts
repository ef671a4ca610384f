import { type ContentCsFields, encryptCsLink } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { createLiveCsRepo } from './content.repo';
import { createDraftList, type Scope } from './draft-list';

/**
 * Customer-service links: staff write the plain link; players are given it encrypted (`path`, cs-link.ts), which the
 * list shows beside it so staff see exactly what the player site receives.
 */
export const createCsList = (db: Db) => {
  const list = createDraftList<ContentCsFields, { path: string }>(db, {
    kind: 'cs',
    live: async (tx, merchantId) =>
      (await createLiveCsRepo(tx).list(merchantId)).map((r) => ({
        id: r.id,
        fields: { csType: r.csType, url: r.url, displayName: r.displayName ?? r.csType },
        enabled: r.enabled,
        sort: r.sort,
        window: r.enabled ? ('LIVE' as const) : ('OFF' as const),
        at: null,
      })),
    check: async (_tx, _m, f) => f,
    apply: async (tx, merchantId, id, f) => {
      const repo = createLiveCsRepo(tx);
      if (id !== null) return (await repo.update(merchantId, id, f))?.id ?? id;
      return (await repo.insert({ ...f, merchantId, sort: await repo.nextSort(merchantId) })).id;
    },
    removeLive: async (tx, merchantId, id) => {
      await createLiveCsRepo(tx).remove(merchantId, id);
    },
    setSort: async (tx, merchantId, id, sort) => {
      await createLiveCsRepo(tx).update(merchantId, id, { sort });
    },
    extra: async (f) => ({ path: await encryptCsLink(f.url) }),
  });
  return {
    ...list,
    setEnabled: async (m: Scope, ref: string, enabled: boolean) => {
      if (!ref.startsWith('L')) throw new AppError('resource.not_found');
      const row = await createLiveCsRepo(db).update(m.merchantId, Number(ref.slice(1)), { enabled });
      if (!row) throw new AppError('resource.not_found');
      return list.entry(m.merchantId, ref);
    },
  };
};
export type CsList = ReturnType<typeof createCsList>;
