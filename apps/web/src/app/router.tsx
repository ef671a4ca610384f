import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingCover } from '../components/LoadingCover';
import { AgentLayout } from './layout/AgentLayout';
import { SiteLayout } from './layout/SiteLayout';
import { Guarded } from './Guarded';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { type RouteEntry, routeTable } from '../shared/route-table';
import { eagerScreens, lazyImports } from './screens';
import { withTimeout } from './lazy-timeout';
import { ensureScreenTexts } from '../i18n';

/** A lazy screen's code and the texts of the lazy screens, together (decision 018). */
const withTexts =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), ensureScreenTexts()]))[0];

const toRoutes = (entry: RouteEntry): RouteObject[] =>
  entry.paths.map((path) => {
    const base = { path, handle: { entry } };
    const load = lazyImports[entry.screen];
    // A lazy screen gives up after 120 s (spec section 7): RouteError then says the page took too long, with a retry.
    if (load) return { ...base, lazy: async () => ({ Component: (await withTimeout(withTexts(load))()).default }) };
    return { ...base, Component: eagerScreens[entry.screen] };
  });

const inLayout = (layout: RouteEntry['layout']) => routeTable.filter((r) => r.layout === layout).flatMap(toRoutes);

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: () => <LoadingCover full />,
    errorElement: <RouteError />,
    children: [
      { Component: AgentLayout, children: [{ Component: Guarded, children: inLayout('agent') }] },
      { Component: SiteLayout, children: [{ Component: Guarded, children: inLayout('site') }] },
      // The support console: operator staff with their own agent accounts, outside the member site's layout.
      {
        path: '/support-console',
        lazy: async () => ({ Component: (await withTexts(() => import('../features/support/SupportConsole'))()).default }),
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
