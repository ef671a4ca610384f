import type { Db } from '../../db/client';
import { createFeedbackRepo } from './feedback.repo';
import { createMessagesRepo } from './messages.repo';

/** What the messages service's parts share, passed to each as one object: the repos and the clock. */
export const createMessagesContext = (deps: { db: Db; now?: () => Date }) => {
  const { db } = deps;
  const repo = createMessagesRepo(db);
  const feedbackRepo = createFeedbackRepo(db);
  const now = deps.now ?? (() => new Date());
  return { db, repo, feedbackRepo, now };
};
export type MessagesContext = ReturnType<typeof createMessagesContext>;
