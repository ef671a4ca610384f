import { useTranslation } from 'react-i18next';
import { pickSupportLink, useCsLinks } from './customer-service';

/** Opens the merchant's live chat (or first) customer-service link; hidden when the merchant has none. */
export const CsButton = ({ className = 'btn btn--primary' }: { className?: string }) => {
  const { t } = useTranslation();
  const link = pickSupportLink(useCsLinks());
  if (!link) return null;
  return (
    <a className={className} href={link.url} target="_blank" rel="noopener noreferrer" data-testid="cs-button">
      {t('nav.customerService')}
    </a>
  );
};
