import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useMerchantCode } from '../shared/merchant-choice';
import { useMe } from '../shared/me';
import { allows, type NavItem } from './nav-items';

/**
 * In front of every page: a role without the page's permission reads that it has no access (the navigation hides
 * the page, but an address can still be typed); platform staff are asked to pick a merchant first.
 */
export const PageGate = ({ item }: { item: NavItem }) => {
  const { t } = useTranslation();
  const me = useMe();
  const merchant = useMerchantCode();
  if (!allows(item, me.role.permissions)) {
    return (
      <div className="notice" data-testid="no-access">
        <h1>{t('shell.noAccessTitle')}</h1>
        <p>{t('shell.noAccess')}</p>
      </div>
    );
  }
  if (item.needsMerchant && !merchant) {
    return (
      <div className="notice" data-testid="pick-merchant">
        <h1>{t(`nav.${item.id}`)}</h1>
        <p>{t('shell.pickMerchant')}</p>
      </div>
    );
  }
  return <Outlet />;
};
