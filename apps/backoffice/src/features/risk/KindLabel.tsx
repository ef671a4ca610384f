import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';

/** A case's kind in words (the rule's or the screening's label); its explanation beside it when asked. */
export const KindLabel = ({ kind, explain = false }: { kind: string; explain?: boolean }) => {
  const { t } = useTranslation();
  return (
    <span className="risk-kind" data-kind={kind}>
      <strong>{t(`risk.kinds.${kind}.label`, { defaultValue: t('risk.cases.otherKind') })}</strong>
      {explain ? <span className="muted risk-kind__explain">{t(`risk.kinds.${kind}.explain`, { defaultValue: '' })}</span> : null}
    </span>
  );
};

/** Whether the case holds the player's withdrawals, as a badge. */
export const HoldsBadge = ({ holds }: { holds: boolean }) => {
  const { t } = useTranslation();
  return holds ? (
    <span data-testid="risk-holds">
      <Badge tone="bad">{t('risk.cases.holds')}</Badge>
    </span>
  ) : (
    <Badge tone="muted">{t('risk.cases.noHold')}</Badge>
  );
};
