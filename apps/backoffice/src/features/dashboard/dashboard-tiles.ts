import { type Dashboard, timeOptions } from '@wl/contracts';
import { allows, navItems, type PageId } from '../../app/nav-items';

export type MoneyTile = { id: 'deposits' | 'withdrawals' | 'stake' | 'ggr'; minor: string; negative: boolean };
export type CountTile = { id: 'activePlayers' | 'bets'; count: number };
/** A queue's size and, when the role may open it, the page it links to (`/deposits`, …). */
export type PendingTile = { id: 'deposits' | 'withdrawals' | 'approvals'; count: number; to: string | null };

/** Today's money, in the dashboard's order; GGR can fall below zero (the house paid out more than it took). */
export const moneyTiles = (d: Dashboard): MoneyTile[] =>
  (['deposits', 'withdrawals', 'stake', 'ggr'] as const).map((id) => ({ id, minor: d[id], negative: BigInt(d[id]) < 0n }));

export const countTiles = (d: Dashboard): CountTile[] => (['activePlayers', 'bets'] as const).map((id) => ({ id, count: d[id] }));

/** What waits for staff; each count links to its page only for a role that may open that page. */
export const pendingTiles = (d: Dashboard, permissions: readonly string[]): PendingTile[] =>
  (['deposits', 'withdrawals', 'approvals'] as const).map((id) => {
    const item = navItems.find((n) => n.id === (id satisfies PageId));
    return { id, count: d.pending[id], to: item && allows(item, permissions) ? `/${item.path}` : null };
  });

/** The merchant's day (YYYY-MM-DD, a calendar date, not a moment) in words, in the interface language. */
export const formatDay = (day: string, language: string) => {
  const at = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(at);
};

/** A moment's time of day in the merchant's zone (the browser's when the zone is unknown to it). */
export const formatTime = (ms: number, zone: string, language: string) => {
  const at = new Date(ms);
  try {
    return new Intl.DateTimeFormat(language, { ...timeOptions(language), timeZone: zone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(language, timeOptions(language)).format(at);
  }
};
