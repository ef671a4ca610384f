import { MERCHANT } from './env';

/**
 * Addresses of the pictures the server draws for promotions and points-mall items (issue 36), named by what each is
 * drawn from, so one item always gets the same picture.
 */
export const promotionArtUrl = (p: { id: number; kind: string; art: string }) =>
  `/media/reward/${MERCHANT}/promo-${p.kind}-${p.art}-${p.id}.svg`;

export const mallItemArtUrl = (i: { id: number; art: string }) => `/media/reward/${MERCHANT}/item-${i.art}-${i.id}.svg`;
