import type { Db } from '../../db/client';
import { createFeedback } from './feedback.service';
import { createInbox } from './inbox.service';
import { createMessageSends } from './message-sends.service';
import { createMessagesContext } from './messages.context';

/**
 * Platform messages: each member's inbox by category, read marks and deletion; operator and agent sends (a send to
 * more than one member is queued and delivered by the `message-sends` job in batches); deposit and withdrawal notices
 * from the domain events; feedback and its answer. Bodies are sanitised when written and again when read.
 */
export const createMessagesService = (deps: { db: Db; now?: () => Date }) => {
  const ctx = createMessagesContext(deps);
  return { ...createInbox(ctx), ...createMessageSends(ctx), ...createFeedback(ctx) };
};
export type MessagesService = ReturnType<typeof createMessagesService>;
