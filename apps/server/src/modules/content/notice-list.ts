import { type ContentNoticeFields, type ContentNoticeKind, noticeTypeOf } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { sanitizeHtml } from '../../core/sanitize-html';
import type { Db } from '../../db/client';
import type { notices } from '../../db/schema';
import { createDraftsRepo, createLiveNoticesRepo } from './content.repo';
import { createDraftList, type LiveItem, type Scope } from './draft-list';

type Row = typeof notices.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** When a published notice shows: off (disabled), later, no more, or now. */
export const windowOf = (r: { enabled: boolean; startsAt: Date | null; endsAt: Date | null }, now: Date): LiveItem<unknown>['window'] => {
  if (!r.enabled) return 'OFF';
  if (r.startsAt && r.startsAt > now) return 'SCHEDULED';
  if (r.endsAt && r.endsAt <= now) return 'ENDED';
  return 'LIVE';
};

const textPair = (t: Record<string, string>) => ({ EN: t.EN ?? t.UR ?? '', UR: t.UR ?? t.EN ?? '' });
const IMAGE_URL = /^\/media\/content\/([A-Z0-9_]+)\/(\d+)\.(png|jpg|webp)$/;
const extOf: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The row's fields as the editor shows them (an image not uploaded here is left out). */
export const noticeFieldsOf = (r: Row): ContentNoticeFields => ({
  title: textPair(r.title),
  contentHtml: textPair(r.contentHtml),
  imageUrl: r.imageUrl && IMAGE_URL.test(r.imageUrl) ? r.imageUrl : null,
  groupName: (r.groupName as ContentNoticeFields['groupName']) ?? null,
  linkageType: r.linkageType,
  linkUrl: r.linkUrl ?? null,
  execution: r.execution,
  startsAt: iso(r.startsAt),
  endsAt: iso(r.endsAt),
});

const linkOk = (f: ContentNoticeFields) => {
  const url = f.linkUrl ?? '';
  if (f.linkageType === 'NONE') return true;
  if (f.linkageType === 'URL') return /^https?:\/\/[^\s/]+\.[^\s]+$/.test(url);
  if (f.linkageType === 'ROUTE') return /^\/[A-Za-z0-9/_\-?=&.#]*$/.test(url);
  return /^[A-Za-z0-9_:-]{1,64}$/.test(url);
};

/**
 * The rules a notice must meet to be saved or published: HTML sanitised (what survives is what is stored), a banner's
 * place and image (an image uploaded for this merchant), a link that fits its type, a schedule that ends after it
 * starts. Anything else is refused with a code and nothing is written.
 */
const checkNotice = async (db: Db, m: Scope, kind: ContentNoticeKind, f: ContentNoticeFields): Promise<ContentNoticeFields> => {
  const banner = kind === 'banner';
  const contentHtml = { EN: sanitizeHtml(f.contentHtml.EN), UR: sanitizeHtml(f.contentHtml.UR) };
  if (!banner && (!contentHtml.EN.trim() || !contentHtml.UR.trim())) throw new AppError('request_param_err');
  if (banner && !f.groupName) throw new AppError('content.group_required');
  if (!linkOk(f)) throw new AppError('content.link_invalid');
  if (f.startsAt && f.endsAt && new Date(f.endsAt) <= new Date(f.startsAt)) throw new AppError('content.schedule_invalid');
  if (banner && f.imageUrl) {
    const [, code, id, ext] = IMAGE_URL.exec(f.imageUrl) ?? [];
    const image = code === m.code ? await createDraftsRepo(db).image(m.merchantId, Number(id)) : null;
    if (!image || extOf[image.mime] !== ext) throw new AppError('content.image_unknown');
  }
  return {
    ...f,
    contentHtml: banner ? { EN: contentHtml.EN, UR: contentHtml.UR } : contentHtml,
    groupName: banner ? f.groupName : null,
    imageUrl: banner ? f.imageUrl : null,
    linkUrl: f.linkageType === 'NONE' ? null : f.linkUrl,
    startsAt: iso(f.startsAt ? new Date(f.startsAt) : null),
    endsAt: iso(f.endsAt ? new Date(f.endsAt) : null),
  };
};

/** Banners, marquee lines, pop-ups and announcements: one draft-and-publish list per kind. */
export const createNoticeLists = (db: Db, now: () => Date) => {
  const make = (kind: ContentNoticeKind) => {
    const type = noticeTypeOf[kind];
    return createDraftList<ContentNoticeFields>(db, {
      kind,
      live: async (tx, merchantId) =>
        (await createLiveNoticesRepo(tx).list(merchantId, type)).map((r) => ({
          id: r.id,
          fields: noticeFieldsOf(r),
          enabled: r.enabled,
          sort: r.sort,
          window: windowOf(r, now()),
          at: r.createdAt,
        })),
      check: (tx, m, f) => checkNotice(tx, m, kind, f),
      apply: async (tx, merchantId, id, f) => {
        const repo = createLiveNoticesRepo(tx);
        const set = {
          title: f.title,
          contentHtml: f.contentHtml,
          imageUrl: f.imageUrl,
          groupName: f.groupName,
          linkageType: f.linkageType,
          linkUrl: f.linkUrl,
          execution: f.execution,
          startsAt: f.startsAt ? new Date(f.startsAt) : null,
          endsAt: f.endsAt ? new Date(f.endsAt) : null,
        };
        if (id !== null) return (await repo.update(merchantId, id, set))?.id ?? id;
        return (await repo.insert({ ...set, merchantId, type, platform: 'W', sort: await repo.nextSort(merchantId, type) })).id;
      },
      removeLive: async (tx, merchantId, id) => {
        await createLiveNoticesRepo(tx).remove(merchantId, id);
      },
      setSort: async (tx, merchantId, id, sort) => {
        await createLiveNoticesRepo(tx).update(merchantId, id, { sort });
      },
    });
  };
  const lists = { banner: make('banner'), marquee: make('marquee'), popup: make('popup'), announcement: make('announcement') };

  return {
    of: (kind: ContentNoticeKind) => lists[kind],
    /** Switches a published notice off or on at once (a takedown needs no publish step). */
    setEnabled: async (m: Scope, kind: ContentNoticeKind, ref: string, enabled: boolean) => {
      if (!ref.startsWith('L')) throw new AppError('resource.not_found');
      const id = Number(ref.slice(1));
      const row = await createLiveNoticesRepo(db).byId(m.merchantId, noticeTypeOf[kind], id);
      if (!row) throw new AppError('resource.not_found');
      await createLiveNoticesRepo(db).update(m.merchantId, id, { enabled });
      return lists[kind].entry(m.merchantId, ref);
    },
  };
};
export type NoticeLists = ReturnType<typeof createNoticeLists>;
