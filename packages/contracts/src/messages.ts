import { z } from 'zod';
import { wholeNumber } from './whole-number';

/** Inbox categories (messageV2 tabs): system, promotions, deposits and withdrawals, agent. */
export const messageCategories = ['SYSTEM', 'PROMOTION', 'FUNDS', 'AGENT'] as const;
export type MessageCategory = (typeof messageCategories)[number];

/** Longest title and body (characters, before sanitising) an operator or agent may send. */
export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_BODY_MAX = 5000;

const id = z
  .number()
  .int()
  .positive()
  .max(2 ** 53);

export const inboxQuery = z.object({
  category: z.enum(messageCategories).optional(),
  pageNo: wholeNumber(z.number().int().min(1).max(100000)).default(1),
  pageSize: wholeNumber(z.number().int().min(1).max(50)).default(10),
});

export const inboxItem = z.object({
  id: z.number().int(),
  category: z.enum(messageCategories),
  title: z.string(),
  /** Sanitised HTML: only text formatting, links and same-origin images survive. */
  content: z.string(),
  sender: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxValue = z.object({
  content: z.array(inboxItem),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type InboxValue = z.infer<typeof inboxValue>;

export const unreadValue = z.object({
  total: z.number().int(),
  byCategory: z.object({ SYSTEM: z.number().int(), PROMOTION: z.number().int(), FUNDS: z.number().int(), AGENT: z.number().int() }),
});
export type UnreadValue = z.infer<typeof unreadValue>;

/** Mark messages read: the ids given, or every message (of one category when given) with `all`. */
export const markReadBody = z
  .object({
    ids: z.array(id).max(100).optional(),
    all: z.boolean().optional(),
    category: z.enum(messageCategories).optional(),
  })
  .strict()
  .refine((b) => (b.all === true) !== (b.ids?.length ?? 0) > 0, { message: 'ids or all' });

export const deleteMessagesBody = z.object({ ids: z.array(id).min(1).max(100) }).strict();
export const changedValue = z.object({ changed: z.number().int() });

const title = z.string().trim().min(1).max(MESSAGE_TITLE_MAX);
const body = z.string().trim().min(1).max(MESSAGE_BODY_MAX);

/** An agent's message to its downline: one downline account, or its whole team. */
export const agentMessageBody = z
  .object({
    to: z.union([z.literal('TEAM'), z.string().trim().min(1).max(64)]),
    title,
    content: body,
  })
  .strict();

/** Who an operator's message goes to. */
export const messageTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('MEMBER'), account: z.string().trim().min(1).max(64) }).strict(),
  z.object({ kind: z.literal('ALL') }).strict(),
  z.object({ kind: z.literal('AGENT_TEAM'), account: z.string().trim().min(1).max(64) }).strict(),
  z
    .object({ kind: z.literal('REGISTERED'), from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
    .strict()
    .refine((t) => Date.parse(t.from) < Date.parse(t.to), { message: 'from before to' }),
]);
export type MessageTarget = z.infer<typeof messageTarget>;

/** A text in the merchant's languages (EN required), or one text for all. */
const localText = (s: z.ZodString) => z.union([s, z.object({ EN: s, UR: s.optional() }).strict()]);

export const opsMessageBody = z
  .object({
    target: messageTarget,
    category: z.enum(['SYSTEM', 'PROMOTION']).default('SYSTEM'),
    title: localText(title),
    content: localText(body),
  })
  .strict();

export const messageSendValue = z.object({
  id: z.number().int(),
  status: z.enum(['QUEUED', 'SENDING', 'DONE']),
  delivered: z.number().int(),
});
export type MessageSendValue = z.infer<typeof messageSendValue>;
export const messageSendsRunValue = z.object({ sends: z.number().int(), delivered: z.number().int() });

/** Feedback question types (the form's select). */
export const feedbackTypes = ['SUGGESTION', 'DEPOSIT', 'WITHDRAWAL', 'GAME', 'ACCOUNT', 'OTHER'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];
export const FEEDBACK_CONTENT_MAX = 2000;

/** Words in a text: runs of non-space characters (Urdu and English both separate words by spaces). */
export const wordCount = (s: string) => s.trim().split(/\s+/u).filter(Boolean).length;

export const feedbackBody = z
  .object({
    questionType: z.enum(feedbackTypes),
    content: z.string().trim().min(1).max(FEEDBACK_CONTENT_MAX),
    contact: z.string().trim().max(128).default(''),
  })
  .strict();

export const feedbackOptionsValue = z.object({
  types: z.array(z.enum(feedbackTypes)),
  minWords: z.number().int(),
  maxWords: z.number().int(),
});
export type FeedbackOptions = z.infer<typeof feedbackOptionsValue>;

export const feedbackItem = z.object({
  id: z.number().int(),
  account: z.string().nullable(),
  questionType: z.enum(feedbackTypes),
  content: z.string(),
  contact: z.string(),
  status: z.enum(['OPEN', 'ANSWERED']),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;
export const feedbackSubmitted = z.object({ id: z.number().int() });

export const opsFeedbackQuery = z.object({
  status: z.enum(['OPEN', 'ANSWERED']).optional(),
  limit: wholeNumber(z.number().int().min(1).max(200)).default(50),
});
export const opsFeedbackAnswerBody = z.object({ answer: z.string().trim().min(1).max(MESSAGE_BODY_MAX) }).strict();
