import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openAuthDialog } from '../../shared/auth-dialog';
import type { ViewerState } from '../../shared/session';
import { useSystem } from '../../shared/system';
import { TopNav } from './TopNav';
import { Icon } from '../../components/icons';
import { LanguageSelect } from '../../shared/LanguageSelect';
import { memberPageOn } from '../../features/member/pages';

const MemberActions = lazy(() => import('./MemberActions').then((m) => ({ default: m.MemberActions })));

type Props = { viewer: ViewerState; onMenu: () => void; gamePage: boolean };

export const Header = ({ viewer, onMenu, gamePage }: Props) => {
  const { t } = useTranslation();
  const { brand, modules } = useSystem();
  const [shared, setShared] = useState(false);
  const loggedIn = Boolean(viewer.token);

  const share = async () => {
    const url = window.location.origin;
    try {
      if (navigator.share) await navigator.share({ title: brand?.name, url });
      else {
        await navigator.clipboard.writeText(url);
        setShared(true);
        window.setTimeout(() => setShared(false), 2000);
      }
    } catch {
      // the visitor cancelled the share sheet
    }
  };

  return (
    // A member's phone header has two rows: the menu, brand and avatar, then the balance and both money buttons whole.
    <header className={loggedIn && !gamePage ? 'site-header site-header--member' : 'site-header'} data-testid="site-header">
      <button type="button" className="icon-btn site-header__menu" onClick={onMenu} aria-label={t('app.menu')} data-testid="menu-toggle">
        <Icon name="menu" />
      </button>
      <Link to="/" className="brand" data-testid="brand">
        {/* The merchant logo is a wordmark; the name stays in the text for screen readers and as a fallback. */}
        {brand?.logoUrl ? <img src={brand.logoUrl} alt="" className="brand__logo" height={32} /> : null}
        <span className={brand?.logoUrl ? 'brand__name visually-hidden' : 'brand__name'}>{brand?.name}</span>
      </Link>
      <TopNav
        rewards={memberPageOn('referral', modules, viewer.member?.availablePromo)}
        shareLabel={shared ? t('nav.copied') : t('nav.share')}
        onShare={share}
      />
      <div className="site-header__end">
        <div className="hide-phone">
          <LanguageSelect compact />
        </div>
        {loggedIn ? (
          <Suspense fallback={null}>
            <MemberActions viewer={viewer} gamePage={gamePage} />
          </Suspense>
        ) : (
          <>
            <button type="button" className="btn btn--sm" onClick={() => openAuthDialog('login')} data-testid="header-login">
              {t('nav.login')}
            </button>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              onClick={() => openAuthDialog('register')}
              data-testid="header-register"
            >
              {t('nav.register')}
            </button>
          </>
        )}
      </div>
    </header>
  );
};
