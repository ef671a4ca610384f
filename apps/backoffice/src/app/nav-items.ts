import type { StaffPermission } from '@wl/contracts';

export type PageId =
  | 'dashboard'
  | 'players'
  | 'rgCases'
  | 'kyc'
  | 'riskCases'
  | 'riskRules'
  | 'deposits'
  | 'withdrawals'
  | 'approvals'
  | 'content'
  | 'promotions'
  | 'loyalty'
  | 'games'
  | 'vendors'
  | 'vendorProtocols'
  | 'agents'
  | 'reports'
  | 'regulator'
  | 'brand'
  | 'staff'
  | 'roles'
  | 'audit'
  | 'sessions';

/**
 * The back office's pages as data: the router, the side navigation and their tests read the same table.
 * `anyOf`: the permissions of which the role needs one to see the page (empty: everyone signed in);
 * `needsMerchant`: the page acts on one merchant (platform staff pick it in the header).
 * Label key: `nav.<id>`.
 */
export type NavItem = { id: PageId; path: string; anyOf: readonly StaffPermission[]; needsMerchant: boolean };

/** The navigation's sections, in order; each page belongs to the section named for it here (label: `navGroups.<id>`). */
export const navGroups = {
  players: ['dashboard', 'players'],
  risk: ['rgCases', 'kyc', 'riskCases', 'riskRules'],
  money: ['deposits', 'withdrawals', 'approvals'],
  marketing: ['content', 'promotions', 'loyalty'],
  catalogue: ['games', 'vendors', 'vendorProtocols', 'agents'],
  reports: ['reports', 'regulator'],
  admin: ['brand', 'staff', 'roles', 'audit'],
  me: ['sessions'],
} as const satisfies Record<string, readonly PageId[]>;
export type NavGroup = keyof typeof navGroups;

/** The section a page is listed under. */
export const groupOf = (id: PageId) =>
  (Object.keys(navGroups) as NavGroup[]).find((g) => (navGroups[g] as readonly PageId[]).includes(id)) ?? 'me';

export const navItems: readonly NavItem[] = [
  { id: 'dashboard', path: 'dashboard', anyOf: ['players.view'], needsMerchant: true },
  { id: 'players', path: 'players', anyOf: ['players.view'], needsMerchant: true },
  { id: 'rgCases', path: 'rg-cases', anyOf: ['protection.view'], needsMerchant: true },
  { id: 'kyc', path: 'kyc', anyOf: ['kyc.view'], needsMerchant: true },
  { id: 'riskCases', path: 'risk-cases', anyOf: ['kyc.view'], needsMerchant: true },
  { id: 'riskRules', path: 'risk-rules', anyOf: ['kyc.view'], needsMerchant: true },
  { id: 'deposits', path: 'deposits', anyOf: ['money.view'], needsMerchant: true },
  { id: 'withdrawals', path: 'withdrawals', anyOf: ['money.view'], needsMerchant: true },
  { id: 'approvals', path: 'approvals', anyOf: ['money.view', 'approvals.decide'], needsMerchant: true },
  { id: 'content', path: 'content', anyOf: ['content.view'], needsMerchant: true },
  { id: 'promotions', path: 'promotions', anyOf: ['promotions.view'], needsMerchant: true },
  { id: 'loyalty', path: 'loyalty', anyOf: ['loyalty.view'], needsMerchant: true },
  { id: 'games', path: 'games', anyOf: ['games.view'], needsMerchant: true },
  { id: 'vendors', path: 'vendors', anyOf: ['games.view'], needsMerchant: true },
  { id: 'vendorProtocols', path: 'vendor-protocols', anyOf: ['games.view'], needsMerchant: true },
  { id: 'agents', path: 'agents', anyOf: ['agents.view'], needsMerchant: true },
  { id: 'reports', path: 'reports', anyOf: ['reports.view'], needsMerchant: true },
  { id: 'regulator', path: 'regulator-exports', anyOf: ['reports.export'], needsMerchant: true },
  { id: 'brand', path: 'brand', anyOf: ['brand.view'], needsMerchant: true },
  { id: 'staff', path: 'staff', anyOf: ['staff.manage'], needsMerchant: true },
  { id: 'roles', path: 'roles', anyOf: ['staff.manage'], needsMerchant: true },
  { id: 'audit', path: 'audit', anyOf: ['audit.view', 'audit.verify'], needsMerchant: true },
  { id: 'sessions', path: 'sessions', anyOf: [], needsMerchant: false },
];

/** Whether a role with these permissions may open the page. */
export const allows = (item: NavItem, permissions: readonly string[]) =>
  item.anyOf.length === 0 || item.anyOf.some((p) => permissions.includes(p));

/** The pages the navigation lists for a role, in the table's order. */
export const visibleNav = (permissions: readonly string[]) => navItems.filter((item) => allows(item, permissions));

/** Where a signed-in staff member lands: the first page they may open (their own sessions at least). */
export const homePath = (permissions: readonly string[]) => `/${visibleNav(permissions)[0]?.path ?? 'sessions'}`;
