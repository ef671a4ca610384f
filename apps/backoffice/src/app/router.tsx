import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SignInPage } from '../features/signin/SignInPage';
import { AppShell } from './AppShell';
import { HomeRedirect } from './HomeRedirect';
import { type NavItem, navItems, type PageId } from './nav-items';
import { NotFound } from './NotFound';
import { PageGate } from './PageGate';
import { RouteError } from './RouteError';

/** Each page is fetched when first opened (the sign-in and the shell come with the first bundle). */
const pages: Record<PageId, () => Promise<ComponentType>> = {
  dashboard: async () => (await import('../features/dashboard/DashboardPage')).DashboardPage,
  players: async () => (await import('../features/players/PlayersPage')).PlayersPage,
  rgCases: async () => (await import('../features/protection/RgCasesPage')).RgCasesPage,
  kyc: async () => (await import('../features/kyc/KycQueuePage')).KycQueuePage,
  riskCases: async () => (await import('../features/risk/RiskCasesPage')).RiskCasesPage,
  riskRules: async () => (await import('../features/risk/RiskRulesPage')).RiskRulesPage,
  deposits: async () => (await import('../features/queues/QueuePage')).DepositsQueuePage,
  withdrawals: async () => (await import('../features/queues/QueuePage')).WithdrawalsQueuePage,
  approvals: async () => (await import('../features/approvals/ApprovalsPage')).ApprovalsPage,
  content: async () => (await import('../features/content/ContentPage')).ContentPage,
  promotions: async () => (await import('../features/promotions/PromotionsPage')).PromotionsPage,
  loyalty: async () => (await import('../features/loyalty/LoyaltyPage')).LoyaltyPage,
  games: async () => (await import('../features/games/GamesPage')).GamesPage,
  vendors: async () => (await import('../features/games/VendorsPage')).VendorsPage,
  vendorProtocols: async () => (await import('../features/vendor-protocols/VendorProtocolsPage')).VendorProtocolsPage,
  agents: async () => (await import('../features/agents/AgentsPage')).AgentsPage,
  reports: async () => (await import('../features/reports/ReportsPage')).ReportsPage,
  regulator: async () => (await import('../features/regulator/RegulatorExportsPage')).RegulatorExportsPage,
  brand: async () => (await import('../features/brand/BrandPage')).BrandPage,
  staff: async () => (await import('../features/staff/StaffPage')).StaffPage,
  roles: async () => (await import('../features/roles/RolesPage')).RolesPage,
  audit: async () => (await import('../features/audit/AuditPage')).AuditPage,
  sessions: async () => (await import('../features/sessions/SessionsPage')).SessionsPage,
};

/**
 * The player's responsible-gambling, verification and link-graph tabs come from their features (features never import each
 * other): the player page takes them as panels, each fetched when its tab first opens.
 */
const ProtectionTab = lazy(async () => ({ default: (await import('../features/protection/ProtectionTab')).ProtectionTab }));
const KycTab = lazy(async () => ({ default: (await import('../features/kyc/KycTab')).KycTab }));
const GraphTab = lazy(async () => ({ default: (await import('../features/risk/GraphTab')).GraphTab }));
const playerPanels = { protection: ProtectionTab, kyc: KycTab, graph: GraphTab };

/**
 * Pages under a page (the same gate): a player's 360 view under the player search, a case under the cases queue, a
 * document's review under the documents queue, a risk case under the risk cases.
 */
const subPages: Partial<Record<PageId, RouteObject[]>> = {
  players: [
    {
      path: ':account',
      lazy: async () => {
        const { PlayerPage } = await import('../features/players/PlayerPage');
        // biome-ignore lint/correctness/noComponentHookFactories: the router runs `lazy` once, so the page is made once
        return { Component: () => <PlayerPage panels={playerPanels} /> };
      },
    },
  ],
  rgCases: [{ path: ':id', lazy: async () => ({ Component: (await import('../features/protection/RgCasePage')).RgCasePage }) }],
  kyc: [{ path: ':id', lazy: async () => ({ Component: (await import('../features/kyc/KycReviewPage')).KycReviewPage }) }],
  riskCases: [{ path: ':id', lazy: async () => ({ Component: (await import('../features/risk/RiskCasePage')).RiskCasePage }) }],
};

const pageRoute = (item: NavItem): RouteObject => ({
  path: item.path,
  element: <PageGate item={item} />,
  children: [{ index: true, lazy: async () => ({ Component: await pages[item.id]() }) }, ...(subPages[item.id] ?? [])],
});

export const routes: RouteObject[] = [
  { path: '/login', Component: SignInPage, errorElement: <RouteError /> },
  {
    path: '/',
    Component: AppShell,
    errorElement: <RouteError />,
    children: [
      {
        // A page's failure shows inside the shell, so the navigation stays usable.
        errorElement: <RouteError />,
        children: [{ index: true, Component: HomeRedirect }, ...navItems.map(pageRoute), { path: '*', Component: NotFound }],
      },
    ],
  },
];

/** Served under /backoffice/ (vite `base`), with the server's history fallback for deep links. */
export const createRouter = () => createBrowserRouter(routes, { basename: '/backoffice' });
