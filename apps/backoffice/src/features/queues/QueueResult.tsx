import type { QueueKind } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorText } from '../../components/ErrorText';
import { formatMoney } from '../../shared/money';
import type { TicketOutcome } from './use-ticket-actions';

/** What the page last reports: an outcome of the ticket, or that "open next" found nothing. */
export type QueueNews = TicketOutcome | { type: 'empty' };

type Props = { kind: QueueKind; news: QueueNews | null; currency: string | null; error: unknown };

/**
 * What the last action on the queue came to: paid or credited, rejected, held, released, nothing left to open — or
 * a withdrawal above the role's limit that now waits for a second staff member on the four-eyes page.
 */
export const QueueResult = ({ kind, news, currency, error }: Props) => {
  const { t } = useTranslation();
  if (error) return <ErrorText error={error} />;
  if (!news) return null;
  if (news.type === 'empty') {
    return (
      <p className="msg msg--ok" role="status" data-testid="queue-result" data-result="empty">
        {t('queues.results.empty')}
      </p>
    );
  }
  const item = t(`queues.kinds.${kind}.item`, { id: news.id });
  if (news.type === 'approved' && news.fourEyes) {
    return (
      <div className="msg msg--warn queue-news" role="status" data-testid="queue-result" data-result="four-eyes">
        <p>{t('queues.results.fourEyes', { item, threshold: formatMoney(news.fourEyes.threshold, currency) })}</p>
        <Link to="/approvals" data-testid="queue-four-eyes-link">
          {t('queues.results.fourEyesLink')}
        </Link>
      </div>
    );
  }
  const text =
    news.type === 'approved'
      ? t(`queues.kinds.${kind}.approved`, { id: news.id, amount: formatMoney(news.amount, currency), account: news.account })
      : news.type === 'rejected'
        ? t(`queues.kinds.${kind}.rejected`, { id: news.id, account: news.account })
        : t(`queues.results.${news.type}`, { item });
  return (
    <p className="msg msg--ok" role="status" data-testid="queue-result" data-result={news.type}>
      {text}
    </p>
  );
};
