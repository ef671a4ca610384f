import { categoryRoutes } from '@wl/contracts';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { currentLanguage } from '../../i18n';
import { openAuthDialog } from '../../shared/auth-dialog';
import { openHelpDialog } from '../../shared/help-dialog';
import { useVendors } from '../../features/catalogue/api';
import type { ViewerState } from '../../shared/session';
import { useSystem } from '../../shared/system';
import { pickSupportLink, useCsLinks } from '../../shared/customer-service';
import { Icon } from '../../components/icons';
import { LanguageSelect } from '../../shared/LanguageSelect';
import { type MemberPage, memberPageOn } from '../../features/member/pages';
import { FeedbackButton } from '../../features/messages/FeedbackButton';
import { unreadLabel, useUnreadMessages } from '../../shared/unread';

type Props = { viewer: ViewerState; collapsed: boolean; drawerOpen: boolean; onToggleCollapsed: () => void; onClose: () => void };

const Item = ({
  to,
  icon,
  label,
  count = 0,
  testId = 'side-unread',
}: {
  to: string;
  icon: string;
  label: string;
  count?: number;
  testId?: string;
}) => (
  <li>
    <NavLink to={to} className="side-menu__item" title={label}>
      <Icon name={icon} />
      <span className="side-menu__label">{label}</span>
      {count > 0 ? (
        <span className="badge side-menu__badge" data-testid={testId}>
          {unreadLabel(count)}
        </span>
      ) : null}
    </NavLink>
  </li>
);

const Group = ({ title, children }: { title: string; children: ReactNode }) => (
  <li className="side-menu__group">
    <span className="side-menu__group-title">{title}</span>
    <ul>{children}</ul>
  </li>
);

/**
 * The app download page (our own page listing the merchant's apps, their links, QR codes and installation guides),
 * carrying the language and the session token; shown while the merchant has an app.
 */
const useDownloadUrl = (token: string | null) => {
  const { info } = useSystem();
  const app = info?.resources.find((r) => r.type.toUpperCase().startsWith('APP'));
  if (!app) return null;
  const url = new URL('/download', window.location.origin);
  url.searchParams.set('language', currentLanguage());
  if (token) url.searchParams.set('token', token);
  return url.toString();
};

export const SideMenu = ({ viewer, collapsed, drawerOpen, onToggleCollapsed, onClose }: Props) => {
  const { t } = useTranslation();
  const { modules } = useSystem();
  const on = (page: MemberPage) => memberPageOn(page, modules, viewer.member?.availablePromo);
  const support = pickSupportLink(useCsLinks());
  const download = useDownloadUrl(viewer.token);
  const loggedIn = Boolean(viewer.token);
  const { data: lanes = [] } = useVendors();
  const centres = lanes.filter((l) => l.cards.length > 0);
  const unread = useUnreadMessages();

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, onClose]);

  /** The member pages linked while the merchant has them on, each with the count its badge shows. */
  const pageLinks: { page: MemberPage; icon: string; label: string; count?: number; testId?: string }[] = [
    { page: 'referral', icon: 'invite', label: t('nav.inviteFriends') },
    {
      page: 'rewardCenter',
      icon: 'reward',
      label: t('nav.rewardCenter'),
      count: viewer.member?.availablePromoCount,
      testId: 'side-rewards',
    },
    { page: 'manualRebate', icon: 'rebate', label: t('nav.manualRebate') },
    { page: 'missionLeaderboard', icon: 'mission', label: t('nav.missions'), count: viewer.member?.missionCount, testId: 'side-missions' },
  ];

  const cls = ['side-menu', collapsed ? 'side-menu--collapsed' : '', drawerOpen ? 'side-menu--open' : ''].join(' ');

  return (
    <>
      {drawerOpen ? <button type="button" className="drawer-backdrop" aria-label={t('app.closeMenu')} onClick={onClose} /> : null}
      <aside className={cls} data-testid="side-menu" aria-label={t('nav.sideMenu')}>
        <button
          type="button"
          className="side-menu__collapse hide-phone"
          onClick={onToggleCollapsed}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('app.expandMenu') : t('app.collapseMenu')}
        >
          <Icon name="collapse" />
        </button>
        <nav>
          <ul className="side-menu__list">
            <Item to="/member/depositv2" icon="deposit" label={t('nav.deposit')} />
            <Item to="/member/withdraw" icon="withdraw" label={t('nav.withdraw')} />
            <Item to="/promotions" icon="promo" label={t('nav.promotions')} />
            {pageLinks
              .filter((l) => on(l.page))
              .map(({ page, ...l }) => (
                <Item key={page} to={`/member/${page}`} {...l} />
              ))}
            <Group title={t('nav.memberList')}>
              {/* VIP only for a VIP: it opens the account page, where the rank and its progress are (spec section 2). */}
              {modules.VIP3 === true && viewer.member?.hasVip ? (
                <Item to="/member/securityCenter" icon="vip" label={t('nav.vip')} testId="side-vip" />
              ) : null}
              <Item to="/member/personalHistoryCopy" icon="record" label={t('nav.bettingRecord')} />
              <Item to="/member/transactionHistory" icon="record" label={t('nav.accountRecord')} />
              <Item to="/member/securityCenter" icon="account" label={t('nav.myAccount')} />
              <Item to="/member/depositv2" icon="deposit" label={t('nav.deposit')} />
              <Item to="/member/personalProfit" icon="pnl" label={t('nav.personalProfit')} />
              {on('messageV2') ? (
                <Item to="/member/messageV2" icon="message" label={t('nav.platformMessages')} count={unread?.total} />
              ) : null}
            </Group>
            {centres.length > 0 ? (
              <Group title={t('nav.gameCentre')}>
                {centres.map((l) => (
                  <Item key={l.gameCategory} to={categoryRoutes[l.gameCategory]} icon="games" label={l.title} />
                ))}
              </Group>
            ) : null}
            {support ? (
              <li>
                <a
                  className="side-menu__item"
                  href={support.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={t('nav.customerService')}
                >
                  <Icon name="support" />
                  <span className="side-menu__label">{t('nav.customerService')}</span>
                </a>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                className="side-menu__item"
                onClick={openHelpDialog}
                title={t('nav.helpCentre')}
                data-testid="help-open"
              >
                <Icon name="help" />
                <span className="side-menu__label">{t('nav.helpCentre')}</span>
              </button>
            </li>
            {modules.FEEDBACK3 ? (
              <li>
                <FeedbackButton
                  className="side-menu__item"
                  testId="side-feedback"
                  label={
                    <>
                      <Icon name="message" />
                      <span className="side-menu__label">{t('nav.feedback')}</span>
                    </>
                  }
                />
              </li>
            ) : null}
            {download ? (
              <li>
                <a className="side-menu__item" href={download} data-testid="download-link" title={t('nav.download')}>
                  <Icon name="download" />
                  <span className="side-menu__label">{t('nav.download')}</span>
                </a>
              </li>
            ) : null}
            {loggedIn ? (
              <li>
                <button type="button" className="side-menu__item" onClick={() => openAuthDialog('logout')} title={t('nav.logout')}>
                  <Icon name="logout" />
                  <span className="side-menu__label">{t('nav.logout')}</span>
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="side-menu__lang">
          <LanguageSelect />
        </div>
      </aside>
    </>
  );
};
