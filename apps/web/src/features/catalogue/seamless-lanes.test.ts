import type { VendorCategory, VendorItem } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { seamlessLanes, seamlessVendors } from './seamless-lanes';

const vendor = (vassalage: string, gameType: VendorItem['gameType'], seamlessStatus: boolean, id: number): VendorItem => ({
  cardId: id,
  id,
  gameType,
  accountTypeId: id,
  accountTypeName: vassalage,
  vassalage,
  displayName: vassalage,
  seamlessStatus,
  maintenance: false,
  isGame: 'GAME',
  freeplay: false,
  icons: { icon: '', largeIcon: '' },
  isNew: false,
  isHot: false,
  gameCount: 10,
  sort: id,
});
const lane = (gameCategory: VendorCategory['gameCategory'], cards: VendorItem[]): VendorCategory => ({
  gameCategory,
  title: gameCategory,
  cards,
  gameClassify: [],
});

const lanes = [
  lane('RNG', [vendor('PG', 'RNG', true, 1), vendor('JILI', 'RNG', true, 2)]),
  lane('SPORTS', [vendor('SPB', 'SPORTS', false, 3)]),
  lane('FISH', [vendor('JILI', 'FISH', true, 4), vendor('DS88', 'FISH', false, 5)]),
];

describe('/seamless: the vendors on the seamless wallet', () => {
  it('keeps only seamless vendors, and only the categories that have one', () => {
    const out = seamlessLanes(lanes);
    expect(out.map((l) => l.gameCategory)).toEqual(['RNG', 'FISH']);
    expect(out.flatMap((l) => l.cards.map((c) => c.vassalage))).toEqual(['PG', 'JILI', 'JILI']);
  });

  it('offers one category’s vendors, or every category’s with each vendor once', () => {
    expect(seamlessVendors(lanes, 'FISH').map((v) => v.vassalage)).toEqual(['JILI']);
    expect(seamlessVendors(lanes, '').map((v) => v.vassalage)).toEqual(['PG', 'JILI']);
    expect(seamlessVendors(lanes, 'SPORTS')).toEqual([]);
  });
});
