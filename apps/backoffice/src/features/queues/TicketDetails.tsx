import type { QueueKind, QueueTicket } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../components/Badge';
import { useFormat } from '../../shared/format';
import { formatMoney } from '../../shared/money';
import { ageOf, formatAge } from './queue-age';
import { type ClaimState, claimantName, claimState } from './queue-claim';

const tones: Record<ClaimState, BadgeTone> = { free: 'muted', mine: 'info', held: 'warn', other: 'muted' };

type Props = { kind: QueueKind; ticket: QueueTicket; currency: string | null; self: readonly string[]; now: number };

/** A ticket's facts: whose, how much, since when, where the money comes from or goes to, and who works on it. */
export const TicketDetails = ({ kind, ticket, currency, self, now }: Props) => {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const notGiven = <span className="muted">{t('queues.ticket.notGiven')}</span>;
  const { detail, claim } = ticket;
  const state = claimState(claim, self);
  return (
    <dl className="facts ticket__facts">
      <div>
        <dt>{t('queues.ticket.amount')}</dt>
        <dd>
          <bdi className="money ticket__amount" data-testid="ticket-amount">
            {formatMoney(ticket.amount, currency)}
          </bdi>
        </dd>
      </div>
      <div>
        <dt>{t('queues.ticket.account')}</dt>
        <dd>
          <Link to={`/players/${encodeURIComponent(ticket.account)}`} className="mono" data-testid="ticket-account">
            <bdi>{ticket.account}</bdi>
          </Link>
        </dd>
      </div>
      <div>
        <dt>{t('queues.ticket.requested')}</dt>
        <dd>
          <time dateTime={ticket.createdAt}>{f.dateTime(ticket.createdAt)}</time>{' '}
          <span className="muted">({formatAge(ageOf(ticket.createdAt, now), i18n.language)})</span>
        </dd>
      </div>
      {kind === 'deposits' ? (
        <div>
          <dt>{t('queues.ticket.payer')}</dt>
          <dd>{detail.payerName ? <bdi>{detail.payerName}</bdi> : notGiven}</dd>
        </div>
      ) : (
        <>
          <div>
            <dt>{t('queues.ticket.bank')}</dt>
            <dd>{detail.bankName ? <bdi>{detail.bankName}</bdi> : notGiven}</dd>
          </div>
          <div>
            <dt>{t('queues.ticket.accountNo')}</dt>
            <dd>
              {detail.accountNo ? (
                <bdi className="mono" dir="ltr" data-testid="ticket-account-no">
                  {detail.accountNo}
                </bdi>
              ) : (
                notGiven
              )}
            </dd>
          </div>
        </>
      )}
      <div>
        <dt>{t('queues.ticket.claim')}</dt>
        <dd className="ticket__claim">
          <Badge tone={tones[state]}>{t(`queues.claim.${state}`, { name: claim ? claimantName(claim.by) : '' })}</Badge>
          {claim ? <span className="muted">{t('queues.ticket.since', { at: f.dateTime(claim.at) })}</span> : null}
          {state === 'other' && claim ? (
            <span className="muted">{t('queues.ticket.otherWorks', { name: claimantName(claim.by) })}</span>
          ) : null}
        </dd>
      </div>
      {claim?.held ? (
        <div className="ticket__wide">
          <dt>{t('queues.ticket.holdReason')}</dt>
          <dd data-testid="ticket-hold-reason">{claim.holdReason ? <span className="cell-text">{claim.holdReason}</span> : notGiven}</dd>
        </div>
      ) : null}
    </dl>
  );
};
