import {
  formatMinor,
  type InboxValue,
  type LanguageCode,
  type MessageCategory,
  messageCategories,
  totalPagesOf,
  type UnreadValue,
} from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { textOf } from '../../core/i18n';
import { sanitizeHtml } from '../../core/sanitize-html';
import type { Db } from '../../db/client';
import type { DomainEvent, EventType } from '../outbox';
import type { MessagesContext } from './messages.context';
import { esc, iso } from './messages.format';
import { fill, fundsTexts } from './texts';

/** The domain events that arrive in the inbox as deposit and withdrawal notices. */
export const fundsEvents = Object.keys(fundsTexts) as EventType[];

/** Each member's inbox by category, read marks and deletion; the deposit and withdrawal notices from the domain events. */
export const createInbox = (ctx: MessagesContext) => {
  const { repo } = ctx;

  const unread = async (actor: Actor): Promise<UnreadValue> => {
    const rows = await repo.unread(actor.merchant.id, actor.member.id);
    const byCategory = Object.fromEntries(
      messageCategories.map((c) => [c, rows.find((r) => r.category === c)?.n ?? 0]),
    ) as UnreadValue['byCategory'];
    return { total: rows.reduce((a, r) => a + r.n, 0), byCategory };
  };

  const requireOwned = async (actor: Actor, ids: number[]) => {
    const unique = [...new Set(ids)];
    if ((await repo.owned(actor.merchant.id, actor.member.id, unique)) !== unique.length) throw new AppError('message.not_found');
    return unique;
  };

  return {
    unread,
    /** The member's unread messages in all (member info's unreadMessage). */
    unreadTotal: async (merchantId: number, memberId: number) => (await repo.unread(merchantId, memberId)).reduce((a, r) => a + r.n, 0),

    inbox: async (
      actor: Actor,
      lang: LanguageCode,
      q: { category?: MessageCategory; pageNo: number; pageSize: number },
    ): Promise<InboxValue> => {
      const { rows, total } = await repo.page(actor.merchant.id, actor.member.id, q.category, (q.pageNo - 1) * q.pageSize, q.pageSize);
      // A page past the end (the last message of it was deleted) is simply empty.
      const totalPages = totalPagesOf(total, q.pageSize);
      return {
        content: rows.map((r) => ({
          id: r.id,
          category: r.category,
          title: textOf(r.title, lang),
          content: sanitizeHtml(textOf(r.content, lang)),
          sender: r.sender,
          read: r.read_at != null,
          createdAt: iso(r.created_at) as string,
        })),
        pageNum: q.pageNo,
        totalPages,
        total,
      };
    },

    markRead: async (actor: Actor, body: { ids?: number[]; all?: boolean; category?: MessageCategory }) => {
      if (body.all) return { changed: await repo.markRead(actor.merchant.id, actor.member.id, null, body.category) };
      const ids = await requireOwned(actor, body.ids ?? []);
      return { changed: await repo.markRead(actor.merchant.id, actor.member.id, ids, undefined) };
    },

    remove: async (actor: Actor, ids: number[]) => {
      const unique = await requireOwned(actor, ids);
      return { changed: await repo.remove(actor.merchant.id, actor.member.id, unique) };
    },

    /** The outbox consumer's handler: a deposit or withdrawal event becomes one message (once, by event id). */
    onFundsEvent: async (e: DomainEvent, tx: Db) => {
      const texts = fundsTexts[e.type];
      if (!texts || e.subjectId == null) return;
      const facts = await repo.merchantFacts(tx, e.merchantId);
      const amount = formatMinor(String(e.payload.amount ?? '0'), facts?.decimals ?? 2);
      const params = { amount: esc(amount), reason: esc(String(e.payload.reason ?? '')) };
      await repo.insert(tx, {
        merchantId: e.merchantId,
        memberId: e.subjectId,
        category: texts.category ?? 'FUNDS',
        title: { EN: fill(texts.title.EN, params), UR: fill(texts.title.UR, params) },
        content: { EN: sanitizeHtml(fill(texts.content.EN, params)), UR: sanitizeHtml(fill(texts.content.UR, params)) },
        sender: 'platform',
        sourceKey: `event:${e.id}`,
      });
    },
  };
};
