import type { GameCategory, VendorCategory, VendorItem } from '@wl/contracts';

/**
 * The /seamless page's menu: the categories that have vendors on the seamless wallet (games played straight from the
 * main balance, no transfer), each with only those vendors.
 */
export const seamlessLanes = (lanes: readonly VendorCategory[]): VendorCategory[] =>
  lanes.map((l) => ({ ...l, cards: l.cards.filter((c) => c.seamlessStatus) })).filter((l) => l.cards.length > 0);

/** The vendor tabs: one category's seamless vendors, or every category's, each vendor once. */
export const seamlessVendors = (lanes: readonly VendorCategory[], category: GameCategory | ''): VendorItem[] => {
  const cards = seamlessLanes(lanes)
    .filter((l) => !category || l.gameCategory === category)
    .flatMap((l) => l.cards);
  return [...new Map(cards.map((c) => [c.vassalage, c])).values()];
};
