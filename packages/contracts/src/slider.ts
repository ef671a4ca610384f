import { HOME_SECTION_CAP } from './catalogue';

/** Sliders show groups of 6 cards (spec section 9). */
export const SLIDER_GROUP = 6;

/** Number of slider pages for a list. An empty list still has one (empty) page so the pager reads 1 / 1. */
export const sliderPageCount = (count: number, perGroup = SLIDER_GROUP) => Math.max(1, Math.ceil(Math.max(0, count) / perGroup));

/** Grid columns: 2 on the home category, else ceil(count / 6). */
export const sliderColumns = (count: number, isHome: boolean, perGroup = SLIDER_GROUP) =>
  isHome ? 2 : Math.max(1, Math.ceil(Math.max(0, count) / perGroup));

/** The items of one slider page, the page clamped to the available range. */
export const sliderPage = <T>(items: readonly T[], page: number, perGroup = SLIDER_GROUP): T[] => {
  const pages = sliderPageCount(items.length, perGroup);
  const p = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return items.slice((p - 1) * perGroup, p * perGroup);
};

/** Next/previous page with wrap-around, so the arrows loop. */
export const sliderStep = (page: number, delta: 1 | -1, count: number, perGroup = SLIDER_GROUP) => {
  const pages = sliderPageCount(count, perGroup);
  return ((page - 1 + delta + pages) % pages) + 1;
};

/** On the home category the hot and favourite sections show at most 5 items and a More button. */
export const homeSection = <T>(items: readonly T[], isHomeCategory: boolean) => ({
  items: isHomeCategory ? items.slice(0, HOME_SECTION_CAP) : [...items],
  showMore: isHomeCategory && items.length > HOME_SECTION_CAP,
});

/** Total pages of a paged list (at least 1). */
export const totalPagesOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
