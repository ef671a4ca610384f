import { type PlayerTab, playerTabs, type StaffPermission } from '@wl/contracts';

/** The 360 view's tabs in order: the overview, the server's record tabs, and the lists of their own. */
export const viewTabs = [
  'overview',
  'transactions',
  'bets',
  'money',
  'bonuses',
  'sessions',
  'links',
  'graph',
  'messages',
  'notes',
  'protection',
  'kyc',
  'audit',
] as const;
export type ViewTab = (typeof viewTabs)[number];

/** Tabs that need a permission beyond seeing the player (the rest show to every role that opens the page). */
const tabPermission: Partial<Record<ViewTab, StaffPermission>> = { protection: 'protection.view', kyc: 'kyc.view' };
// The link graph (risk) needs only players.view, like the page itself.

/** The tabs a role with these permissions sees, in order. */
export const visibleTabs = (permissions: readonly string[]): ViewTab[] =>
  viewTabs.filter((tab) => {
    const needs = tabPermission[tab];
    return needs === undefined || permissions.includes(needs);
  });

/** The tab an address names (`?tab=bets`), the overview for anything else. */
export const tabFromParam = (value: string | null): ViewTab =>
  value !== null && (viewTabs as readonly string[]).includes(value) ? (value as ViewTab) : 'overview';

/** Whether a tab is one of the server's paged record tabs. */
export const isRecordTab = (tab: ViewTab): tab is PlayerTab & ViewTab => (playerTabs as readonly string[]).includes(tab);
