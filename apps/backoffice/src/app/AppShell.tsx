import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorText } from '../components/ErrorText';
import { useMeQuery, useToken } from '../shared/me';
import { clearToken } from '../shared/token';
import { Header } from './Header';
import { SideNav } from './SideNav';

/**
 * The signed-in frame: header, the role's navigation and the page. Without a session it sends the person to the
 * sign-in; it waits for the staff member's profile (role and permissions) before showing anything that needs them.
 */
export const AppShell = () => {
  const { t } = useTranslation();
  const token = useToken();
  const me = useMeQuery();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // A page chosen from the phone menu closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (!token) return <Navigate to="/login" replace />;
  if (me.isPending) {
    return (
      <div className="boot" role="status" aria-live="polite">
        <span className="loading__bar" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className="boot">
        <div className="stack">
          <ErrorText error={me.error} />
          <div className="actions">
            <button type="button" className="btn" onClick={() => void me.refetch()}>
              {t('common.retry')}
            </button>
            <button type="button" className="btn" onClick={clearToken}>
              {t('shell.signOut')}
            </button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={menuOpen ? 'shell shell--menu-open' : 'shell'} data-testid="app-shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header menuOpen={menuOpen} onMenu={() => setMenuOpen((o) => !o)} />
      <SideNav onClose={() => setMenuOpen(false)} />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
};
