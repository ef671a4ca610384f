import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const KEY = 'sideMenuCollapsed';

/**
 * Desktop: the side menu collapses to icons and remembers it (localStorage).
 * Phone: it is an off-canvas drawer, closed again after each navigation.
 */
export const useSideMenu = () => {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(KEY) === '1';
    } catch {
      return false;
    }
  });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the drawer
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((c) => {
      try {
        localStorage.setItem(KEY, c ? '0' : '1');
      } catch {
        // not remembered in private mode
      }
      return !c;
    });
  }, []);

  return { collapsed, toggleCollapsed, drawerOpen, setDrawerOpen };
};
