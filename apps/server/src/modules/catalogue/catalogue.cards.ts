import { textOf } from '../../core/i18n';
import type { GameCard, GameCategory, LanguageCode, RngSubType, VendorCategory, VendorItem } from '@wl/contracts';
import type { GameRow, VendorRow } from './catalogue.repo';

/** Image addresses are relative to the server; the web prefixes one of the status payload's image CDNs. */
export const gameIcon = (merchantCode: string, id: number, large = false) =>
  `/media/game/${merchantCode}/${id}${large ? '-large' : ''}.svg`;
export const vendorIcon = (merchantCode: string, vendorId: number, large = false) =>
  `/media/vendor/${merchantCode}/${vendorId}${large ? '-large' : ''}.svg`;

export const toCard = (g: GameRow, vendor: VendorRow | undefined, lang: LanguageCode, merchantCode: string): GameCard => {
  const name = textOf(g.displayName, lang);
  const icon = gameIcon(merchantCode, g.id);
  return {
    nodeId: g.id,
    nodeName: name,
    gameCode: g.gameCode,
    gameName: g.gameName,
    displayName: name,
    gameType: g.category as GameCategory,
    gameClassify: (g.subType as RngSubType | null) ?? null,
    vassalage: g.vassalage,
    vendorName: vendor ? textOf(vendor.displayName, lang) : g.vassalage,
    isGame: 'GAME',
    showIcon: true,
    iconUrl: icon,
    lagerIcon: g.hasLargeIcon ? gameIcon(merchantCode, g.id, true) : icon,
    isHot: g.isHot,
    isNew: g.isNew,
    maintenance: vendor?.maintenance ?? false,
    sort: g.sort,
  };
};

export const toVendorItem = (v: VendorRow, gameCount: number, lang: LanguageCode, merchantCode: string): VendorItem => ({
  cardId: v.id,
  id: v.id,
  gameType: v.category as GameCategory,
  accountTypeId: v.accountTypeId,
  accountTypeName: v.accountTypeName,
  vassalage: v.vassalage,
  displayName: textOf(v.displayName, lang),
  seamlessStatus: v.seamless,
  maintenance: v.maintenance,
  isGame: v.isGame,
  freeplay: v.freeplay,
  icons: { icon: vendorIcon(merchantCode, v.id), largeIcon: vendorIcon(merchantCode, v.id, true) },
  isNew: v.isNew,
  isHot: v.isHot,
  gameCount,
  sort: v.sort,
});

export type MenuCategory = VendorCategory;
