import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { EmptyState } from '../components/EmptyState';
import { FALLBACK_AVATAR, Img } from '../components/Img';
import { Screen } from '../components/Screen';
import { isRecordsPage } from '../features/records/pages';
import { useViewer } from '../shared/session';
import { useSystem } from '../shared/system';
import { WalletBalance } from '../features/wallet/WalletBalance';
import { isWalletPage, WalletPage } from '../features/wallet/WalletPages';
import { AvatarPicker } from '../features/member/AvatarPicker';
import { defaultMemberPage, isMemberPage, visibleMemberPages } from '../features/member/pages';

const RecordsPage = lazy(() => import('../features/records/RecordsPages'));

const Profile = () => {
  const { t } = useTranslation();
  const { member } = useViewer();
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
    </dl>
  );
};

export const MemberCenter = () => {
  const { t } = useTranslation();
  const { page = defaultMemberPage } = useParams();
  const { modules } = useSystem();
  const viewer = useViewer();
  const pages = visibleMemberPages(modules);
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
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="member-centre__content" data-testid={`member-page-${known ? page : 'unknown'}`}>
          <h2>{known ? t(`member.pages.${page}`) : t('screens.notFound')}</h2>
          {page === 'securityCenter' ? (
            <Profile />
          ) : isWalletPage(page) ? (
            <WalletPage page={page} viewer={viewer} />
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
