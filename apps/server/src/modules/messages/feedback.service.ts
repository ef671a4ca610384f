import { type FeedbackOptions, feedbackTypes, wordCount } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { sanitizeHtml } from '../../core/sanitize-html';
import type { FeedbackRow } from './feedback.repo';
import type { MessagesContext } from './messages.context';
import { esc, iso, textToHtml } from './messages.format';
import { feedbackAnswerTitle } from './texts';

/** A member or visitor may send this much feedback an hour. */
export const FEEDBACK_PER_HOUR = 5;
export const FEEDBACK_WORDS = { min: 5, max: 300 };

/** Feedback from members and visitors, and the operator's answer (a message to a member). */
export const createFeedback = (ctx: MessagesContext) => {
  const { db, repo, feedbackRepo, now } = ctx;

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
