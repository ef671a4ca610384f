import type { RoundCategory } from '@wl/game-ui';

const BY_KIND: Record<string, RoundCategory> = {
  slot: 'slot',
  jackpot: 'slot',
  scratch: 'scratch',
  bingo: 'draw',
  limbo: 'draw',
  fish: 'fish',
  roulette: 'wheel',
  sicBo: 'dice',
  cockfight: 'fight',
};

/** The status words a studio game speaks in: its engine's (or table's) own category; card games deal. */
export const categoryOf = (kind: string): RoundCategory => BY_KIND[kind] ?? 'cards';
