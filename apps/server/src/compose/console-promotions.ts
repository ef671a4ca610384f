import { createPromotionsConsoleService, promotionsConsoleRoutes } from '../modules/promotions';
import type { ConsoleDeps, ConsolePart } from './console-types';

/**
 * The operator console's promotions area (issue 32): a promotion's definition for the edit form and its cost and
 * uptake. Creating, editing, the applications queue and the loyalty programmes use the operator calls the promotions,
 * rewards, VIP, rebates, points and missions modules already register.
 */
export const createPromotionsPart = (deps: ConsoleDeps): ConsolePart => {
  const service = createPromotionsConsoleService({ db: deps.db, now: deps.now });
  return {
    register: async (app) => {
      await app.register(promotionsConsoleRoutes, { console: service });
    },
  };
};
