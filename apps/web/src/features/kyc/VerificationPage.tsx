import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { useKycState } from './api';
import { DetailsForm } from './DetailsForm';
import { DocumentsSection } from './DocumentsSection';
import { LevelSteps } from './LevelSteps';
import { ThresholdsSection } from './ThresholdsSection';
import './kyc.css';

/**
 * Verification (member centre): my level on the ladder None → Basic → Verified → Enhanced, the thresholds that need
 * a level before money moves, my identity details, and my documents with the reviewer's answers.
 */
export const VerificationPage = () => {
  const { t } = useTranslation();
  const { data, error } = useKycState();
  if (error) return <ErrorText error={error} />;
  if (!data) return <div className="kyc-skeleton" aria-busy="true" />;
  return (
    <div className="kyc-page" data-testid="kyc-page">
      <p className="muted">{t('kyc.intro')}</p>
      <LevelSteps level={data.level} />
      <ThresholdsSection state={data} />
      <DetailsForm state={data} />
      <DocumentsSection state={data} />
      <p className="muted kyc-help">{t('kyc.help')}</p>
    </div>
  );
};
