import { useQuery } from '@tanstack/react-query';
import { type QueueKind, type QueueTicket as Ticket, queuesOpsApi } from '@wl/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorText } from '../../components/ErrorText';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { formatMoney } from '../../shared/money';
import { PrecheckList } from './PrecheckList';
import { ProofImages } from './ProofImages';
import { claimState } from './queue-claim';
import { queueKeys } from './queue-keys';
import { ReasonDialog } from '../../components/ReasonDialog';
import { TicketDetails } from './TicketDetails';
import { type TicketOutcome, useTicketActions } from './use-ticket-actions';

type Props = {
  kind: QueueKind;
  merchant: string;
  id: number;
  currency: string | null;
  self: readonly string[];
  canDecide: boolean;
  now: number;
  onClose: () => void;
  onOutcome: (o: TicketOutcome) => void;
};
type Body = Omit<Props, 'id'> & { ticket: Ticket };
type Asking = 'approve' | 'reject' | 'hold' | null;

const TicketBody = ({ kind, merchant, ticket, currency, self, canDecide, now, onClose, onOutcome }: Body) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Asking>(null);
  const act = useTicketActions(kind, merchant, ticket, (o) => {
    setAsking(null);
    onOutcome(o);
  });
  const ask = (a: Asking) => {
    act.reset();
    setAsking(a);
  };
  const heading = useRef<HTMLHeadingElement>(null);
  // A ticket that opens takes the focus (and the view, on a phone, where it sits above the list).
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const state = claimState(ticket.claim, self);
  const mine = ticket.claim !== null && self.includes(ticket.claim.by);
  const item = t(`queues.kinds.${kind}.item`, { id: ticket.id });
  const words = { id: ticket.id, amount: formatMoney(ticket.amount, currency), account: ticket.account };

  return (
    <section className="panel ticket" aria-labelledby="ticket-title" data-testid="queue-ticket" data-id={ticket.id} data-claim={state}>
      <header className="ticket__head">
        <div className="ticket__title">
          <span className="ticket__eyebrow">{t('queues.ticket.label')}</span>
          <h2 id="ticket-title" ref={heading} tabIndex={-1}>
            {item}
          </h2>
        </div>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('queues.ticket.close')} data-testid="queue-ticket-close">
          ×
        </button>
      </header>
      <TicketDetails kind={kind} ticket={ticket} currency={currency} self={self} now={now} />
      {kind === 'deposits' ? <ProofImages merchant={merchant} files={ticket.detail.proofs} depositId={ticket.id} /> : null}
      <PrecheckList precheck={ticket.precheck} currency={currency} />
      {asking === null ? <ErrorText error={act.error} /> : null}
      {!canDecide ? (
        <p className="muted">{t('queues.ticket.readOnly')}</p>
      ) : mine ? (
        <div className="ticket__actions">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => ask('approve')}
            disabled={act.isPending}
            data-testid="queue-approve"
          >
            {t('queues.actions.approve')}
          </button>
          <button
            type="button"
            className="btn btn--danger-quiet"
            onClick={() => ask('reject')}
            disabled={act.isPending}
            data-testid="queue-reject"
          >
            {t('queues.actions.reject')}
          </button>
          <span className="ticket__actions-gap" />
          {ticket.claim?.held ? null : (
            <button type="button" className="btn" onClick={() => ask('hold')} disabled={act.isPending} data-testid="queue-hold">
              {t('queues.actions.hold')}
            </button>
          )}
          <button
            type="button"
            className="btn"
            onClick={() => act.mutate({ type: 'release' })}
            disabled={act.isPending}
            data-testid="queue-release"
          >
            {t('queues.actions.release')}
          </button>
        </div>
      ) : (
        <div className="ticket__actions">
          <p className="muted ticket__note">{state === 'free' ? t('queues.ticket.claimFirst') : null}</p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => act.mutate({ type: 'claim' })}
            disabled={act.isPending}
            data-testid="queue-claim"
          >
            {t('queues.actions.claim')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={asking === 'approve'}
        title={t(`queues.kinds.${kind}.approveTitle`)}
        confirmLabel={t('queues.actions.approve')}
        busy={act.isPending}
        error={act.error}
        onConfirm={() => act.mutate({ type: 'approve' })}
        onClose={() => setAsking(null)}
      >
        <p>{t(`queues.kinds.${kind}.approveText`, words)}</p>
      </ConfirmDialog>
      <ReasonDialog
        open={asking === 'reject' || asking === 'hold'}
        title={asking === 'hold' ? t('queues.holdTitle') : t(`queues.kinds.${kind}.rejectTitle`)}
        text={asking === 'hold' ? t('queues.holdText', { item }) : t(`queues.kinds.${kind}.rejectText`, words)}
        label={asking === 'hold' ? t('queues.holdReason') : t('queues.rejectReason')}
        rule={t('queues.reasonRule')}
        testId="reason-dialog"
        confirmLabel={asking === 'hold' ? t('queues.actions.hold') : t('queues.actions.reject')}
        danger={asking === 'reject'}
        busy={act.isPending}
        error={act.error}
        onSubmit={(reason) => act.mutate(asking === 'hold' ? { type: 'hold', reason } : { type: 'reject', reason })}
        onClose={() => setAsking(null)}
      />
    </section>
  );
};

/** The open item of a queue: its details, proofs, precheck, and what the signed-in staff member may do with it. */
export const QueueTicket = (props: Props) => {
  const { t } = useTranslation();
  const { kind, merchant, id } = props;
  const ticket = useQuery({
    queryKey: queueKeys.ticket(merchant, kind, id),
    queryFn: ({ signal }) => call(queuesOpsApi.ticket, { params: { code: merchant, kind, id }, signal }),
  });
  if (ticket.data) return <TicketBody key={ticket.data.id} {...props} ticket={ticket.data} />;
  return (
    <section className="panel ticket" aria-label={t('queues.ticket.label')} data-testid="queue-ticket-loading">
      <header className="ticket__head">
        <span className="ticket__eyebrow">{t('queues.ticket.label')}</span>
        <button type="button" className="icon-btn" onClick={props.onClose} aria-label={t('queues.ticket.close')}>
          ×
        </button>
      </header>
      <QueryState query={ticket}>{() => null}</QueryState>
    </section>
  );
};
