import { z } from 'zod';
import {
  contentAppFields,
  contentAppsValue,
  contentCsEntry,
  contentCsFields,
  contentCsList,
  contentEnabledBody,
  contentHelpCategoriesBody,
  contentHelpEntry,
  contentHelpFields,
  contentHelpList,
  contentImageValue,
  contentNoticeEntry,
  contentNoticeFields,
  contentNoticeKinds,
  contentNoticeList,
  contentReorderBody,
} from '../content';
import { defineEndpoints } from '../endpoint';
import { opsCodeParams as code } from './ops-params';

const tags = ['backoffice', 'content'];
const base = '/ops/v1/merchants/:code/content';
const ref = z.string().regex(/^[LD][1-9]\d{0,8}$/);

/**
 * One content list's calls: read, add a draft, edit (a draft; a published item keeps showing until "publish"),
 * publish, discard the draft, remove, and the list's order. Reads need content.view, the rest content.manage.
 */
const listCalls = <P extends z.ZodType, I extends z.ZodType, F extends z.ZodType, E extends z.ZodType, L extends z.ZodType>(
  path: string,
  params: P,
  item: I,
  fields: F,
  entry: E,
  list: L,
  what: string,
) => {
  return {
    list: { method: 'GET', path, auth: 'ops', params, value: list, summary: `${what}: published items and drafts`, tags },
    create: { method: 'POST', path, auth: 'ops', params, body: fields, value: entry, summary: `A new ${what} (a draft)`, tags },
    save: {
      method: 'PUT',
      path: `${path}/:ref`,
      auth: 'ops',
      params: item,
      body: fields,
      value: entry,
      summary: `Edit a ${what}: the draft changes; players see the published version until it is published`,
      tags,
    },
    publish: {
      method: 'POST',
      path: `${path}/:ref/publish`,
      auth: 'ops',
      params: item,
      value: entry,
      summary: `Publish a ${what}'s draft to the player site`,
      tags,
    },
    discard: {
      method: 'DELETE',
      path: `${path}/:ref/draft`,
      auth: 'ops',
      params: item,
      value: list,
      summary: `Drop a ${what}'s unpublished draft`,
      tags,
    },
    remove: {
      method: 'DELETE',
      path: `${path}/:ref`,
      auth: 'ops',
      params: item,
      value: list,
      summary: `Remove a ${what} from the player site, with its draft`,
      tags,
    },
    reorder: {
      method: 'PUT',
      path: `${path}/order`,
      auth: 'ops',
      params,
      body: contentReorderBody,
      value: list,
      summary: `The order ${what} items show in (takes effect at once)`,
      tags,
    },
  } as const;
};

const noticeParams = code.extend({ noticeKind: z.enum(contentNoticeKinds) });
const noticeItem = noticeParams.extend({ ref });
const codeItem = code.extend({ ref });
const notices = listCalls(
  `${base}/notices/:noticeKind`,
  noticeParams,
  noticeItem,
  contentNoticeFields,
  contentNoticeEntry,
  contentNoticeList,
  'notice',
);
const help = listCalls(`${base}/help`, code, codeItem, contentHelpFields, contentHelpEntry, contentHelpList, 'help article');
const cs = listCalls(`${base}/cs`, code, codeItem, contentCsFields, contentCsEntry, contentCsList, 'customer-service link');

/** Banners, marquee lines, pop-ups and announcements (the notices the player site reads). */
export const contentNoticesApi = defineEndpoints('contentNotices', {
  ...notices,
  setEnabled: {
    method: 'PUT',
    path: `${base}/notices/:noticeKind/:ref/enabled`,
    auth: 'ops',
    params: noticeItem,
    body: contentEnabledBody,
    value: contentNoticeEntry,
    summary: 'Switch a published notice off or on (takes effect at once)',
    tags,
  },
  uploadImage: {
    method: 'POST',
    path: `${base}/images`,
    auth: 'ops',
    params: code,
    bodyKind: 'multipart',
    value: contentImageValue,
    summary: 'Upload a banner image: one part `file`, PNG, JPEG or WebP by its bytes, at most 2 MB',
    tags,
  },
  image: {
    method: 'GET',
    path: '/media/content/:code/:file',
    auth: 'public',
    params: z.object({ code: z.string().regex(/^[A-Za-z0-9_]{2,32}$/), file: z.string().regex(/^\d{1,9}\.(png|jpg|webp)$/) }),
    produces: 'image/*',
    summary: 'An uploaded content image',
    tags,
    hidden: true,
  },
});

/** Help-centre articles, EN and UR side by side, and the categories they sit in. */
export const contentHelpApi = defineEndpoints('contentHelp', {
  ...help,
  setCategories: {
    method: 'PUT',
    path: `${base}/help-categories`,
    auth: 'ops',
    params: code,
    body: contentHelpCategoriesBody,
    value: contentHelpList,
    summary: 'Rename, reorder, add or remove the help centre’s categories (EN and UR; live at once)',
    tags,
  },
});

/** Customer-service links (served to players encrypted). */
export const contentCsApi = defineEndpoints('contentCs', {
  ...cs,
  setEnabled: {
    method: 'PUT',
    path: `${base}/cs/:ref/enabled`,
    auth: 'ops',
    params: codeItem,
    body: contentEnabledBody,
    value: contentCsEntry,
    summary: 'Switch a published customer-service link off or on (takes effect at once)',
    tags,
  },
});

/** The app download links: one set per merchant, drafted and published like the rest. */
export const contentAppsApi = defineEndpoints('contentApps', {
  get: { method: 'GET', path: `${base}/apps`, auth: 'ops', params: code, value: contentAppsValue, summary: 'The app download links', tags },
  save: {
    method: 'PUT',
    path: `${base}/apps`,
    auth: 'ops',
    params: code,
    body: contentAppFields,
    value: contentAppsValue,
    summary: 'Draft new app download links',
    tags,
  },
  publish: {
    method: 'POST',
    path: `${base}/apps/publish`,
    auth: 'ops',
    params: code,
    value: contentAppsValue,
    summary: 'Publish the drafted app download links',
    tags,
  },
  discard: {
    method: 'DELETE',
    path: `${base}/apps/draft`,
    auth: 'ops',
    params: code,
    value: contentAppsValue,
    summary: 'Drop the drafted app download links',
    tags,
  },
});
