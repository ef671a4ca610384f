import type { ProtectionState } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import { DateTime } from '../../shared/datetime';
import { useProtection } from './api';
import { BreakSection } from './BreakSection';
import { LimitsSection } from './LimitsSection';
import { RealitySection } from './RealitySection';
import { SummarySection } from './SummarySection';
import './protection.css';

/** A time-out or exclusion in force, with its end. */
const Block = ({ block }: { block: NonNullable<ProtectionState['block']> }) => {
  const { t } = useTranslation();
  return (
    <div data-testid="pg-block" data-kind={block.kind}>
      <FormMessage tone="warning">
        {t(`protection.block.${block.kind}`)} {t('protection.block.until')} <DateTime value={block.until} />
      </FormMessage>
    </div>
  );
};

/**
 * Responsible gaming (member centre): my limits with their pending changes, the reality-check interval, time-out
 * and self-exclusion, and the play summary. The rules shown come from the merchant's jurisdiction profile.
 */
export const ResponsibleGaming = () => {
  const { t } = useTranslation();
  const { data, error } = useProtection();
  if (error) return <ErrorText error={error} />;
  if (!data) return <div className="pg-skeleton pg-skeleton--tall" aria-busy="true" />;
  return (
    <div className="pg-page" data-testid="protection-page">
      <p className="muted">{t('protection.intro')}</p>
      {data.block ? <Block block={data.block} /> : null}
      <LimitsSection state={data} />
      <RealitySection state={data} />
      {data.block ? null : <BreakSection state={data} />}
      <SummarySection />
      <p className="muted pg-help">{t('protection.help')}</p>
    </div>
  );
};
