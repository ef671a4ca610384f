import { Outlet } from 'react-router';
import { useRouteEntry } from '../../shared/route-entry';
import { AnnouncementPopup } from '../../features/catalogue/AnnouncementPopup';
import { useImageCdns } from '../../features/catalogue/cdn';
import { CatalogueOverlays } from '../../features/catalogue/Overlays';
import { HelpModal } from '../../features/help/HelpModal';
import { useSystem } from '../../shared/system';
import { useViewer } from '../../shared/session';
import { Footer } from './Footer';
import { Header } from './Header';
import { useSideMenu } from '../../shared/menu-state';
import { SideMenu } from './SideMenu';
import { useMemberSocket } from '../../features/support/socket';
import { onProtectionFrame } from '../../features/protection/gate-store';
import { ProtectionGate } from '../../features/protection/ProtectionGate';

/** Screens where the header hides the balance (spec section 2); the house game page shows its own. */
const GAME_SCREENS = new Set(['lottery', 'gameCenter', 'gamePage']);

/**
 * Player protection while signed in (issue 30): the member's socket brings a reality check that falls due, or the
 * end of the session, and the gate shows them over every screen (the game page too).
 */
const ProtectionWatch = ({ token, gamePage }: { token: string | null; gamePage: boolean }) => {
  const viewer = useViewer();
  const line = useMemberSocket(token, Boolean(token) && viewer.kind === 'member', onProtectionFrame);
  return <ProtectionGate gamePage={gamePage} live={line.online} />;
};

/** Side menu + header + main + footer for every route outside the agent view. */
export const SiteLayout = () => {
  const viewer = useViewer();
  const entry = useRouteEntry();
  const menu = useSideMenu();
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
        <Footer />
      </div>
      <CatalogueOverlays />
      <HelpModal />
      <AnnouncementPopup />
      <ProtectionWatch token={viewer.token} gamePage={entry.screen === 'gamePage'} />
    </div>
  );
};
