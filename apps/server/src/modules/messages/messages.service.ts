import {
  type FeedbackOptions,
  feedbackTypes,
  formatMinor,
  type InboxValue,
  type LanguageCode,
  type MessageCategory,
  type MessageSendValue,
  type MessageTarget,
  memberKind,
  messageCategories,
  totalPagesOf,
  type UnreadValue,
  wordCount,
} from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { textOf } from '../../core/i18n';
import { sanitizeHtml } from '../../core/sanitize-html';
import type { Db } from '../../db/client';
import type { DomainEvent, EventType } from '../outbox';
import { createFeedbackRepo, type FeedbackRow } from './feedback.repo';
import { type Audience, createMessagesRepo, type LocalText, type SendRow } from './messages.repo';
import { feedbackAnswerTitle, fill, fundsTexts } from './texts';

/** Members a delivery batch writes at once (one statement each). */
export const SEND_BATCH = 500;
/** An agent may queue this many team messages an hour; a member or visitor may send this much feedback an hour. */
export const AGENT_SENDS_PER_HOUR = 10;
export const FEEDBACK_PER_HOUR = 5;
export const FEEDBACK_WORDS = { min: 5, max: 300 };
/** The domain events that arrive in the inbox as deposit and withdrawal notices. */
export const fundsEvents = Object.keys(fundsTexts) as EventType[];

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
/** Plain text a person typed (an agent's message, an answer) as safe HTML with its line breaks. */
const textToHtml = (s: string) => esc(s).replace(/\r?\n/g, '<br>');
const local = (v: string | { EN: string; UR?: string }): LocalText => (typeof v === 'string' ? { EN: v } : { ...v });
const mapLocal = (t: LocalText, f: (s: string) => string): LocalText => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, f(v)]));
const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/**
 * Platform messages: each member's inbox by category, read marks and deletion; operator and agent sends (a send to
 * more than one member is queued and delivered by the `message-sends` job in batches); deposit and withdrawal notices
 * from the domain events; feedback and its answer. Bodies are sanitised when written and again when read.
 */
export const createMessagesService = (deps: { db: Db; now?: () => Date }) => {
  const { db } = deps;
  const repo = createMessagesRepo(db);
  const feedbackRepo = createFeedbackRepo(db);
  const now = deps.now ?? (() => new Date());

  const factsOf = async (exec: Db, merchantId: number) => {
    const f = await repo.merchantFacts(exec, merchantId);
    if (!f) throw new AppError('resource.not_found');
    return f;
  };

  const view = (s: SendRow | null): MessageSendValue => {
    if (!s) throw new AppError('resource.not_found');
    return { id: s.id, status: s.status, delivered: s.delivered };
  };

  const audienceOf = (target: Record<string, unknown>): Audience => {
    if (target.kind === 'TEAM') return { kind: 'TEAM', agentId: Number(target.agentId) };
    if (target.kind === 'REGISTERED') return { kind: 'REGISTERED', from: String(target.from), to: String(target.to) };
    if (target.kind === 'MEMBER') return { kind: 'MEMBER', memberId: Number(target.memberId) };
    return { kind: 'ALL' };
  };

  /**
   * One batch of one unfinished send (the given one, or the oldest no other runner holds), in one transaction that
   * locks the send: a second runner skips it. Answers null when there was nothing to take.
   */
  const deliverBatch = (only?: number) =>
    db.transaction(async (tx) => {
      const s = await repo.claimSend(tx, only);
      if (!s) return null;
      const facts = await factsOf(tx, s.merchant_id);
      const batch = await repo.audience(tx, s.merchant_id, audienceOf(s.target), facts.trialTypes, s.cursor, SEND_BATCH);
      const delivered = batch.length > 0 ? await repo.deliver(tx, s, batch) : 0;
      const done = batch.length < SEND_BATCH;
      await repo.advanceSend(tx, s.id, batch.at(-1) ?? s.cursor, delivered, done);
      return { id: s.id, delivered, done };
    });

  /** Delivers every queued send to the end (the leased job, or a test runner); answers the sends finished and messages written. */
  const deliverSends = async () => {
    const out = { sends: 0, delivered: 0 };
    for (;;) {
      const r = await deliverBatch();
      if (!r) return out;
      out.delivered += r.delivered;
      if (r.done) out.sends++;
    }
  };

  /** Queues a send; one member's is delivered at once, a segment's by the job (started here in the background too). */
  const queue = async (
    merchantId: number,
    target: Record<string, unknown>,
    m: { category: MessageCategory; title: LocalText; content: LocalText; sender: string; createdBy: string },
    log?: (err: unknown) => void,
  ) => {
    const id = await repo.queueSend({
      merchantId,
      target,
      category: m.category,
      title: mapLocal(m.title, (s) => s.trim()),
      content: m.content,
      sender: m.sender,
      createdBy: m.createdBy,
    });
    if (target.kind === 'MEMBER') {
      await deliverBatch(id);
    } else {
      // The job delivers it in any case; starting a run now only makes it arrive sooner on a quiet system.
      setTimeout(() => deliverSends().catch((err) => log?.(err)), 0).unref();
    }
    return view(await repo.send(merchantId, id));
  };

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

  const feedbackView = (f: FeedbackRow) => ({
    id: f.id,
    account: f.account,
    questionType: f.question_type,
    content: f.content,
    contact: f.contact,
    status: f.status,
    answer: f.answer,
    answeredBy: f.answered_by,
    createdAt: iso(f.created_at) as string,
    answeredAt: iso(f.answered_at),
  });

  const feedbackWords = (settings: { feedbackMinWords?: number; feedbackMaxWords?: number }) => ({
    min: settings.feedbackMinWords ?? FEEDBACK_WORDS.min,
    max: settings.feedbackMaxWords ?? FEEDBACK_WORDS.max,
  });

  return {
    unread,

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

    /** An agent's message to one member of its team or the whole team (queued), in the agent category. */
    agentSend: async (actor: Actor, body: { to: string; title: string; content: string }, log?: (err: unknown) => void) => {
      if (memberKind(actor.member.type, actor.merchant.row.settings) !== 'agent') throw new AppError('message.agent_only');
      const by = `member:${actor.member.id}`;
      if ((await repo.sendsSince(by, new Date(now().getTime() - 3_600_000))) >= AGENT_SENDS_PER_HOUR)
        throw new AppError('message.too_many');
      let target: Record<string, unknown> = { kind: 'TEAM', agentId: actor.member.id };
      if (body.to !== 'TEAM') {
        const m = await repo.memberByAccount(actor.merchant.id, body.to);
        if (!m || !(await repo.inTeam(actor.merchant.id, actor.member.id, m.id))) throw new AppError('message.not_downline');
        target = { kind: 'MEMBER', memberId: m.id };
      }
      return queue(
        actor.merchant.id,
        target,
        {
          category: 'AGENT',
          title: { EN: body.title },
          content: { EN: textToHtml(body.content) },
          sender: actor.member.account,
          createdBy: by,
        },
        log,
      );
    },

    /** The operator's message: to one member at once; to a team, a registration window or everyone through the job. */
    opsSend: async (
      merchantId: number,
      actor: string,
      body: {
        target: MessageTarget;
        category: 'SYSTEM' | 'PROMOTION';
        title: string | { EN: string; UR?: string };
        content: string | { EN: string; UR?: string };
      },
      log?: (err: unknown) => void,
    ) => {
      const t = body.target;
      let target: Record<string, unknown> = { kind: 'ALL' };
      if (t.kind === 'MEMBER' || t.kind === 'AGENT_TEAM') {
        const m = await repo.memberByAccount(merchantId, t.account);
        if (!m) throw new AppError('resource.not_found');
        target = t.kind === 'MEMBER' ? { kind: 'MEMBER', memberId: m.id } : { kind: 'TEAM', agentId: m.id };
      } else if (t.kind === 'REGISTERED') {
        target = { kind: 'REGISTERED', from: new Date(t.from).toISOString(), to: new Date(t.to).toISOString() };
      }
      return queue(
        merchantId,
        target,
        {
          category: body.category,
          title: local(body.title),
          content: mapLocal(local(body.content), sanitizeHtml),
          sender: 'platform',
          createdBy: actor,
        },
        log,
      );
    },

    sendStatus: async (merchantId: number, id: number) => view(await repo.send(merchantId, id)),
    deliverSends,

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
        category: 'FUNDS',
        title: { EN: fill(texts.title.EN, params), UR: fill(texts.title.UR, params) },
        content: { EN: sanitizeHtml(fill(texts.content.EN, params)), UR: sanitizeHtml(fill(texts.content.UR, params)) },
        sender: 'platform',
        sourceKey: `event:${e.id}`,
      });
    },

    feedbackOptions: (settings: { feedbackMinWords?: number; feedbackMaxWords?: number }): FeedbackOptions => {
      const w = feedbackWords(settings);
      return { types: [...feedbackTypes], minWords: w.min, maxWords: w.max };
    },

    submitFeedback: async (
      merchant: { id: number; row: { settings: { feedbackMinWords?: number; feedbackMaxWords?: number } } },
      memberId: number | null,
      ip: string,
      body: { questionType: (typeof feedbackTypes)[number]; content: string; contact: string },
    ) => {
      const w = feedbackWords(merchant.row.settings);
      const words = wordCount(body.content);
      if (words < w.min || words > w.max) throw new AppError('feedback.word_count', { params: { min: w.min, max: w.max } });
      if ((await feedbackRepo.recent(merchant.id, memberId, ip, new Date(now().getTime() - 3_600_000))) >= FEEDBACK_PER_HOUR)
        throw new AppError('feedback.too_many');
      const id = await feedbackRepo.insert({ merchantId: merchant.id, memberId, ip, ...body });
      return { id };
    },

    feedbackList: async (merchantId: number, status: 'OPEN' | 'ANSWERED' | undefined, limit: number) =>
      (await feedbackRepo.list(merchantId, status, limit)).map(feedbackView),

    /** The operator's answer, and (for a member's feedback) the message carrying it, in one transaction. */
    answerFeedback: async (merchantId: number, id: number, answer: string, by: string) => {
      const f = await feedbackRepo.byId(db, merchantId, id);
      if (!f) throw new AppError('resource.not_found');
      await db.transaction(async (tx) => {
        if (!(await feedbackRepo.answer(tx, id, answer, by))) throw new AppError('wallet.state_invalid');
        if (f.member_id != null) {
          const quote = `<p><small>${esc(f.content)}</small></p><hr>`;
          await repo.insert(tx, {
            merchantId,
            memberId: f.member_id,
            category: 'SYSTEM',
            title: feedbackAnswerTitle,
            content: { EN: sanitizeHtml(quote + textToHtml(answer)) },
            sender: 'support',
            sourceKey: `feedback:${id}`,
          });
        }
      });
      return feedbackView((await feedbackRepo.byId(db, merchantId, id)) as FeedbackRow);
    },
  };
};
export type MessagesService = ReturnType<typeof createMessagesService>;
