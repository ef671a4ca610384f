import { riskOutcomes } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useRiskAction } from './use-risk-action';

type Outcome = (typeof riskOutcomes)[number];

/** Closing: pick the outcome (each explained), then give the reason for the record in the shared reason dialog. */
export const ClosePanel = ({ merchant, id }: { merchant: string; id: number }) => {
  const { t } = useTranslation();
  const fid = useId();
  const [outcome, setOutcome] = useState<Outcome>('CLEARED');
  const [asking, setAsking] = useState(false);
  const act = useRiskAction(merchant, id, () => setAsking(false));
  return (
    <section className="panel stack" aria-labelledby={`${fid}-title`} data-testid="risk-close">
      <h2 id={`${fid}-title`}>{t('risk.case.closeTitle')}</h2>
      <fieldset className="risk-outcomes">
        <legend>{t('risk.case.closeOutcome')}</legend>
        {riskOutcomes.map((o) => (
          <label key={o} className="check risk-outcome">
            <input
              type="radio"
              name={`${fid}-outcome`}
              value={o}
              checked={outcome === o}
              onChange={() => setOutcome(o)}
              data-testid={`risk-outcome-${o}`}
            />
            <span>
              <strong>{t(`risk.outcomes.${o}.label`)}</strong>
              <span className="muted risk-kind__explain">{t(`risk.outcomes.${o}.explain`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="actions actions--start">
        <button type="button" className="btn btn--danger-quiet" onClick={() => setAsking(true)} data-testid="risk-close-open">
          {t('risk.case.closeSubmit')}
        </button>
      </div>
      <ReasonDialog
        open={asking}
        title={t('risk.case.closeDialogTitle', { id })}
        text={t('risk.case.closeDialogText', {
          outcome: t(`risk.outcomes.${outcome}.label`),
          explain: t(`risk.outcomes.${outcome}.explain`),
        })}
        label={t('risk.case.reason')}
        rule={t('risk.case.reasonRule')}
        confirmLabel={t('risk.case.closeSubmit')}
        danger={outcome !== 'CLEARED'}
        busy={act.isPending}
        error={act.error}
        testId="risk-close-dialog"
        onSubmit={(reason) => act.mutate({ type: 'close', body: { outcome, reason } })}
        onClose={() => setAsking(false)}
      />
    </section>
  );
};
