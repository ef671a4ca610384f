import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FALLBACK_AVATAR, Img } from '../../components/Img';
import { openAuthDialog } from '../../shared/auth-dialog';
import type { ViewerState } from '../../shared/session';
import { useSystem } from '../../shared/system';
import { unreadLabel, useUnreadMessages } from '../../shared/unread';
import { memberPageOn } from '../../features/member/pages';
import { CustomerServiceItem } from '../../components/CustomerServiceItem';

/** Avatar drop-down: (on a phone) deposit and withdraw, my account, betting record, messages, customer service, agent centre (agents), sign out. */
export const AvatarMenu = ({ viewer }: { viewer: ViewerState }) => {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const { modules } = useSystem();
  const unread = useUnreadMessages();
  const count = unread?.total ?? 0;
  const badge =
    count > 0 ? (
      <span className="badge" data-testid="unread-badge">
        {unreadLabel(count)}
        <span className="visually-hidden"> {t('messages.unread')}</span>
      </span>
    ) : null;
  const name = viewer.member?.nickname || viewer.member?.account || t('nav.myAccount');

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu after a navigation
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  return (
    <details className="avatar-menu" ref={ref} data-testid="avatar-menu">
      <summary className="avatar-menu__trigger" aria-label={t('nav.avatarMenu')}>
        <Img className="avatar" src={viewer.member?.avatar} fallback={FALLBACK_AVATAR} alt="" width={32} height={32} />
        {/* dir=auto: a Latin name in an Urdu page is cut at its own end, not its start. */}
        <span className="avatar-menu__name" dir="auto">
          {name}
        </span>
        {count > 0 ? (
          <span className="badge avatar-menu__badge" data-testid="avatar-unread" aria-hidden="true">
            {unreadLabel(count)}
          </span>
        ) : null}
      </summary>
      <ul className="avatar-menu__list">
        <li className="show-phone">
          <Link to="/member/depositv2">{t('nav.deposit')}</Link>
        </li>
        <li className="show-phone">
          <Link to="/member/withdraw">{t('nav.withdraw')}</Link>
        </li>
        <li>
          <Link to="/member/securityCenter">{t('nav.myAccount')}</Link>
        </li>
        <li>
          <Link to="/member/personalHistoryCopy">{t('nav.bettingRecord')}</Link>
        </li>
        {viewer.member?.availablePromo && memberPageOn('referral', modules, true) ? (
          <li>
            <Link to="/member/referral">{t('nav.inviteFriends')}</Link>
          </li>
        ) : null}
        {memberPageOn('rewardCenter', modules) ? (
          <li>
            <Link to="/member/rewardCenter" data-testid="menu-rewards">
              {t('nav.rewardCenter')}{' '}
              {(viewer.member?.availablePromoCount ?? 0) > 0 ? (
                <span className="badge" data-testid="avatar-rewards">
                  {unreadLabel(viewer.member?.availablePromoCount ?? 0)}
                  <span className="visually-hidden"> {t('rewards.unclaimed')}</span>
                </span>
              ) : null}
            </Link>
          </li>
        ) : null}
        {memberPageOn('messageV2', modules) ? (
          <li>
            <Link to="/member/messageV2" data-testid="menu-messages">
              {t('nav.messages')} {badge}
            </Link>
          </li>
        ) : null}
        <CustomerServiceItem />
        {viewer.kind === 'agent' ? (
          <li>
            <Link to="/agentHome">{t('nav.agentCentre')}</Link>
          </li>
        ) : null}
        {viewer.kind === 'member' || viewer.kind === 'agent' ? (
          <li>
            <button type="button" className="link-btn" onClick={() => openAuthDialog('changePassword')} data-testid="menu-change-password">
              {t('agent.changePassword')}
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" className="link-btn" onClick={() => openAuthDialog('logout')} data-testid="menu-logout">
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </details>
  );
};
