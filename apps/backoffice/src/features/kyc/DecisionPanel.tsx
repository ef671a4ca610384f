import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ReasonDialog } from '../../components/ReasonDialog';
import { type Decision, useDecide } from './use-kyc';

type Asking = 'APPROVE' | 'REJECT' | 'MORE' | null;
type Props = { merchant: string; id: number; kind: string; account: string; onDone: (d: Decision['decision']) => void };

/**
 * A pending document's decision: approve (after a confirmation: the level may rise and money thresholds open), reject
 * or ask for more, each with a reason the player reads in their messages.
 */
export const DecisionPanel = ({ merchant, id, kind, account, onDone }: Props) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Asking>(null);
  // Each opening is a new dialog: the last reason does not linger in it.
  const [round, setRound] = useState(0);
  const decide = useDecide(merchant, id, (d) => {
    setAsking(null);
    onDone(d.decision);
  });
  const ask = (a: Asking) => {
    decide.reset();
    setRound((r) => r + 1);
    setAsking(a);
  };
  const reasonDialog = (decision: 'REJECT' | 'MORE') => (
    <ReasonDialog
      key={`${decision}-${round}`}
      open={asking === decision}
      title={t(`kyc.decide.${decision}.title`, { kind })}
      text={t(`kyc.decide.${decision}.text`, { account })}
      label={t('kyc.decide.reasonLabel')}
      rule={t('kyc.decide.reasonRule')}
      confirmLabel={t(`kyc.decide.${decision}.submit`)}
      danger={decision === 'REJECT'}
      busy={decide.isPending}
      error={decide.error}
      testId={`kyc-${decision.toLowerCase()}-dialog`}
      onSubmit={(reason) => decide.mutate({ decision, reason })}
      onClose={() => setAsking(null)}
    />
  );
  return (
    <section className="panel stack" aria-labelledby="kyc-decide-title" data-testid="kyc-decide">
      <h2 id="kyc-decide-title">{t('kyc.decide.title')}</h2>
      <p className="muted">{t('kyc.decide.hint')}</p>
      <div className="actions actions--start kyc-decide__buttons">
        <button type="button" className="btn btn--primary" onClick={() => ask('APPROVE')} data-testid="kyc-approve">
          {t('kyc.decide.APPROVE.button')}
        </button>
        <button type="button" className="btn" onClick={() => ask('MORE')} data-testid="kyc-more">
          {t('kyc.decide.MORE.button')}
        </button>
        <button type="button" className="btn btn--danger" onClick={() => ask('REJECT')} data-testid="kyc-reject">
          {t('kyc.decide.REJECT.button')}
        </button>
      </div>
      <ConfirmDialog
        open={asking === 'APPROVE'}
        title={t('kyc.decide.APPROVE.title', { kind })}
        confirmLabel={t('kyc.decide.APPROVE.submit')}
        busy={decide.isPending}
        error={decide.error}
        onConfirm={() => decide.mutate({ decision: 'APPROVE', reason: '' })}
        onClose={() => setAsking(null)}
      >
        <p>{t('kyc.decide.APPROVE.text', { account })}</p>
      </ConfirmDialog>
      {reasonDialog('REJECT')}
      {reasonDialog('MORE')}
    </section>
  );
};
