import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProtection } from './api';
import './protection.css';

/** On the deposit page, while the profile says so and no limit is set yet: an invitation to set a deposit limit. */
export const LimitsOffer = () => {
  const { t } = useTranslation();
  const { data } = useProtection();
  if (!data?.offerLimits) return null;
  return (
    <aside className="pg-offer" data-testid="limits-offer" aria-labelledby="pg-offer-title">
      <strong id="pg-offer-title">{t('protection.offer.title')}</strong>
      <p>{t('protection.offer.text')}</p>
      <Link to="/member/responsibleGaming" className="btn btn--sm btn--primary" data-testid="limits-offer-link">
        {t('protection.offer.link')}
      </Link>
    </aside>
  );
};
