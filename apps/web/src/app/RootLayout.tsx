import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LoadingCover } from '../components/LoadingCover';
import { AuthDialogsLoader } from '../features/session/AuthDialogsLoader';
import { StatusGate } from '../features/system/StatusGate';

/** Scroll resets to the top on every route change (spec section 2). */
const ScrollToTop = () => {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run when the address changes
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
};

/** The loading cover shows while a lazy screen loads and hides once the navigation settles. */
const NavigationCover = () => {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <LoadingCover />;
};

export const RootLayout = () => (
  <>
    <ScrollToTop />
    <NavigationCover />
    <StatusGate>
      <Outlet />
      <AuthDialogsLoader />
    </StatusGate>
  </>
);
