import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { EmptyState } from '../components/EmptyState';
import { LoadingCover } from '../components/LoadingCover';
import { Screen } from '../components/Screen';
import { openAuthDialog } from '../shared/auth-dialog';
import { useViewer } from '../shared/session';
import { decide } from '../shared/guard';
import { useRouteEntry } from '../shared/route-entry';
import { useSystem } from '../shared/system';
import NotFound from '../routes/NotFound';

/** Applies the guard decision to the routed screen (the rules themselves are in guard.ts). */
export const Guarded = () => {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const viewer = useViewer();
  const decision = decide(entry.auth, viewer);
  const { status, modules } = useSystem();

  useEffect(() => {
    if (decision.type === 'openLogin') openAuthDialog('login');
    else if (decision.type === 'needRealAccount') openAuthDialog('needRealAccount');
  }, [decision.type]);

  useEffect(() => {
    if (entry.modal && !viewer.token) openAuthDialog(entry.modal);
  }, [entry.modal, viewer.token]);

  if (entry.modal && viewer.token) return <Navigate to="/" replace />;
  // A screen of a module the merchant reports off is not there (status loaded, so a slow answer shows no flash).
  if (entry.module && status && modules[entry.module] !== true) return <NotFound />;
  switch (decision.type) {
    case 'allow':
      return <Outlet />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'wait':
      return <LoadingCover />;
    case 'openLogin':
      return (
        <Screen id={entry.id} title={t(`screens.${entry.id}`)}>
          <EmptyState text={t('errors.auth_required')}>
            <button type="button" className="btn btn--primary" onClick={() => openAuthDialog('login')}>
              {t('nav.login')}
            </button>
          </EmptyState>
        </Screen>
      );
    case 'needRealAccount':
      return (
        <Screen id={entry.id} title={t(`screens.${entry.id}`)}>
          <EmptyState text={t('in_need_true_account')} />
        </Screen>
      );
  }
};
