import type { KycDocumentStatus, KycLevel } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { useFormat } from '../../shared/format';
import { levelTone, reviewerName, sizeOf, statusTone } from './kyc-state';

/** A document's status in words. */
export const StatusBadge = ({ status }: { status: KycDocumentStatus }) => {
  const { t } = useTranslation();
  return (
    <span data-testid="kyc-status" data-status={status}>
      <Badge tone={statusTone(status)}>{t(`kyc.statuses.${status}`)}</Badge>
    </span>
  );
};

/** A player's verification level in words. */
export const LevelBadge = ({ level }: { level: KycLevel }) => {
  const { t } = useTranslation();
  return (
    <span data-testid="kyc-level" data-level={level}>
      <Badge tone={levelTone(level)}>{t(`kyc.levels.${level}`)}</Badge>
    </span>
  );
};

/** Who is reviewing a document now, or that nobody is. */
export const ReviewerText = ({ reviewer }: { reviewer: string | null }) => {
  const { t } = useTranslation();
  return reviewer ? <bdi>{reviewerName(reviewer)}</bdi> : <span className="muted">{t('kyc.unclaimed')}</span>;
};

/** A file size as people read it (12 KB, 1.4 MB). */
export const useSizeText = () => {
  const { t } = useTranslation();
  const f = useFormat();
  return (bytes: number) => {
    const { unit, value } = sizeOf(bytes);
    return t(`kyc.size.${unit}`, { n: f.number(value) });
  };
};
