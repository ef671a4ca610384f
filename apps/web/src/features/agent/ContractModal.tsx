import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { useAnswer, useContractFlags } from './api';
import { TiersTable } from './TiersTable';

/**
 * The contract modal (spec section 2): opens by itself while a request waits (enableCt) and shows each one, a new
 * contract or a termination asked by the upline, with accept and refuse.
 */
export const ContractRequestsModal = () => {
  const { t } = useTranslation();
  const { data } = useContractFlags(true);
  const answer = useAnswer();
  const [closed, setClosed] = useState(false);
  const pending = data?.pending ?? [];
  return (
    <Modal
      open={Boolean(data?.enableCt) && !closed}
      title={t('agent.contractRequests')}
      onClose={() => setClosed(true)}
      testId="contract-modal"
      size="md"
    >
      {pending.map((c) => (
        <article key={c.id} className="agent-request" data-testid={`request-${c.kind}`}>
          <h3>
            {t(`agent.kind.${c.kind}`)}
            {c.cycle ? ` · ${t(`agent.cycle.${c.cycle}`)}` : ''}
          </h3>
          <p>
            {c.status === 'OFFERED'
              ? t('agent.offeredBy', { upline: c.uplineAccount ?? t('agent.merchant') })
              : t('agent.terminationAsked', { upline: c.uplineAccount ?? t('agent.merchant') })}
          </p>
          <TiersTable c={c} />
          <div className="agent-actions">
            <button
              type="button"
              className="btn btn--primary"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ kind: c.kind, action: 'ACCEPT', contractId: c.id })}
              data-testid={`accept-${c.kind}`}
            >
              {t('agent.accept')}
            </button>
            <button
              type="button"
              className="btn"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ kind: c.kind, action: 'REFUSE', contractId: c.id })}
              data-testid={`refuse-${c.kind}`}
            >
              {t('agent.refuse')}
            </button>
          </div>
        </article>
      ))}
      <ErrorText error={answer.error} />
    </Modal>
  );
};

export { dividendCycles } from '@wl/contracts';
