import type { Db } from '../../db/client';
import { createSupportConversationsRepo } from './support-conversations.repo';
import { createSupportMessagesRepo } from './support-messages.repo';
import { createSupportStaffRepo } from './support-staff.repo';

/** Every statement of the support chat: conversations, their messages and files, the staff and canned answers. */
export const createSupportRepo = (db: Db) => ({
  ...createSupportConversationsRepo(db),
  ...createSupportMessagesRepo(db),
  ...createSupportStaffRepo(db),
});
export type SupportRepo = ReturnType<typeof createSupportRepo>;
