import { createActivityRepo } from '../modules/activity';
import { createDraftsRepo } from '../modules/content';
import { reportsWrite } from '../modules/reports';
import type { ConsoleDeps, ConsolePart } from './console-types';

const DAY_MS = 86_400_000;
/** An uploaded image nothing names is kept this long, so an upload whose draft is not saved yet is never taken. */
export const IMAGE_GRACE_DAYS = 7;

/**
 * What the console's areas write and nothing reads after a while, pruned hourly (each a leased job, one copy at a
 * time): the consumers' seen marks once their events have left the outbox (EVENTS_RETENTION_DAYS, and a day more),
 * and uploaded images no notice, help article or draft names.
 */
export const createRetentionPart = (deps: ConsoleDeps): ConsolePart => {
  const ago = (days: number) => new Date(deps.now().getTime() - days * DAY_MS);
  const seenDays = deps.config.EVENTS_RETENTION_DAYS + 1;
  const activity = createActivityRepo(deps.db);
  const drafts = createDraftsRepo(deps.db);
  return {
    register: async () => {},
    jobs: [
      {
        name: 'seen-marks-prune',
        run: async () => ({
          reports: await reportsWrite.pruneSeen(deps.db, ago(seenDays)),
          growth: await activity.pruneSeen(ago(seenDays)),
        }),
        periodMs: 3_600_000,
      },
      { name: 'content-images-prune', run: async () => ({ images: await drafts.pruneImages(ago(IMAGE_GRACE_DAYS)) }), periodMs: 3_600_000 },
    ],
  };
};
