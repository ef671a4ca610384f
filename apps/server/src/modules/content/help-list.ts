import type { ContentHelpCategoriesBody, ContentHelpFields } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { sanitizeHtml } from '../../core/sanitize-html';
import type { Db } from '../../db/client';
import type { helpArticles, helpCategories } from '../../db/schema';
import { createLiveHelpRepo } from './content.repo';
import { createDraftList } from './draft-list';

type Category = typeof helpCategories.$inferSelect;
type Article = typeof helpArticles.$inferSelect;
type Pair = { en: Article | null; ur: Article | null; category: number };

/**
 * The help centre keeps a category list per language; the n-th EN category and the n-th UR category are the same
 * place, and the n-th article of each is the same article in its two languages (both are always written together).
 */
const helpOf = async (db: Db, merchantId: number) => {
  const repo = createLiveHelpRepo(db);
  const [cats, arts] = await Promise.all([repo.categories(merchantId), repo.articles(merchantId)]);
  const en = cats.filter((c) => c.language === 'EN');
  const ur = cats.filter((c) => c.language === 'UR');
  const places = Array.from({ length: Math.max(en.length, ur.length) }, (_, i) => ({ en: en[i] ?? null, ur: ur[i] ?? null }));
  const inCat = (c: Category | null) => (c ? arts.filter((a) => a.categoryId === c.id) : []);
  const pairs: Pair[] = places.flatMap((p, category) => {
    const e = inCat(p.en);
    const u = inCat(p.ur);
    return Array.from({ length: Math.max(e.length, u.length) }, (_, i) => ({ en: e[i] ?? null, ur: u[i] ?? null, category }));
  });
  return { places, pairs };
};

const idOf = (p: Pair) => (p.en ?? p.ur)?.id as number;
const fieldsOf = (p: Pair): ContentHelpFields => {
  const en = p.en ?? p.ur;
  const ur = p.ur ?? p.en;
  return {
    category: p.category,
    anchor: en?.anchor && /^[a-z0-9-]{1,32}$/.test(en.anchor) ? en.anchor : null,
    title: { EN: en?.title ?? '', UR: ur?.title ?? '' },
    contentHtml: { EN: en?.contentHtml ?? '', UR: ur?.contentHtml ?? '' },
  };
};

/** Help-centre articles, written in EN and UR side by side and published as one. */
export const createHelpList = (db: Db) => {
  const pairOf = async (tx: Db, merchantId: number, id: number) => {
    const pair = (await helpOf(tx, merchantId)).pairs.find((p) => idOf(p) === id);
    if (!pair) throw new AppError('resource.not_found');
    return pair;
  };
  const list = createDraftList<ContentHelpFields>(db, {
    kind: 'help',
    live: async (tx, merchantId) =>
      (await helpOf(tx, merchantId)).pairs.map((p, i) => ({
        id: idOf(p),
        fields: fieldsOf(p),
        enabled: true,
        sort: i,
        window: 'LIVE' as const,
        at: null,
      })),
    check: async (tx, m, f) => {
      const place = (await helpOf(tx, m.merchantId)).places[f.category];
      if (!place?.en || !place.ur) throw new AppError('content.category_unknown');
      const contentHtml = { EN: sanitizeHtml(f.contentHtml.EN), UR: sanitizeHtml(f.contentHtml.UR) };
      if (!contentHtml.EN.trim() || !contentHtml.UR.trim()) throw new AppError('request_param_err');
      return { ...f, contentHtml };
    },
    apply: async (tx, merchantId, id, f) => {
      const repo = createLiveHelpRepo(tx);
      const { places, pairs } = await helpOf(tx, merchantId);
      const place = places[f.category];
      if (!place?.en || !place.ur) throw new AppError('content.category_unknown');
      const old = id === null ? null : await pairOf(tx, merchantId, id);
      // A moved or new article goes last in its category (in both languages, so the pairs stay paired).
      const moved = !old || old.category !== f.category;
      const last = pairs.filter((p) => p.category === f.category).reduce((n, p) => Math.max(n, p.en?.sort ?? 0, p.ur?.sort ?? 0), -1);
      const write = async (lang: 'EN' | 'UR', row: Article | null, categoryId: number) => {
        const set = {
          title: f.title[lang],
          contentHtml: f.contentHtml[lang],
          anchor: f.anchor,
          categoryId,
          ...(moved ? { sort: last + 1 } : {}),
        };
        if (row) {
          await repo.update(merchantId, row.id, set);
          return row.id;
        }
        return (await repo.insert({ merchantId, sort: last + 1, ...set })).id;
      };
      const en = await write('EN', old?.en ?? null, place.en.id);
      await write('UR', old?.ur ?? null, place.ur.id);
      return old ? idOf(old) : en;
    },
    removeLive: async (tx, merchantId, id) => {
      const p = await pairOf(tx, merchantId, id);
      for (const a of [p.en, p.ur]) if (a) await createLiveHelpRepo(tx).remove(merchantId, a.id);
    },
    setSort: async (tx, merchantId, id, sort) => {
      const p = await pairOf(tx, merchantId, id);
      for (const a of [p.en, p.ur]) if (a) await createLiveHelpRepo(tx).update(merchantId, a.id, { sort });
    },
  });
  /**
   * The categories in their new order (both languages written together, so the n-th of each stays one place): kept
   * ones renamed and re-sorted with their articles, new ones added, left-out ones removed unless they hold articles.
   * Under a lock of the merchant's categories, so two editors cannot interleave.
   */
  const setCategories = (merchantId: number, body: ContentHelpCategoriesBody) =>
    db.transaction(async (tx) => {
      const repo = createLiveHelpRepo(tx);
      await repo.lockCategories(merchantId);
      const { places, pairs } = await helpOf(tx, merchantId);
      const kept = body.categories.flatMap((c) => (c.position === null ? [] : [c.position]));
      if (new Set(kept).size !== kept.length || kept.some((p) => !places[p])) throw new AppError('content.category_unknown');
      const dropped = places.flatMap((p, i) => (kept.includes(i) ? [] : [{ place: p, i }]));
      // Drafts name their category by place: each follows its category to its new place.
      const drafts = await repo.helpDrafts(merchantId);
      const used = [...pairs.map((a) => a.category), ...drafts.map((d) => d.category)];
      if (dropped.some((d) => used.includes(d.i))) throw new AppError('content.category_in_use');
      for (const d of drafts) {
        const to = body.categories.findIndex((c) => c.position === d.category);
        if (to !== d.category) await repo.setDraftCategory(d.id, to);
      }
      for (const d of dropped) for (const c of [d.place.en, d.place.ur]) if (c) await repo.removeCategory(merchantId, c.id);
      for (const [sort, c] of body.categories.entries()) {
        const place = c.position === null ? { en: null, ur: null } : places[c.position]!;
        for (const lang of ['EN', 'UR'] as const) {
          const row = lang === 'EN' ? place.en : place.ur;
          if (row) await repo.updateCategory(merchantId, row.id, { title: c.title[lang], sort });
          else await repo.insertCategory({ merchantId, language: lang, device: 'WEB', title: c.title[lang], sort });
        }
      }
    });
  return {
    ...list,
    setCategories,
    /** The categories staff choose from: their place and their title in each language. */
    categories: async (merchantId: number) =>
      (await helpOf(db, merchantId)).places.map((p, position) => ({
        position,
        title: { EN: p.en?.title ?? p.ur?.title ?? '', UR: p.ur?.title ?? p.en?.title ?? '' },
      })),
  };
};
export type HelpList = ReturnType<typeof createHelpList>;
