import { randomBytes } from 'node:crypto';
import { createGameAdminService, gameAdminRoutes } from '../modules/game-admin';
import type { ConsoleDeps, ConsolePart } from './console-types';

/** The channel every copy hears a catalogue change on (the merchant's id, after the sending copy's mark). */
const CHANNEL = 'wl:catalogue-changed';

/**
 * The operator console's games and vendors (issue 32). A change drops the merchant's cached catalogue on this copy at
 * once and, through Redis, on every other copy (without Redis there is one copy, which drops its own).
 */
export const createGamesPart = (deps: ConsoleDeps): ConsolePart => {
  const { catalogue, redis } = deps;
  const origin = randomBytes(8).toString('hex');
  const changed = async (merchantId: number) => {
    catalogue.invalidate(merchantId);
    await redis?.publish(CHANNEL, `${origin}:${merchantId}`).catch(() => undefined);
  };
  const games = createGameAdminService({ db: deps.db, now: deps.now, changed, recall: deps.recall });
  return {
    register: async (app) => {
      if (redis)
        await redis.subscribe(CHANNEL, (msg) => {
          const [from, id] = msg.split(':');
          const merchantId = Number(id);
          if (from !== origin && Number.isInteger(merchantId) && merchantId > 0) catalogue.invalidate(merchantId);
        });
      await gameAdminRoutes(app, { games, merchants: deps.merchants });
    },
  };
};
