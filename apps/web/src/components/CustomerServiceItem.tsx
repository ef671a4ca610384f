import { useTranslation } from 'react-i18next';
import { pickSupportLink, useCsLinks } from '../shared/customer-service';

/** A menu's customer-service entry (the merchant's live chat first), a list item opening in a new tab; none without a link. */
export const CustomerServiceItem = () => {
  const { t } = useTranslation();
  const support = pickSupportLink(useCsLinks());
  return support ? (
    <li>
      <a href={support.url} target="_blank" rel="noopener noreferrer">
        {t('nav.customerService')}
      </a>
    </li>
  ) : null;
};
