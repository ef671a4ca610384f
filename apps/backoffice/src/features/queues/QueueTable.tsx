import type { QueueItem } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { useFormat } from '../../shared/format';
import { formatMoney } from '../../shared/money';
import { ageOf, formatAge } from './queue-age';
import { claimantName, claimState, type ClaimState } from './queue-claim';

const tones: Record<ClaimState, BadgeTone> = { free: 'muted', mine: 'info', held: 'warn', other: 'muted' };

type Props = {
  rows: readonly QueueItem[];
  caption: string;
  empty: string;
  currency: string | null;
  self: readonly string[];
  canDecide: boolean;
  now: number;
  /** The item whose ticket is open (its row stands out). */
  openId: number | null;
  busy: boolean;
  onView: (item: QueueItem) => void;
  onClaim: (item: QueueItem) => void;
};

/** A queue's items, oldest first: who asked, how much, how long it has waited, and who works on it. */
export const QueueTable = ({ rows, caption, empty, currency, self, canDecide, now, openId, busy, onView, onClaim }: Props) => {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const columns: Column<QueueItem>[] = [
    {
      key: 'id',
      header: t('queues.cols.id'),
      numeric: true,
      cell: (r) => (
        <bdi className="mono" data-testid={`queue-row-${r.id}`}>
          {r.id}
        </bdi>
      ),
    },
    {
      key: 'account',
      header: t('queues.cols.account'),
      cell: (r) => (
        <Link
          to={`/players/${encodeURIComponent(r.account)}`}
          className="mono"
          aria-label={t('queues.openAccount', { account: r.account })}
        >
          <bdi>{r.account}</bdi>
        </Link>
      ),
    },
    {
      key: 'amount',
      header: t('queues.cols.amount'),
      numeric: true,
      cell: (r) => <bdi className="money">{formatMoney(r.amount, currency)}</bdi>,
    },
    {
      key: 'age',
      header: t('queues.cols.age'),
      cell: (r) => (
        <time dateTime={r.createdAt} title={f.dateTime(r.createdAt)}>
          {formatAge(ageOf(r.createdAt, now), i18n.language)}
        </time>
      ),
    },
    {
      key: 'claim',
      header: t('queues.cols.claim'),
      cell: (r) => {
        const state = claimState(r.claim, self);
        const name = r.claim ? claimantName(r.claim.by) : '';
        return (
          <span className="queue-claim">
            <Badge tone={tones[state]}>{t(`queues.claim.${state}`, { name })}</Badge>
            <span className="row-actions">
              <button
                type="button"
                className="btn btn--small"
                onClick={() => onView(r)}
                aria-label={t('queues.viewItem', { id: r.id })}
                data-testid={`queue-view-${r.id}`}
              >
                {t('queues.view')}
              </button>
              {canDecide && state === 'free' ? (
                <button
                  type="button"
                  className="btn btn--small btn--primary"
                  onClick={() => onClaim(r)}
                  disabled={busy}
                  aria-label={t('queues.claimItem', { id: r.id })}
                  data-testid={`queue-claim-${r.id}`}
                >
                  {t('queues.claimAction')}
                </button>
              ) : null}
            </span>
          </span>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowClass={(r) => (r.id === openId ? 'row--selected' : undefined)}
      empty={empty}
      testId="queue-table"
    />
  );
};
