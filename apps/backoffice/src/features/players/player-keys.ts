import type { PlayerTab } from '@wl/contracts';
import type { SearchState } from './search-state';

/** Query keys of the players feature: everything about one merchant's players under one prefix. */
export const playerKeys = {
  all: (merchant: string) => ['players', merchant] as const,
  search: (merchant: string, s: SearchState) => ['players', merchant, 'search', s] as const,
  /** The signed-in staff member's saved filters of the search page. */
  filters: (merchant: string) => ['players', merchant, 'filters'] as const,
  player: (merchant: string, account: string) => ['players', merchant, 'player', account] as const,
  overview: (merchant: string, account: string) => ['players', merchant, 'player', account, 'overview'] as const,
  records: (merchant: string, account: string, tab: PlayerTab, page: number) =>
    ['players', merchant, 'player', account, 'records', tab, page] as const,
  sessions: (merchant: string, account: string) => ['players', merchant, 'player', account, 'sessions'] as const,
  links: (merchant: string, account: string) => ['players', merchant, 'player', account, 'links'] as const,
  notes: (merchant: string, account: string) => ['players', merchant, 'player', account, 'notes'] as const,
};
