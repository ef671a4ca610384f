import { type GameCard as Card, type VendorItem, homeSection } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { GameCard } from './GameCard';
import { Slider } from './Slider';
import { VendorTabs } from './VendorTabs';

type Props = {
  id: string;
  title: string;
  games: Card[] | undefined;
  loading?: boolean;
  isHome: boolean;
  /** Hot and favourites cap at 5 on the home category, with a More link to the full list. */
  capped?: boolean;
  moreTo?: string;
  onMore?: () => void;
  vendors?: Pick<VendorItem, 'cardId' | 'vassalage' | 'displayName'>[];
  vendor?: string;
  onVendor?: (vassalage: string) => void;
};

/** A lobby section: title, vendor filter, paginated slider of game cards, and the no-data text when empty. */
export const LobbySection = ({ id, title, games, loading, isHome, capped, moreTo, onMore, vendors, vendor = '', onVendor }: Props) => {
  const { t } = useTranslation();
  const { items, showMore } = homeSection(games ?? [], Boolean(capped) && isHome);
  return (
    <section className="lobby-section" aria-labelledby={`lobby-${id}`} data-testid={`section-${id}`}>
      <div className="lobby-section__head">
        <h2 id={`lobby-${id}`} className="lobby-section__title">
          {title}
        </h2>
        {vendors && vendors.length > 0 && onVendor ? (
          <VendorTabs className="vendor-filter" vendors={vendors} vendor={vendor} onVendor={onVendor} testIdPrefix="vendor-filter" />
        ) : null}
        {showMore && onMore ? (
          <button type="button" className="btn btn--sm" onClick={onMore} data-testid={`more-${id}`}>
            {t('catalogue.more')}
          </button>
        ) : showMore && moreTo ? (
          <Link className="btn btn--sm" to={moreTo} data-testid={`more-${id}`}>
            {t('catalogue.more')}
          </Link>
        ) : null}
      </div>
      {loading && !games ? (
        <div className="skeleton-row" aria-busy="true" />
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        <Slider key={vendor} items={items} isHome={isHome} testId={`slider-${id}`} render={(g) => <GameCard game={g} />} />
      )}
    </section>
  );
};
