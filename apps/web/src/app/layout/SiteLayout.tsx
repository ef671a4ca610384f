import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useRouteEntry } from '../../shared/route-entry';
import { AnnouncementPopup } from '../../features/catalogue/AnnouncementPopup';
import { useImageCdns } from '../../features/catalogue/cdn';
import { useOverlay } from '../../features/catalogue/launch';
import { HelpModal } from '../../features/help/HelpModal';
import { useSystem } from '../../shared/system';
import { useViewer } from '../../shared/session';
import { Header } from './Header';
import { useSideMenu } from '../../shared/menu-state';
import { SideMenu } from './SideMenu';
import { useGate } from '../../features/protection/gate-store';
import { useOnceTrue } from '../../shared/use-once-true';

/** Screens where the header hides the balance (spec section 2); the house game page shows its own. */
const GAME_SCREENS = new Set(['lottery', 'gameCenter', 'gamePage']);

// Below the lobby's first screen: it follows the page in (decision 018).
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));
// A vendor's game list, a launch under way or refused: loaded with the first of them.
const CatalogueOverlays = lazy(() => import('../../features/catalogue/Overlays').then((m) => ({ default: m.CatalogueOverlays })));
const ProtectionWatch = lazy(() => import('./ProtectionWatch').then((m) => ({ default: m.ProtectionWatch })));

/** Side menu + header + main + footer for every route outside the agent view. */
export const SiteLayout = () => {
  const viewer = useViewer();
  const entry = useRouteEntry();
  const menu = useSideMenu();
  // protection's notice outlives the session it ended (the member is signed out when it shows)
  const protectionNotice = useGate().notice;
  const overlays = useOnceTrue(useOverlay());
  useImageCdns(useSystem().info?.imageCDNs);
  const onMenu = () => {
    if (window.matchMedia('(max-width: 900px)').matches) menu.setDrawerOpen(!menu.drawerOpen);
    else menu.toggleCollapsed();
  };
  return (
    <div className={menu.collapsed ? 'site site--collapsed' : 'site'}>
      <Header viewer={viewer} onMenu={onMenu} gamePage={GAME_SCREENS.has(entry.screen)} />
      <SideMenu
        viewer={viewer}
        collapsed={menu.collapsed}
        drawerOpen={menu.drawerOpen}
        onToggleCollapsed={menu.toggleCollapsed}
        onClose={() => menu.setDrawerOpen(false)}
      />
      <div className="site__body">
        <main className="site__main" id="main">
          <Outlet />
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </div>
      {overlays ? (
        <Suspense fallback={null}>
          <CatalogueOverlays />
        </Suspense>
      ) : null}
      <HelpModal />
      <AnnouncementPopup />
      {viewer.token || protectionNotice ? (
        <Suspense fallback={null}>
          <ProtectionWatch token={viewer.token} gamePage={entry.screen === 'gamePage'} />
        </Suspense>
      ) : null}
    </div>
  );
};
