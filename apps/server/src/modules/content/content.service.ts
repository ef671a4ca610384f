import type { ContentNoticeKind } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import type { MerchantSettingsService } from '../merchants';
import { createAppLinks } from './apps-links';
import { createDraftsRepo } from './content.repo';
import type { ContentImage } from './content-image';
import { createCsList } from './cs-list';
import type { Scope } from './draft-list';
import { createHelpList } from './help-list';
import { createNoticeLists } from './notice-list';

const extOf: Record<ContentImage['mime'], string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * The back office's content (issue 32): banners, marquee, pop-ups, announcements, help articles, customer-service links
 * and app links, each edited as a draft and published to the player site; and the banner images staff upload.
 */
export const createContentService = (deps: { db: Db; settings: Pick<MerchantSettingsService, 'setApps'>; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date());
  const drafts = createDraftsRepo(deps.db);
  const notices = createNoticeLists(deps.db, now);
  const help = createHelpList(deps.db);
  return {
    notices,
    notice: (kind: ContentNoticeKind) => notices.of(kind),
    help,
    helpList: async (m: Scope) => ({ entries: await help.list(m.merchantId), categories: await help.categories(m.merchantId) }),
    cs: createCsList(deps.db),
    apps: createAppLinks({ db: deps.db, settings: deps.settings }),
    /** Stores a checked upload; its URL is what a banner names (and what the player site loads). */
    addImage: async (m: Scope, image: ContentImage, by: string) => {
      const { id } = await drafts.addImage({
        merchantId: m.merchantId,
        mime: image.mime,
        size: image.data.length,
        data: image.data,
        uploadedBy: by,
      });
      return { url: `/media/content/${m.code}/${id}.${extOf[image.mime]}`, mime: image.mime, size: image.data.length };
    },
    /** An uploaded image by its public name; a name whose type differs from the stored one is not found. */
    image: async (merchantId: number, file: string) => {
      const [id, ext] = file.split('.');
      const image = await drafts.image(merchantId, Number(id));
      if (!image || extOf[image.mime as ContentImage['mime']] !== ext) throw new AppError('resource.not_found');
      return image;
    },
  };
};
export type ContentService = ReturnType<typeof createContentService>;
