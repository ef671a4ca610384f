import type { VendorItem } from '@wl/contracts';
import { useTranslation } from 'react-i18next';

/** Tabs filtering a game list by vendor: "all" (the empty vendor), then each vendor (`<testIdPrefix>-<vassalage>`). */
export const VendorTabs = ({
  className,
  vendors,
  vendor,
  onVendor,
  testIdPrefix,
}: {
  className: string;
  vendors: Pick<VendorItem, 'cardId' | 'vassalage' | 'displayName'>[];
  vendor: string;
  onVendor: (vassalage: string) => void;
  testIdPrefix: string;
}) => {
  const { t } = useTranslation();
  return (
    <div className={className} role="tablist" aria-label={t('catalogue.vendorFilter')}>
      <button
        type="button"
        role="tab"
        aria-selected={vendor === ''}
        className={`chip${vendor === '' ? ' chip--active' : ''}`}
        onClick={() => onVendor('')}
      >
        {t('catalogue.all')}
      </button>
      {vendors.map((v) => (
        <button
          key={v.cardId}
          type="button"
          role="tab"
          aria-selected={vendor === v.vassalage}
          className={`chip${vendor === v.vassalage ? ' chip--active' : ''}`}
          onClick={() => onVendor(v.vassalage)}
          data-testid={`${testIdPrefix}-${v.vassalage}`}
        >
          {v.displayName}
        </button>
      ))}
    </div>
  );
};
