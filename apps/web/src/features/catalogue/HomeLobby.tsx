import { type GameCategory, LARGE_VENDOR_COUNT, type VendorCategory } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Screen } from '../../components/Screen';
import { useFavourites, useGameList, useHotGames, useNotice, useVendors } from './api';
import { AgentCentreBanner } from './AgentCentreBanner';
import { BannerCarousel } from './Banners';
import { LobbySection } from './LobbySection';
import { NoticeMarquee } from './Notices';
import { SportsEntrance } from './SportsEntrance';
import { VendorTile } from './VendorTile';
import { WinnerBoard } from './WinnerBoard';
import { openAuthDialog } from '../../shared/auth-dialog';
import { useToken } from '../../shared/session';
import { useSystem } from '../../shared/system';

/** Categories shown as game sections; the others (sports, lottery …) open their game centre. */
const SECTION_CATEGORIES: GameCategory[] = ['RNG', 'FISH', 'LIVE', 'PVP'];
const CENTRE_ROUTES: Partial<Record<GameCategory, string>> = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
};
type Choice = 'HOME' | 'FAVOURITES' | 'HOT' | 'SPECIAL' | GameCategory;

const CategorySection = ({ lane, isHome }: { lane: VendorCategory; isHome: boolean }) => {
  const [vendor, setVendor] = useState('');
  const { data, isPending } = useGameList({
    gameType: lane.gameCategory,
    vassalage: vendor || undefined,
    pageNo: 1,
    pageSize: isHome ? 12 : 24,
  });
  return (
    <LobbySection
      id={lane.gameCategory}
      title={lane.title}
      games={data?.games}
      loading={isPending}
      isHome={isHome}
      vendors={lane.cards}
      vendor={vendor}
      onVendor={setVendor}
    />
  );
};

const HotSection = ({ isHome, onMore }: { isHome: boolean; onMore: () => void }) => {
  const { t } = useTranslation();
  const { data, isPending } = useHotGames();
  const [vendor, setVendor] = useState('');
  const vendors = [...new Map((data ?? []).map((g) => [g.vassalage, g.vendorName])).entries()];
  const games = vendor ? data?.filter((g) => g.vassalage === vendor) : data;
  return (
    <LobbySection
      id="hot"
      title={t('home.sections.hot')}
      games={games}
      loading={isPending}
      isHome={isHome}
      capped
      onMore={onMore}
      vendors={vendors.map(([vassalage, displayName], cardId) => ({ cardId, vassalage, displayName }))}
      vendor={vendor}
      onVendor={setVendor}
    />
  );
};

const FavouriteSection = ({ isHome }: { isHome: boolean }) => {
  const { t } = useTranslation();
  const { data, isPending } = useFavourites();
  return (
    <LobbySection id="favourites" title={t('home.favourites')} games={data} loading={isPending} isHome={isHome} capped moreTo="/favorite" />
  );
};

export const HomeLobby = () => {
  const { t } = useTranslation();
  const { brand } = useSystem();
  const token = useToken();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<Choice>('HOME');
  const { data: lanes = [] } = useVendors();
  const { data: notice } = useNotice();
  const rng = lanes.find((l) => l.gameCategory === 'RNG');
  const special = (rng?.cards.length ?? 0) > LARGE_VENDOR_COUNT;
  const isHome = choice === 'HOME';

  const pick = (c: Choice) => {
    // Spec section 2: choosing favourites while logged out opens the login pop-up.
    if (c === 'FAVOURITES' && !token) return openAuthDialog('login');
    const centre = CENTRE_ROUTES[c as GameCategory];
    if (centre) return navigate(centre);
    setChoice(c);
  };
  const menu: { key: Choice; label: string }[] = [
    { key: 'HOME', label: t('nav.home') },
    { key: 'FAVOURITES', label: t('home.favourites') },
    ...lanes.flatMap((l) => [
      { key: l.gameCategory as Choice, label: l.title },
      ...(l.gameCategory === 'RNG' && special ? [{ key: 'SPECIAL' as Choice, label: t('catalogue.specialGroup') }] : []),
    ]),
  ];
  const shows = (c: Choice) => isHome || choice === c;

  return (
    <Screen id="home" title={t('screens.home')} subtitle={brand ? t('home.welcome', { brand: brand.name }) : null}>
      <BannerCarousel banners={(notice?.banners ?? []).filter((b) => b.groupName === 'w_home')} />
      <NoticeMarquee notices={notice?.player ?? []} />
      <AgentCentreBanner />
      <nav className="category-menu" aria-label={t('home.categories')}>
        {menu.map((m) => (
          <button
            key={m.key}
            type="button"
            className={`chip${choice === m.key ? ' chip--active' : ''}`}
            aria-current={choice === m.key ? 'page' : undefined}
            onClick={() => pick(m.key)}
            data-testid={`category-${m.key.toLowerCase()}`}
          >
            {m.label}
          </button>
        ))}
      </nav>
      <div className="lobby-layout">
        <div className="lobby-sections">
          {shows('HOT') ? <HotSection isHome={isHome} onMore={() => setChoice('HOT')} /> : null}
          {token && shows('FAVOURITES') ? <FavouriteSection isHome={isHome} /> : null}
          {lanes
            .filter((l) => SECTION_CATEGORIES.includes(l.gameCategory) && shows(l.gameCategory))
            .map((l) => (
              <CategorySection key={`${l.gameCategory}-${isHome}`} lane={l} isHome={isHome} />
            ))}
          {special && rng && shows('SPECIAL') ? (
            <section className="lobby-section" aria-labelledby="lobby-special" data-testid="section-special">
              <h2 id="lobby-special" className="lobby-section__title">
                {t('catalogue.specialGroup')}
              </h2>
              <div className="vendor-grid">
                {rng.cards.map((v) => (
                  <VendorTile key={v.cardId} vendor={v} entries={rng.cards.length} />
                ))}
              </div>
            </section>
          ) : null}
          {isHome ? <SportsEntrance /> : null}
        </div>
        {isHome ? <WinnerBoard /> : null}
      </div>
    </Screen>
  );
};
