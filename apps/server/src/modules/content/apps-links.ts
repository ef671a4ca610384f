import type { ContentAppFields } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import type { MerchantSettingsService } from '../merchants';
import { createDraftsRepo, liveApps } from './content.repo';
import type { Scope } from './draft-list';

const KIND = 'apps';
/** The app links are one set per merchant: their draft is the merchant's only `apps` draft (target 0). */
const TARGET = 0;

/**
 * The app download links, drafted and then published through the merchants module's own write (the one the operator
 * API uses), which drops the cached merchant on every server copy.
 */
export const createAppLinks = (deps: { db: Db; settings: Pick<MerchantSettingsService, 'setApps'> }) => {
  const drafts = createDraftsRepo(deps.db);
  const key = (m: Scope) => ({ merchantId: m.merchantId, kind: KIND });
  const live = async (merchantId: number): Promise<ContentAppFields> => {
    const rows = await liveApps(deps.db, merchantId);
    const url = (type: string) => rows.find((r) => r.type === type)?.url ?? null;
    return { ios: url('APP_IOS'), android: url('APP_ANDROID'), lite: url('APP_LITE') };
  };
  const get = async (m: Scope) => {
    const draft = await drafts.ofTarget(key(m), TARGET);
    return {
      live: await live(m.merchantId),
      draft: (draft?.payload as ContentAppFields | undefined) ?? null,
      updatedBy: draft?.updatedBy ?? null,
      updatedAt: draft?.updatedAt.toISOString() ?? null,
    };
  };
  return {
    get,
    save: async (m: Scope, fields: ContentAppFields, by: string) => {
      await drafts.putForTarget(key(m), TARGET, fields, by);
      return get(m);
    },
    publish: async (m: Scope) => {
      const draft = await drafts.ofTarget(key(m), TARGET);
      if (!draft) throw new AppError('content.nothing_to_publish');
      await deps.settings.setApps(m.code, draft.payload as ContentAppFields, async (tx, merchantId) => {
        await createDraftsRepo(tx).remove({ merchantId, kind: KIND }, draft.id);
      });
      return get(m);
    },
    discard: async (m: Scope) => {
      if (!(await drafts.ofTarget(key(m), TARGET))) throw new AppError('content.nothing_to_publish');
      await drafts.removeOfTarget(key(m), TARGET);
      return get(m);
    },
  };
};
export type AppLinks = ReturnType<typeof createAppLinks>;
