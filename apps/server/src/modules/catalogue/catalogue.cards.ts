import { textOf } from '../../core/i18n';
import type { GameCard, GameCategory, LanguageCode, RngSubType, VendorCategory, VendorItem } from '@wl/contracts';
import type { GameRow, VendorRow } from './catalogue.repo';

/** Image addresses are relative to the server; the web prefixes one of the status payload's image CDNs. */
export const gameIcon = (merchantCode: string, id: number, large = false) =>
  `/media/game/${merchantCode}/${id}${large ? '-large' : ''}.svg`;
export const vendorIcon = (merchantCode: string, vendorId: number, large = false) =>
  `/media/vendor/${merchantCode}/${vendorId}${large ? '-large' : ''}.svg`;

/** An icon uploaded in the back office is served from its own address (its version in the name). */
export const uploadedIcon = (merchantCode: string, file: string) => `/media/game-icon/${merchantCode}/${file}`;

type Maintained = { maintenance: boolean; maintenanceFrom: Date | null; maintenanceUntil: Date | null };
/**
 * Whether a vendor or game is under maintenance at `at`: switched on (until lifted), or inside its window (from
 * inclusive, until exclusive; a window without an end lasts until lifted). Listed still, but not launched.
 */
export const inMaintenance = (r: Maintained, at: Date) =>
  r.maintenance || (r.maintenanceFrom !== null && r.maintenanceFrom <= at && (r.maintenanceUntil === null || at < r.maintenanceUntil));

export const toCard = (g: GameRow, vendor: VendorRow | undefined, lang: LanguageCode, merchantCode: string, at = new Date()): GameCard => {
  const name = textOf(g.displayName, lang);
  const icon = g.iconFile ? uploadedIcon(merchantCode, g.iconFile) : gameIcon(merchantCode, g.id);
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
    lagerIcon: g.hasLargeIcon && !g.iconFile ? gameIcon(merchantCode, g.id, true) : icon,
    isHot: g.isHot,
    isNew: g.isNew,
    maintenance: inMaintenance(g, at) || (vendor ? inMaintenance(vendor, at) : false),
    freeplay: vendor?.freeplay ?? false,
    sort: g.sort,
  };
};

export const toVendorItem = (v: VendorRow, gameCount: number, lang: LanguageCode, merchantCode: string, at = new Date()): VendorItem => ({
  cardId: v.id,
  id: v.id,
  gameType: v.category as GameCategory,
  accountTypeId: v.accountTypeId,
  accountTypeName: v.accountTypeName,
  vassalage: v.vassalage,
  displayName: textOf(v.displayName, lang),
  seamlessStatus: v.seamless,
  maintenance: inMaintenance(v, at),
  isGame: v.isGame,
  freeplay: v.freeplay,
  icons: { icon: vendorIcon(merchantCode, v.id), largeIcon: vendorIcon(merchantCode, v.id, true) },
  isNew: v.isNew,
  isHot: v.isHot,
  gameCount,
  sort: v.sort,
});

export type MenuCategory = VendorCategory;
