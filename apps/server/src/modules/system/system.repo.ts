import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customerServiceLinks,
  domainRoutes,
  helpArticles,
  helpCategories,
  merchantCountries,
  registerSettings,
  resources,
} from '../../db/schema';

export const createSystemRepo = (db: Db) => ({
  customerService: (merchantId: number) =>
    db
      .select()
      .from(customerServiceLinks)
      .where(and(eq(customerServiceLinks.merchantId, merchantId), eq(customerServiceLinks.enabled, true)))
      .orderBy(asc(customerServiceLinks.sort), asc(customerServiceLinks.id)),
  domainRoutes: (merchantId: number) =>
    db.select().from(domainRoutes).where(eq(domainRoutes.merchantId, merchantId)).orderBy(asc(domainRoutes.id)),
  resources: (merchantId: number) =>
    db.select().from(resources).where(eq(resources.merchantId, merchantId)).orderBy(asc(resources.sort), asc(resources.id)),
  registerSettings: (merchantId: number) =>
    db.select().from(registerSettings).where(eq(registerSettings.merchantId, merchantId)).orderBy(asc(registerSettings.id)),
  countries: (merchantId: number) =>
    db
      .select()
      .from(merchantCountries)
      .where(eq(merchantCountries.merchantId, merchantId))
      .orderBy(asc(merchantCountries.sort), asc(merchantCountries.id)),
  help: async (merchantId: number, language: string, device: string) => {
    const cats = await db
      .select()
      .from(helpCategories)
      .where(and(eq(helpCategories.merchantId, merchantId), eq(helpCategories.language, language), eq(helpCategories.device, device)))
      .orderBy(asc(helpCategories.sort), asc(helpCategories.id));
    if (cats.length === 0) return [];
    const arts = await db
      .select()
      .from(helpArticles)
      .where(
        and(
          eq(helpArticles.merchantId, merchantId),
          inArray(
            helpArticles.categoryId,
            cats.map((c) => c.id),
          ),
        ),
      )
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
    return cats.map((c) => ({
      id: c.id,
      title: c.title,
      articles: arts
        .filter((a) => a.categoryId === c.id)
        .map((a) => ({ id: a.id, anchor: a.anchor, title: a.title, content: a.contentHtml })),
    }));
  },
});
