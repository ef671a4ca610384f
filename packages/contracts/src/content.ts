import { z } from 'zod';
import { bannerGroups, executions } from './notices';

/**
 * The back office's content (issue 32): what staff write, keep as a draft, preview and publish for the player site.
 * Banners, the marquee, pop-ups and announcements are notices (one row shape); help articles, customer-service links
 * and the app links have their own.
 */
export const contentNoticeKinds = ['banner', 'marquee', 'popup', 'announcement'] as const;
export type ContentNoticeKind = (typeof contentNoticeKinds)[number];
export const contentKinds = [...contentNoticeKinds, 'help', 'cs'] as const;
export type ContentKind = (typeof contentKinds)[number];
/** The notice type each kind is stored as (B banner, PL marquee, PU pop-up, AN announcement list). */
export const noticeTypeOf: Record<ContentNoticeKind, string> = { banner: 'B', marquee: 'PL', popup: 'PU', announcement: 'AN' };
export const contentLinkageTypes = ['NONE', 'URL', 'ROUTE', 'GAME'] as const;

/** Uploaded banner images: these types (by their bytes), at most this size. */
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A text in both languages the player site speaks. */
const both = (max: number, min = 1) =>
  z.object({ EN: z.string().trim().min(min).max(max), UR: z.string().trim().min(min).max(max) }).strict();
const moment = z.iso.datetime({ offset: true }).nullable().default(null);

/** A banner, marquee line, pop-up or announcement as staff write it. HTML is sanitised when saved and when served. */
export const contentNoticeFields = z
  .object({
    title: both(120),
    /** Banners carry no text body; the others need one. */
    contentHtml: both(20_000, 0),
    /** An image uploaded through `uploadImage` (banners); none draws the brand's own picture from the title. */
    imageUrl: z
      .string()
      .regex(/^\/media\/content\/[A-Z0-9_]{2,32}\/\d{1,9}\.(png|jpg|webp)$/)
      .nullable()
      .default(null),
    groupName: z.enum(bannerGroups).nullable().default(null),
    linkageType: z.enum(contentLinkageTypes).default('NONE'),
    linkUrl: z.string().trim().max(500).nullable().default(null),
    execution: z.enum(executions).default('B'),
    /** The window players see it in (UTC instants; the back office enters them in the merchant's zone). */
    startsAt: moment,
    endsAt: moment,
  })
  .strict();
export type ContentNoticeFields = z.output<typeof contentNoticeFields>;

/** A help-centre article in both languages: one row per language, under the same category of each. */
export const contentHelpFields = z
  .object({
    /** The category's place in the help centre (its EN and UR titles are the same place). */
    category: z.number().int().min(0).max(99),
    anchor: z
      .string()
      .regex(/^[a-z0-9-]{1,32}$/)
      .nullable()
      .default(null),
    title: both(120),
    contentHtml: both(50_000),
  })
  .strict();
export type ContentHelpFields = z.output<typeof contentHelpFields>;

/** A customer-service link: stored plainly, served to players encrypted (cs-link.ts). */
export const contentCsFields = z
  .object({
    csType: z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/),
    url: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ]{5,20})$/),
    displayName: z.string().trim().min(1).max(64),
  })
  .strict();
export type ContentCsFields = z.output<typeof contentCsFields>;

const appUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/)
  .nullable()
  .default(null);
/** The app download links; a null one is not offered. */
export const contentAppFields = z.object({ ios: appUrl, android: appUrl, lite: appUrl }).strict();
export type ContentAppFields = z.output<typeof contentAppFields>;

/** DRAFT: never published; PUBLISHED: players see it as it is; CHANGED: published, with an edit waiting. */
export const contentStatuses = ['DRAFT', 'PUBLISHED', 'CHANGED'] as const;
export type ContentStatus = (typeof contentStatuses)[number];
/** When a published item shows: now, later, or no more (its schedule in the merchant's zone); off when disabled. */
export const contentWindows = ['LIVE', 'SCHEDULED', 'ENDED', 'OFF'] as const;

/** One row of a content list: `ref` names it in later calls (L = published row, D = draft not yet published). */
const entryOf = <T extends z.ZodType>(fields: T) =>
  z.object({
    ref: z.string(),
    status: z.enum(contentStatuses),
    window: z.enum(contentWindows).nullable(),
    enabled: z.boolean(),
    sort: z.number().int(),
    /** What the editor shows: the draft when there is one, else what is published. */
    value: fields,
    /** What players see now (null until the first publish). */
    live: fields.nullable(),
    updatedBy: z.string().nullable(),
    updatedAt: z.string().nullable(),
  });
export const contentNoticeEntry = entryOf(contentNoticeFields);
export type ContentNoticeEntry = z.output<typeof contentNoticeEntry>;
export const contentHelpEntry = entryOf(contentHelpFields);
export type ContentHelpEntry = z.output<typeof contentHelpEntry>;
/** A customer-service link also carries the encrypted path the player site is given for it. */
export const contentCsEntry = entryOf(contentCsFields).extend({ path: z.string() });
export type ContentCsEntry = z.output<typeof contentCsEntry>;

export const contentNoticeList = z.object({ entries: z.array(contentNoticeEntry) });
export const contentHelpCategory = z.object({ position: z.number().int(), title: z.object({ EN: z.string(), UR: z.string() }) });
const helpCategoryTitle = z.string().trim().min(1).max(60);
/**
 * The help centre's categories in their new order: an existing one by its current `position` (renamed in place, its
 * articles stay with it), a new one with `position` null; one left out is removed, refused while it holds articles.
 */
export const contentHelpCategoriesBody = z
  .object({
    categories: z
      .array(
        z
          .object({
            position: z.number().int().min(0).max(99).nullable(),
            title: z.object({ EN: helpCategoryTitle, UR: helpCategoryTitle }).strict(),
          })
          .strict(),
      )
      .min(1)
      .max(30),
  })
  .strict();
export type ContentHelpCategoriesBody = z.infer<typeof contentHelpCategoriesBody>;
export const contentHelpList = z.object({ entries: z.array(contentHelpEntry), categories: z.array(contentHelpCategory) });
export const contentCsList = z.object({ entries: z.array(contentCsEntry) });
export const contentAppsValue = z.object({
  live: contentAppFields,
  draft: contentAppFields.nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ContentAppsValue = z.output<typeof contentAppsValue>;

/** A list's new order: every ref of the list, first shown first. */
export const contentReorderBody = z
  .object({
    refs: z
      .array(z.string().regex(/^[LD][1-9]\d{0,8}$/))
      .min(1)
      .max(500),
  })
  .strict();
export const contentEnabledBody = z.object({ enabled: z.boolean() }).strict();
export const contentImageValue = z.object({ url: z.string(), mime: z.enum(CONTENT_IMAGE_TYPES), size: z.number().int() });
