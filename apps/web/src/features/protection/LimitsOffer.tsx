import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProtection } from './api';
import './protection.css';

/**
 * Where the invitation to set a deposit limit shows, while no deposit limit is set and nothing is deposited yet: on
 * the deposit page under every profile that offers limits, and on the member centre's first page right after
 * registration where the profile offers them at registration (UK).
 */
export const offerShown = (
  state: { offerLimits: boolean; profile: { offerLimitsAt: string } } | undefined,
  where: 'registration' | 'deposit',
) => !!state?.offerLimits && (where === 'deposit' || state.profile.offerLimitsAt === 'REGISTRATION');

/** The invitation to set a deposit limit (see `offerShown`). */
export const LimitsOffer = ({ where }: { where: 'registration' | 'deposit' }) => {
  const { t } = useTranslation();
  const { data } = useProtection();
  if (!offerShown(data, where)) return null;
  return (
    <aside className="pg-offer" data-testid={`limits-offer-${where}`} aria-labelledby="pg-offer-title">
      <strong id="pg-offer-title">{t('protection.offer.title')}</strong>
      <p>{t('protection.offer.text')}</p>
      <Link to="/member/responsibleGaming" className="btn btn--sm btn--primary" data-testid="limits-offer-link">
        {t('protection.offer.link')}
      </Link>
    </aside>
  );
};
