import { hashOf } from './fair';
import type { TableKind } from './tables';

export * from './cards';
export * from './fair';
export * from './instant';
export * from './poker';
export * from './blackjack';
export * from './slots';
export * from './sportsbook';
export * from './tables';

export type Category = 'RNG' | 'FISH' | 'LIVE' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT';
export type SubType = 'SC' | 'VP' | 'JP' | 'TG' | 'AC' | 'BG' | null;

/** What a game plays, from its catalogue entry (category, RNG sub-type, English name). */
export type Engine =
  | { kind: 'slot'; jackpot: boolean }
  | { kind: 'scratch' }
  | { kind: 'poker' }
  | { kind: 'blackjack' }
  | { kind: 'limbo' }
  | { kind: 'bingo' }
  | { kind: 'fish' }
  | { kind: 'table'; table: TableKind; shared: boolean }
  | { kind: 'sportsbook' };

const TABLE_NAMES: [RegExp, TableKind][] = [
  [/baccarat/i, 'baccarat'],
  [/roulette/i, 'roulette'],
  [/sic ?bo/i, 'sicBo'],
  [/dragon ?tiger/i, 'dragonTiger'],
  [/teen ?patti/i, 'teenPatti'],
  [/andar ?bahar/i, 'andarBahar'],
];
const LIVE_TABLES: TableKind[] = ['baccarat', 'roulette', 'dragonTiger', 'sicBo'];
const CARD_TABLES: TableKind[] = ['teenPatti', 'andarBahar'];

/**
 * The engine of a catalogue entry. Live tables named after another game (a live "Rummy") deal one of the four shared
 * tables, card games named after another game play teen patti or andar bahar against the house; the page names both.
 */
export const engineOf = (g: { code: string; name: string; category: string; sub: string | null }): Engine | null => {
  const named = TABLE_NAMES.find(([re]) => re.test(g.name))?.[1];
  switch (g.category) {
    case 'RNG':
      switch (g.sub) {
        case 'SC':
          return { kind: 'scratch' };
        case 'VP':
          return { kind: 'poker' };
        case 'JP':
          return { kind: 'slot', jackpot: true };
        case 'TG':
          return { kind: 'table', table: 'roulette', shared: false };
        case 'AC':
          return { kind: 'limbo' };
        case 'BG':
          return { kind: 'bingo' };
        default:
          return { kind: 'slot', jackpot: false };
      }
    case 'FISH':
      return { kind: 'fish' };
    case 'LIVE':
      return {
        kind: 'table',
        table: named && LIVE_TABLES.includes(named) ? named : (LIVE_TABLES[hashOf(g.code) % LIVE_TABLES.length] as TableKind),
        shared: true,
      };
    case 'PVP':
      // Blackjack is played against the house with hit, stand and double; Andar Bahar is a shared table where every
      // seated player sees the same cards; the other card games are dealt against the house in one round.
      if (/black ?jack/i.test(g.name)) return { kind: 'blackjack' };
      return {
        kind: 'table',
        table: named ?? (CARD_TABLES[hashOf(g.code) % CARD_TABLES.length] as TableKind),
        shared: named === 'andarBahar',
      };
    case 'SPORTS':
    case 'ESPORTS':
      return { kind: 'sportsbook' };
    case 'COCKFIGHT':
      return { kind: 'table', table: 'cockfight', shared: true };
    default:
      return null;
  }
};

/** Table limits by category: live and cockfight tables 1 to 5,000 (in whole units of 100 minor units), card games 1 to 1,000. */
export const limitsOf = (category: string) =>
  category === 'PVP' || category === 'RNG' ? { min: 100, max: 100_000 } : { min: 100, max: 500_000 };
