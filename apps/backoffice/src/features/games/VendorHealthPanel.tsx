import { useQuery } from '@tanstack/react-query';
import { type VendorHealth, gamesOpsApi } from '@wl/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { DataTable } from '../../components/DataTable';
import { ErrorText } from '../../components/ErrorText';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { gamesKeys } from './games-state';
import { useCatalogueChange } from './use-games';

type Props = { merchant: string; vassalage: string; canEdit: boolean; onClose: () => void };

/** One vendor's health: its last failed calls, its open transfers (a stuck recall can be retried) and its open rounds. */
export const VendorHealthPanel = ({ merchant, vassalage, canEdit, onClose }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  // Opened from a row far above: bring the panel into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per vendor opened
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'start' }), [vassalage]);
  const { currency } = useMerchantFacts();
  const money = (minor: string) => formatMoney(minor, currency);
  const health = useQuery({
    queryKey: gamesKeys.health(merchant, vassalage),
    queryFn: ({ signal }) => call(gamesOpsApi.health, { params: { code: merchant, vassalage }, signal }),
    refetchInterval: 15_000,
  });
  const retry = useCatalogueChange(merchant, (transferId: number) =>
    call(gamesOpsApi.retryTransfer, { params: { code: merchant, vassalage, id: transferId } }),
  );
  return (
    <section ref={ref} className="panel stack games-health" aria-labelledby={`${id}-title`} data-testid="vendor-health">
      <header className="games-health__head">
        <h2 id={`${id}-title`}>{t('games.health.title', { vendor: vassalage })}</h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('common.close')}>
          ×
        </button>
      </header>
      <QueryState query={health}>
        {(h: VendorHealth) => (
          <div className="stack">
            <p className="muted">
              {t(`games.wallet.${h.wallet}`)} · {t(h.canRetry ? 'games.health.reachable' : 'games.health.notReachable')}
            </p>
            {retry.data ? (
              <p className="msg msg--ok" role="status" data-testid="retry-done">
                {t('games.health.retried', {
                  state: t(`games.health.state.${retry.data.transfer.state}`),
                  amount: money(retry.data.recalled),
                })}
              </p>
            ) : null}
            <ErrorText error={retry.error} />
            <h3>{t('games.health.pending')}</h3>
            <DataTable
              caption={t('games.health.pending')}
              testId="health-pending"
              rows={h.pending}
              rowKey={(r) => r.id}
              empty={t('games.health.noPending')}
              columns={[
                { key: 'at', header: t('games.health.since'), cell: (r) => f.dateTime(r.updatedAt) },
                { key: 'account', header: t('games.health.account'), cell: (r) => r.account },
                { key: 'dir', header: t('games.health.direction'), cell: (r) => t(`games.health.dir.${r.direction}`) },
                { key: 'amount', header: t('games.health.amount'), numeric: true, cell: (r) => money(r.amount) },
                {
                  key: 'state',
                  header: t('games.col.status'),
                  cell: (r) => <Badge tone={r.stuck ? 'bad' : 'warn'}>{t(r.stuck ? 'games.health.stuck' : 'games.health.waiting')}</Badge>,
                },
                {
                  key: 'retry',
                  header: t('games.col.actions'),
                  cell: (r) =>
                    canEdit && r.stuck && h.canRetry ? (
                      <button
                        type="button"
                        className="btn btn--small"
                        disabled={retry.isPending}
                        onClick={() => retry.mutate(r.id)}
                        data-testid={`retry-${r.id}`}
                      >
                        {t('games.health.retry')}
                      </button>
                    ) : null,
                },
              ]}
            />
            <h3>{t('games.health.errors')}</h3>
            <DataTable
              caption={t('games.health.errors')}
              testId="health-errors"
              rows={h.errors}
              rowKey={(r) => `${r.kind}:${r.ref}`}
              empty={t('games.health.noErrors')}
              columns={[
                { key: 'at', header: t('games.health.at'), cell: (r) => f.dateTime(r.at) },
                { key: 'kind', header: t('games.health.kind'), cell: (r) => t(`games.health.kinds.${r.kind}`) },
                { key: 'account', header: t('games.health.account'), cell: (r) => r.account },
                { key: 'ref', header: t('games.health.ref'), cell: (r) => <code className="games-ref">{r.ref}</code> },
                { key: 'amount', header: t('games.health.amount'), numeric: true, cell: (r) => money(r.amount) },
              ]}
            />
            <h3>{t('games.health.rounds')}</h3>
            <DataTable
              caption={t('games.health.rounds')}
              testId="health-rounds"
              rows={h.openRounds}
              rowKey={(r) => `${r.roundId}:${r.account}`}
              empty={t('games.health.noRounds')}
              columns={[
                { key: 'at', header: t('games.health.opened'), cell: (r) => f.dateTime(r.openedAt) },
                { key: 'round', header: t('games.health.round'), cell: (r) => <code className="games-ref">{r.roundId}</code> },
                { key: 'account', header: t('games.health.account'), cell: (r) => r.account },
                { key: 'game', header: t('games.col.game'), cell: (r) => r.gameCode },
                { key: 'stake', header: t('games.health.stake'), numeric: true, cell: (r) => money(r.stake) },
              ]}
            />
          </div>
        )}
      </QueryState>
    </section>
  );
};
