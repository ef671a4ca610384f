import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { EmptyState } from '../components/EmptyState';
import { FALLBACK_AVATAR, Img } from '../components/Img';
import { Screen } from '../components/Screen';
import { isRecordsPage } from '../features/records/pages';
import { useViewer } from '../shared/session';
import { useSystem } from '../shared/system';
import { unreadLabel, useUnreadMessages } from '../shared/unread';
import { WalletBalance } from '../features/wallet/WalletBalance';
import { isWalletPage, WalletPage } from '../features/wallet/WalletPages';
import { AvatarPicker } from '../features/member/AvatarPicker';
import { ReferralPage } from '../features/member/ReferralPage';
import { SecuritySettings } from '../features/member/SecuritySettings';
import { defaultMemberPage, isMemberPage, visibleMemberPages } from '../features/member/pages';

const RecordsPage = lazy(() => import('../features/records/RecordsPages'));
const MessagesPage = lazy(() => import('../features/messages/MessagesPage'));
const RewardCentre = lazy(() => import('../features/promotions/RewardCentre').then((m) => ({ default: m.RewardCentre })));
const RebatePage = lazy(() => import('../features/loyalty/RebatePage').then((m) => ({ default: m.RebatePage })));
const VipCard = lazy(() => import('../features/loyalty/VipCard').then((m) => ({ default: m.VipCard })));
const MissionLeaderboard = lazy(() => import('../features/loyalty/MissionLeaderboard').then((m) => ({ default: m.MissionLeaderboard })));
const ResponsibleGaming = lazy(() => import('../features/protection/ResponsibleGaming').then((m) => ({ default: m.ResponsibleGaming })));
const VerificationPage = lazy(() => import('../features/kyc/VerificationPage').then((m) => ({ default: m.VerificationPage })));
const LimitsOffer = lazy(() => import('../features/protection/LimitsOffer').then((m) => ({ default: m.LimitsOffer })));
const BonusDetails = lazy(() => import('../features/promotions/BonusDetails').then((m) => ({ default: m.BonusDetails })));

const Profile = () => {
  const { t } = useTranslation();
  const { member } = useViewer();
  const { modules } = useSystem();
  const vipOn = modules.VIP3 === true;
  const unread = useUnreadMessages();
  if (!member) return <EmptyState />;
  return (
    <dl className="profile" data-testid="member-profile">
      <Img className="avatar avatar--lg" src={member.avatar} fallback={FALLBACK_AVATAR} alt="" width={64} height={64} />
      <dt>{t('member.account')}</dt>
      <dd>
        <bdi>{member.account}</bdi>
      </dd>
      <dt>{t('member.id')}</dt>
      <dd>
        <bdi>{member.id}</bdi>
      </dd>
      <dt>{t('nav.balance')}</dt>
      <dd>
        <WalletBalance variant="panel" memberId={member.id} />
      </dd>
      {unread || member.unreadMessage > 0 || member.availablePromoCount > 0 ? (
        <>
          {/* The unclaimed count: rewards waiting (availablePromoCount) plus unread messages (spec section 2); member
              info's unreadMessage until the unread call answers. */}
          <dt>{t('member.unclaimed')}</dt>
          <dd data-testid="member-unclaimed">
            <NavLink to={member.availablePromoCount > 0 ? '/member/rewardCenter' : '/member/messageV2'}>
              {(unread?.total ?? member.unreadMessage) + member.availablePromoCount}
            </NavLink>
          </dd>
        </>
      ) : null}
      {vipOn && member.hasVip ? (
        <>
          {/* VIP label and rank, shown only for a VIP (spec section 2). */}
          <dt>{t('vip.rank')}</dt>
          <dd data-testid="member-vip">
            <span className="chip loyalty-chip loyalty-chip--on">
              <bdi>{member.vipLabelName}</bdi>
            </span>{' '}
            <bdi>VIP {member.vipRankLevel}</bdi>
          </dd>
        </>
      ) : null}
      {member.nickname ? (
        <>
          <dt>{t('member.nickname')}</dt>
          <dd>
            <bdi>{member.nickname}</bdi>
          </dd>
        </>
      ) : null}
      <dd className="profile__avatars">
        <AvatarPicker />
      </dd>
      {vipOn ? (
        <dd className="profile__vip">
          <Suspense fallback={null}>
            <VipCard />
          </Suspense>
        </dd>
      ) : null}
    </dl>
  );
};

export const MemberCenter = () => {
  const { t } = useTranslation();
  const { page = defaultMemberPage } = useParams();
  const { modules } = useSystem();
  const viewer = useViewer();
  const pages = visibleMemberPages(modules, viewer.member?.availablePromo);
  const unread = useUnreadMessages();
  // A page whose module is off is not there: the not-found state, as for an unknown id.
  const known = isMemberPage(page) && pages.includes(page);

  return (
    <Screen id="member" title={t('screens.member')}>
      <div className="member-centre">
        <nav className="member-centre__nav" aria-label={t('screens.member')}>
          <ul>
            {pages.map((p) => (
              <li key={p}>
                <NavLink to={`/member/${p}`} className={p === page ? 'active' : undefined}>
                  {t(`member.pages.${p}`)}
                  {p === 'rewardCenter' && (viewer.member?.availablePromoCount ?? 0) > 0 ? (
                    <span className="badge" data-testid="member-nav-rewards">
                      {unreadLabel(viewer.member?.availablePromoCount ?? 0)}
                      <span className="visually-hidden"> {t('rewards.unclaimed')}</span>
                    </span>
                  ) : null}
                  {p === 'missionLeaderboard' && (viewer.member?.missionCount ?? 0) > 0 ? (
                    <span className="badge" data-testid="member-nav-missions">
                      {unreadLabel(viewer.member?.missionCount ?? 0)}
                      <span className="visually-hidden"> {t('missions.claimableCount')}</span>
                    </span>
                  ) : null}
                  {p === 'messageV2' && unread && unread.total > 0 ? (
                    <span className="badge" data-testid="member-nav-unread">
                      {unreadLabel(unread.total)}
                      <span className="visually-hidden"> {t('messages.unread')}</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="member-centre__content" data-testid={`member-page-${known ? page : 'unknown'}`}>
          <h2>{known ? t(`member.pages.${page}`) : t('screens.notFound')}</h2>
          {page === 'securityCenter' ? (
            <>
              <Suspense fallback={null}>
                <LimitsOffer where="registration" />
              </Suspense>
              <Profile />
              <SecuritySettings />
            </>
          ) : isWalletPage(page) ? (
            <WalletPage
              page={page}
              viewer={viewer}
              depositOffer={
                <Suspense fallback={null}>
                  <LimitsOffer where="deposit" />
                </Suspense>
              }
            />
          ) : page === 'referral' && known ? (
            <ReferralPage availablePromo={viewer.member?.availablePromo} />
          ) : page === 'rewardCenter' && known ? (
            <Suspense fallback={<p className="muted">…</p>}>
              <RewardCentre />
            </Suspense>
          ) : page === 'bonusDetails' && known ? (
            <Suspense fallback={<p className="muted">…</p>}>
              <BonusDetails />
            </Suspense>
          ) : page === 'manualRebate' && known ? (
            <Suspense fallback={<p className="muted">…</p>}>
              <RebatePage />
            </Suspense>
          ) : page === 'missionLeaderboard' && known ? (
            <Suspense fallback={<p className="muted">…</p>}>
              <MissionLeaderboard />
            </Suspense>
          ) : page === 'messageV2' && known ? (
            <Suspense fallback={<p className="muted">…</p>}>
              <MessagesPage />
            </Suspense>
          ) : page === 'responsibleGaming' ? (
            <Suspense fallback={<p className="muted">…</p>}>
              <ResponsibleGaming />
            </Suspense>
          ) : page === 'verification' ? (
            <Suspense fallback={<p className="muted">…</p>}>
              <VerificationPage />
            </Suspense>
          ) : isRecordsPage(page) ? (
            <Suspense fallback={<p className="muted">…</p>}>
              <RecordsPage page={page} />
            </Suspense>
          ) : (
            <EmptyState />
          )}
        </section>
      </div>
    </Screen>
  );
};
