import { contentRoutes, createContentService } from '../modules/content';
import { createMerchantSettingsService } from '../modules/merchants';
import type { ConsoleDeps, ConsolePart } from './console-types';

/**
 * The operator console's content area (issue 32). The player site reads notices, help and links from the database on
 * every call (no server-side cache of them), so a publish reaches every server copy at once; the app links are written
 * through the merchants module, which drops the cached merchant on every copy.
 */
export const createContentPart = (deps: ConsoleDeps): ConsolePart => {
  const content = createContentService({
    db: deps.db,
    settings: createMerchantSettingsService({ db: deps.db, merchants: deps.merchants }),
    now: deps.now,
  });
  return { register: (app) => contentRoutes(app, { content, merchants: deps.merchants }) };
};
