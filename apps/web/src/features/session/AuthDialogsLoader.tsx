import { lazy, Suspense, useEffect } from 'react';
import { useAuthDialog } from '../../shared/auth-dialog';
import { startDeviceId } from '../../shared/device-id';
import { useOnceTrue } from '../../shared/use-once-true';

const AuthDialogs = lazy(() => import('./AuthDialogs').then((m) => ({ default: m.AuthDialogs })));

/** Back from a social sign-in provider: AuthDialogs finishes it (useOidcReturn) as soon as the page opens. */
const oidcReturn = () => new URL(window.location.href).searchParams.get('oidc') === '1';

/**
 * The account pop-ups load when one first opens (or a social sign-in returns) and stay mounted from then on, so a
 * visitor's lobby does not carry them (decision 018). Opening one also starts the device identifier, which
 * registration records: it is worked out while the visitor fills the form.
 */
export const AuthDialogsLoader = () => {
  const dialog = useAuthDialog();
  const wanted = useOnceTrue(dialog || oidcReturn());
  useEffect(() => {
    if (dialog) startDeviceId();
  }, [dialog]);
  return wanted ? (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  ) : null;
};
