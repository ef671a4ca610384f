import { useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { call } from '../shared/client';
import { useMe } from '../shared/me';
import { clearToken } from '../shared/token';
import { MerchantPicker } from './MerchantPicker';

/** Who is working where: the merchant (or the platform and the merchant picked), the staff member and role, language, sign-out. */
export const Header = ({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const me = useMe();

  const signOut = async () => {
    try {
      await call(staffApi.logout);
    } catch {
      // The session is left behind either way; the server ends it when it expires.
    }
    clearToken();
    qc.clear();
  };

  return (
    <header className="shell__header">
      <button
        type="button"
        className="icon-btn shell__menu-btn"
        aria-expanded={menuOpen}
        aria-controls="side-nav"
        onClick={onMenu}
        data-testid="menu-button"
      >
        <span className="burger" aria-hidden="true" />
        <span className="visually-hidden">{t(menuOpen ? 'shell.closeMenu' : 'shell.openMenu')}</span>
      </button>
      <div className="shell__brand">
        <span className="shell__product">{t('app.title')}</span>
        <span className="shell__merchant" data-testid="header-merchant">
          {me.merchant ? me.merchant.name : t('shell.platform')}
        </span>
      </div>
      {me.merchant ? null : <MerchantPicker />}
      <div className="shell__tools">
        <div className="shell__user" data-testid="header-user">
          <span className="shell__user-name">{me.displayName}</span>
          <span className="shell__user-role">{me.role.name}</span>
        </div>
        <LanguageSwitch />
        <button type="button" className="btn btn--small" onClick={() => void signOut()} data-testid="sign-out">
          {t('shell.signOut')}
        </button>
      </div>
    </header>
  );
};
