import { useTranslation } from 'react-i18next';
import { useSystem } from '../../shared/system';
import { pickSupportLink, useCsLinksState } from '../../shared/customer-service';

/**
 * Opens the merchant's live chat (or first) customer-service link; hidden when the merchant has none. When links are
 * configured but none decrypts to a safe address, the visitor is told so (spec: 'Invalid URL…').
 */
export const CsButton = ({ className = 'btn btn--primary' }: { className?: string }) => {
  const { t } = useTranslation();
  const { info } = useSystem();
  const links = useCsLinksState();
  const link = pickSupportLink(links.data);
  if (!link) {
    const broken = links.settled && (info?.customerService.length ?? 0) > 0;
    return broken ? (
      <p className="form-error" role="alert" data-testid="cs-invalid">
        {t('msg.invalidUrl')}
      </p>
    ) : null;
  }
  return (
    <a className={className} href={link.url} target="_blank" rel="noopener noreferrer" data-testid="cs-button">
      {t('nav.customerService')}
    </a>
  );
};
