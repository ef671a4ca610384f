import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeOf } from '../shared/api';

/** The codes of money refused until the player's verification level is reached (issue 31). */
const needsVerification = new Set(['kyc.required', 'kyc.enhanced_required']);

/** Beside a refusal that needs a verification level: the way to the member centre's Verification page. */
export const VerificationLink = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  if (!error || !needsVerification.has(errorCodeOf(error))) return null;
  return (
    <Link to="/member/verification" className="btn btn--sm" data-testid="kyc-link">
      {t('kyc.verifyLink')}
    </Link>
  );
};
