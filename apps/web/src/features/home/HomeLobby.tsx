import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Screen } from '../../components/Screen';
import { openAuthDialog } from '../session/auth-ui';
import { useToken } from '../session/member-api';
import { useSystem } from '../system/api';

/** Lobby sections in the spec's order; their games arrive with the catalogue issue. */
const SECTIONS = ['hot', 'RNG', 'FISH', 'LIVE', 'PVP'] as const;

export const HomeLobby = () => {
  const { t } = useTranslation();
  const { brand } = useSystem();
  const token = useToken();
  const navigate = useNavigate();

  const openFavourites = () => {
    // Spec section 2: choosing favourites while logged out opens the login pop-up.
    if (!token) openAuthDialog('login');
    else navigate('/favorite');
  };

  return (
    <Screen id="home" title={t('screens.home')} subtitle={brand ? t('home.welcome', { brand: brand.name }) : null}>
      <nav className="category-menu" aria-label={t('home.categories')}>
        <button type="button" className="chip chip--active" aria-current="page">
          {t('nav.home')}
        </button>
        <button type="button" className="chip" onClick={openFavourites} data-testid="category-favourites">
          {t('home.favourites')}
        </button>
      </nav>
      <div className="lobby-sections">
        {SECTIONS.map((s) => (
          <section key={s} className="lobby-section" aria-labelledby={`lobby-${s}`}>
            <h2 id={`lobby-${s}`} className="lobby-section__title">
              {t(`home.sections.${s}`)}
            </h2>
            <EmptyState />
          </section>
        ))}
      </div>
    </Screen>
  );
};
