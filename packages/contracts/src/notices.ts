import { z } from 'zod';
import { wholeNumber } from './whole-number';

/** Notice types: B banner, PL player notice (marquee), PU pop-up, PR promotion, H help/home notice. */
export const noticeTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type NoticeType = (typeof noticeTypes)[number];
export const bannerGroups = ['w_login', 'w_register', 'w_forget', 'w_home', 'w_leftmenu'] as const;
export const executions = ['A', 'B', 'F'] as const;

const typeList = z
  .string()
  .max(40)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(noticeTypes)).min(1));

export const noticeQuery = z.object({
  types: typeList.default(['B', 'PL', 'PU', 'PR', 'H']),
  platform: z.enum(['W']).default('W'),
  execution: z.enum(executions).default('B'),
  language: z.string().max(8).optional(),
});

export const bannerItem = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  linkageType: z.enum(['NONE', 'URL', 'ROUTE', 'GAME']),
  linkUrl: z.string().nullable(),
  groupName: z.enum(bannerGroups),
});
export type BannerItem = z.infer<typeof bannerItem>;

export const noticeItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML: only text formatting, links and same-origin images survive. */
  content: z.string(),
  promotionType: z.string().nullable(),
  execution: z.enum(executions),
  createdAt: z.string(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

export const noticeValue = z.object({
  banners: z.array(bannerItem),
  player: z.array(noticeItem),
  popup: z.array(noticeItem),
  promotion: z.array(noticeItem),
  home: z.array(noticeItem),
});
export type NoticeValue = z.infer<typeof noticeValue>;

export const announcementsQuery = z.object({
  pageNo: wholeNumber(z.number().int().min(1).max(100000)).default(1),
  pageSize: wholeNumber(z.number().int().min(1).max(9)).default(9),
  language: z.string().max(8).optional(),
});
export const announcementsValue = z.object({
  content: z.array(noticeItem),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type AnnouncementsValue = z.infer<typeof announcementsValue>;

/** Announcements for agents (agentAnnouncement): notices of type AG, read only by agents. */
export const agentAnnouncementsQuery = z.object({
  pageNo: wholeNumber(z.number().int().min(1).max(100000)).default(1),
  pageSize: wholeNumber(z.number().int().min(1).max(50)).default(10),
  /** Title or content contains (any language stored). */
  search: z.string().trim().max(64).optional(),
  language: z.string().max(8).optional(),
});
export const agentAnnouncementsValue = z.object({
  list: z.array(noticeItem.extend({ startsAt: z.string().nullable(), endsAt: z.string().nullable() })),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

const localTexts = (max: number) =>
  z
    .record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().min(1).max(max))
    .refine((t) => typeof t.EN === 'string', { message: 'EN is required' });
/** Operators publish an agent announcement: texts per language (EN required), an optional window and order. */
export const opsAgentAnnouncementBody = z
  .object({
    title: localTexts(120),
    contentHtml: localTexts(20_000),
    startsAt: z.iso.datetime().nullable().default(null),
    endsAt: z.iso.datetime().nullable().default(null),
    sort: z.number().int().min(0).max(10_000).default(0),
    enabled: z.boolean().default(true),
  })
  .strict();
export const opsAgentAnnouncementView = z.object({
  id: z.number().int(),
  title: z.record(z.string(), z.string()),
  contentHtml: z.record(z.string(), z.string()),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export const opsAgentAnnouncementsValue = z.object({ list: z.array(opsAgentAnnouncementView) });
