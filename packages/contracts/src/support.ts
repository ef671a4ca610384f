import type { RealityCheck } from './protection';

/** The member's and the console's socket (chat frames, and player protection's frames for members). */
export const supportSocketPath = '/wps/support/ws';
import { z } from 'zod';

/** Live chat between a member and the merchant's support staff (issue 13; relays CBS_*). */
export const SUPPORT_MAX_BODY = 1000;
export const SUPPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;

export const supportMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: z.enum(['MEMBER', 'STAFF']),
  staffName: z.string().nullable(),
  body: z.string(),
  /** An attached picture (png or jpg): fetch it with the caller's credentials from the files call. */
  fileId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportConversation = z.object({
  id: z.number().int(),
  status: z.enum(['WAITING', 'OPEN', 'CLOSED']),
  memberAccount: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  /** The last message id each side has read (read marks). */
  memberReadId: z.number().int(),
  staffReadId: z.number().int(),
  lastMessageAt: z.string(),
  /** Messages of the other side the viewer has not read. */
  unread: z.number().int(),
  lastBody: z.string().nullable(),
});
export type SupportConversation = z.infer<typeof supportConversation>;

export const supportThread = z.object({ conversation: supportConversation.nullable(), messages: z.array(supportMessage) });
export type SupportThread = z.infer<typeof supportThread>;

export const supportModel = z.object({ modelId: z.string(), name: z.string(), staffOnline: z.number().int() });
export const supportModelList = z.object({ list: z.array(supportModel) });
export const supportLaunchValue = z.object({ chatUrl: z.string(), conversationId: z.number().int() });

/** A body as typed: trimmed, 1–1000 characters (the server also strips markup before storing). */
export const supportText = z.string().trim().min(1).max(SUPPORT_MAX_BODY);
export const supportSendBody = z.object({ body: supportText }).strict();
export const supportReadBody = z.object({ upTo: z.number().int().min(0) }).strict();
export const supportHistoryQuery = z.object({ before: z.coerce.number().int().min(1).optional() }).strict();
export const supportIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

export const supportStaffLoginBody = z
  .object({ username: z.string().trim().min(3).max(32), password: z.string().min(6).max(128) })
  .strict();
export const supportStaffValue = z.object({ id: z.number().int(), username: z.string(), displayName: z.string() });
export const supportStaffSession = z.object({ token: z.string(), staff: supportStaffValue, merchant: z.string(), chatUrl: z.string() });
export const supportStaffList = z.object({ list: z.array(supportStaffValue.extend({ online: z.boolean() })) });
export const supportQueueValue = z.object({
  waiting: z.array(supportConversation),
  mine: z.array(supportConversation),
  others: z.array(supportConversation),
});
/**
 * What the console shows beside a conversation (issue 36): the player's wallets, newest deposits and withdrawals, and
 * bonuses still being wagered. Amounts are minor units as text.
 */
const supportMoneyLine = z.object({ id: z.number().int(), amount: z.string(), status: z.string(), at: z.string() });
export const supportPlayerValue = z.object({
  account: z.string(),
  wallets: z.array(z.object({ wallet: z.string(), balance: z.string() })),
  deposits: z.array(supportMoneyLine),
  withdrawals: z.array(supportMoneyLine),
  bonuses: z.array(
    z.object({ id: z.number().int(), source: z.string(), amount: z.string(), turnoverLeft: z.string(), grantedAt: z.string() }),
  ),
});
export type SupportPlayer = z.infer<typeof supportPlayerValue>;
export const SUPPORT_PLAYER_LINES = 5;

export const supportTransferBody = z.object({ staffId: z.number().int().min(1) }).strict();

export const supportCannedReply = z.object({ id: z.number().int(), title: z.string(), body: z.string() });
export const supportCannedList = z.object({ list: z.array(supportCannedReply) });
export const supportCannedBody = z.object({ title: z.string().trim().min(1).max(64), body: supportText }).strict();
export const supportStaffCreateBody = z
  .object({
    username: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{2,31}$/),
    displayName: z.string().trim().min(1).max(64),
    password: z.string().min(8).max(128),
  })
  .strict();

/** Frames of the chat socket. The client speaks first: `auth` with a member session or a staff console token. */
export type SupportClientFrame =
  | { t: 'auth'; merchant: string; token?: string; staffToken?: string }
  | { t: 'send'; body: string; conversationId?: number; ref?: string }
  | { t: 'typing'; conversationId?: number }
  | { t: 'read'; upTo: number; conversationId?: number };

export type SupportServerFrame =
  | { t: 'ready'; role: 'MEMBER' | 'STAFF' }
  | { t: 'message'; message: SupportMessage; ref?: string }
  | { t: 'typing'; conversationId: number; from: 'MEMBER' | 'STAFF' }
  | { t: 'read'; conversationId: number; by: 'MEMBER' | 'STAFF'; upTo: number }
  | { t: 'conversation'; conversation: SupportConversation }
  | { t: 'error'; code: string; ref?: string }
  /** A reality check is due (issue 30): play pauses until the member answers it (protection reality/ack). */
  | { t: 'reality'; check: RealityCheck }
  /** Player protection ended the session (a time-out, a self-exclusion, a session limit): the code says which. */
  | { t: 'protection'; code: string };
