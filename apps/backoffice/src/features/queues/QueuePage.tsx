import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type QueueKind, queuesOpsApi, queueViews } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { useCan, useMe } from '../../shared/me';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { type QueueNews, QueueResult } from './QueueResult';
import { QueueTable } from './QueueTable';
import { QueueTicket } from './QueueTicket';
import { selfNames } from './queue-claim';
import { queueKeys } from './queue-keys';
import type { TicketOutcome } from './use-ticket-actions';
import { useNow } from './use-now';
import '../../styles/queues.css';

type View = (typeof queueViews)[number];

/** A money queue: its views with their counts, its items oldest first, "open next", and the open item's ticket. */
export const QueuePage = ({ kind }: { kind: QueueKind }) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const merchant = useActiveMerchant();
  const { currency } = useMerchantFacts();
  const me = useMe();
  const self = selfNames(me.username);
  const canDecide = useCan()('money.decide');
  const now = useNow();
  const [view, setView] = useState<View>('open');
  const [openId, setOpenId] = useState<number | null>(null);
  const [news, setNews] = useState<QueueNews | null>(null);

  const list = useQuery({
    queryKey: queueKeys.list(merchant, kind, view),
    queryFn: ({ signal }) => call(queuesOpsApi.list, { params: { code: merchant, kind }, query: { view }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const refreshLists = () => qc.invalidateQueries({ queryKey: [...queueKeys.all(merchant, kind), 'list'] });

  const open = (id: number | null) => {
    setNews(null);
    setOpenId(id);
  };
  const next = useMutation({
    mutationFn: () => call(queuesOpsApi.next, { params: { code: merchant, kind } }),
    onSuccess: (ticket) => {
      if (ticket) {
        qc.setQueryData(queueKeys.ticket(merchant, kind, ticket.id), ticket);
        open(ticket.id);
      } else {
        setOpenId(null);
        setNews({ type: 'empty' });
      }
      return refreshLists();
    },
  });
  const claim = useMutation({
    mutationFn: (id: number) => call(queuesOpsApi.claim, { params: { code: merchant, kind, id } }),
    onSuccess: (ticket) => {
      qc.setQueryData(queueKeys.ticket(merchant, kind, ticket.id), ticket);
      open(ticket.id);
      return refreshLists();
    },
    onError: () => refreshLists(),
  });
  const onOutcome = (o: TicketOutcome) => {
    setNews(o);
    if (o.type !== 'held') setOpenId(null);
  };
  const counts = list.data?.counts;

  return (
    <Page
      id={kind}
      title={t(`nav.${kind}`)}
      actions={
        canDecide ? (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              claim.reset();
              next.mutate();
            }}
            disabled={next.isPending}
            data-testid="queue-next"
          >
            {next.isPending ? t('queues.nextBusy') : t('queues.next')}
          </button>
        ) : null
      }
    >
      <p className="muted page__intro">{t(`queues.kinds.${kind}.intro`)}</p>
      <QueueResult kind={kind} news={news} currency={currency} error={next.error ?? claim.error} />
      <div className={openId === null ? 'queue-layout' : 'queue-layout queue-layout--ticket'}>
        <div className="queue-list">
          <div className="tabs" role="tablist" aria-label={t('queues.viewsLabel')}>
            {queueViews.map((v) => (
              <button
                key={v}
                type="button"
                role="tab"
                aria-selected={view === v}
                className={view === v ? 'tab tab--current' : 'tab'}
                onClick={() => setView(v)}
                data-testid={`queue-tab-${v}`}
              >
                {t(`queues.views.${v}`)}
                <span className="tab__count" data-testid={`queue-count-${v}`}>
                  {counts ? counts[v] : '–'}
                </span>
              </button>
            ))}
          </div>
          <QueryState query={list}>
            {(data) => (
              <QueueTable
                rows={data.rows}
                caption={t(`nav.${kind}`)}
                empty={t(`queues.empty.${view}`)}
                currency={currency}
                self={self}
                canDecide={canDecide}
                now={now}
                openId={openId}
                busy={claim.isPending}
                onView={(item) => open(item.id)}
                onClaim={(item) => {
                  next.reset();
                  claim.mutate(item.id);
                }}
              />
            )}
          </QueryState>
        </div>
        {openId === null ? null : (
          <QueueTicket
            key={openId}
            kind={kind}
            merchant={merchant}
            id={openId}
            currency={currency}
            self={self}
            canDecide={canDecide}
            now={now}
            onClose={() => setOpenId(null)}
            onOutcome={onOutcome}
          />
        )}
      </div>
    </Page>
  );
};

export const DepositsQueuePage = () => <QueuePage kind="deposits" />;
export const WithdrawalsQueuePage = () => <QueuePage kind="withdrawals" />;
