import { type LanguageCode, memberKind, type NoticeItem, type NoticeValue, totalPagesOf } from '@wl/contracts';
import type { Actor } from '../../core/context';
import type { Db } from '../../db/client';
import type { notices } from '../../db/schema';
import { AppError } from '../../core/app-error';
import { sanitizeHtml } from '../../core/sanitize-html';
import type { MerchantContext } from '../merchants';
import { textOf } from '../../core/i18n';
import { createNoticesRepo } from './notices.repo';
import { marketingOpen } from '../protection';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Row = typeof notices.$inferSelect;

export const bannerImage = (merchantCode: string, id: number) => `/media/banner/${merchantCode}/${id}.svg`;

/** Banners, marquee notices, pop-ups, promotions and the announcement list; HTML is sanitised on the way out. */
export const createNoticesService = (deps: { db: Db; now?: () => Date }) => {
  const repo = createNoticesRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  const item = (n: Row, lang: LanguageCode): NoticeItem => ({
    id: n.id,
    title: textOf(n.title, lang),
    content: sanitizeHtml(textOf(n.contentHtml, lang)),
    promotionType: n.promotionType ?? null,
    execution: n.execution,
    createdAt: n.createdAt.toISOString(),
  });

  return {
    notice: async (
      m: MerchantContext,
      lang: LanguageCode,
      q: { types: string[]; platform: string },
      memberId: number | null = null,
    ): Promise<NoticeValue> => {
      const rows = await repo.byTypes(m.id, q.types, q.platform, now());
      // The one marketing check (issue 30): a signed-in member in a time-out, excluded or restricted sees no pop-up or
      // promotion notice; banners and the marquee's service notices stay.
      const quiet = memberId !== null && !(await marketingOpen(deps.db, memberId, now()));
      const of = (t: string) => rows.filter((r) => r.type === t && !(quiet && (t === 'PU' || t === 'PR')));
      return {
        banners: of('B').map((b) => ({
          id: b.id,
          url: b.imageUrl ?? bannerImage(m.code, b.id),
          title: textOf(b.title, lang),
          linkageType: b.linkageType,
          linkUrl: b.linkUrl ?? null,
          groupName: (b.groupName ?? 'w_home') as NoticeValue['banners'][number]['groupName'],
        })),
        player: of('PL').map((n) => item(n, lang)),
        popup: of('PU').map((n) => item(n, lang)),
        promotion: of('PR').map((n) => item(n, lang)),
        home: of('H').map((n) => item(n, lang)),
      };
    },
    announcements: async (m: MerchantContext, lang: LanguageCode, q: { pageNo: number; pageSize: number }) => {
      const { rows, total } = await repo.announcements(m.id, now(), (q.pageNo - 1) * q.pageSize, q.pageSize);
      const totalPages = totalPagesOf(total, q.pageSize);
      if (q.pageNo > totalPages) throw new AppError('game.page_out_of_range');
      return { content: rows.map((n) => item(n, lang)), pageNum: q.pageNo, totalPages, total };
    },
    banner: (merchantId: number, id: number) => repo.banner(merchantId, id),

    /** agentAnnouncement: agents only (a member gets 403 agent.only); a page past the last is refused. */
    agentAnnouncements: async (actor: Actor, lang: LanguageCode, q: { pageNo: number; pageSize: number; search?: string }) => {
      if (memberKind(actor.member.type, actor.merchant.row.settings) !== 'agent') throw new AppError('agent.only');
      const { rows, total } = await repo.agentAnnouncements(
        actor.merchant.id,
        now(),
        q.search || undefined,
        (q.pageNo - 1) * q.pageSize,
        q.pageSize,
      );
      const totalPages = totalPagesOf(total, q.pageSize);
      if (q.pageNo > totalPages) throw new AppError('game.page_out_of_range');
      return {
        list: rows.map((n) => ({ ...item(n, lang), startsAt: iso(n.startsAt), endsAt: iso(n.endsAt) })),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total,
        totalPages,
      };
    },

    /** Operators: every agent announcement, and publishing one (HTML is sanitised when served). */
    opsAgentAnnouncements: async (merchantId: number) => ({
      list: (await repo.allAgentAnnouncements(merchantId)).map(opsView),
    }),
    publishAgentAnnouncement: async (
      merchantId: number,
      b: {
        title: Record<string, string>;
        contentHtml: Record<string, string>;
        startsAt: string | null;
        endsAt: string | null;
        sort: number;
        enabled: boolean;
      },
    ) => {
      const startsAt = b.startsAt ? new Date(b.startsAt) : null;
      const endsAt = b.endsAt ? new Date(b.endsAt) : null;
      if (startsAt && endsAt && endsAt <= startsAt) throw new AppError('request_param_err');
      return opsView(
        await repo.addAgentAnnouncement({
          merchantId,
          title: b.title as Row['title'],
          contentHtml: b.contentHtml as Row['contentHtml'],
          startsAt,
          endsAt,
          sort: b.sort,
          enabled: b.enabled,
        }),
      );
    },
  };
};
const opsView = (n: Row) => ({
  id: n.id,
  title: n.title as Record<string, string>,
  contentHtml: n.contentHtml as Record<string, string>,
  startsAt: iso(n.startsAt),
  endsAt: iso(n.endsAt),
  sort: n.sort,
  enabled: n.enabled,
  createdAt: n.createdAt.toISOString(),
});
export type NoticesService = ReturnType<typeof createNoticesService>;
