import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointValue, promotionsOpsApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/Badge';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type Column, DataTable } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { ReasonDialog } from '../../components/ReasonDialog';
import { StatusTabs } from '../../components/StatusTabs';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { EntryImages } from './EntryImages';
import { promotionsKeys } from './promotions-keys';
import { textIn } from '../../shared/texts';

type Entry = EndpointValue<typeof promotionsOpsApi.entries>['list'][number];
const filters = ['APPLYING', 'APPROVED', 'REJECTED'] as const;
type Filter = (typeof filters)[number];
const tone: Record<Entry['status'], BadgeTone> = { APPLYING: 'warn', APPROVED: 'ok', REJECTED: 'bad', JOINED: 'info', DONE: 'muted' };

/**
 * The applications queue: members' applications with their comment and images; waiting ones are approved (the
 * promotion's reward goes to the member's reward centre) or rejected with a reason the member reads.
 */
export const ApplicationsTab = ({ merchant, canDecide }: { merchant: string; canDecide: boolean }) => {
  const { t, i18n } = useTranslation();
  const fmt = useFormat();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('APPLYING');
  const [approving, setApproving] = useState<Entry | null>(null);
  const [rejecting, setRejecting] = useState<Entry | null>(null);
  const entries = useQuery({
    queryKey: promotionsKeys.entries(merchant, filter),
    queryFn: ({ signal }) => call(promotionsOpsApi.entries, { params: { code: merchant }, query: { status: filter }, signal }),
  });
  const done = () => {
    setApproving(null);
    setRejecting(null);
    void client.invalidateQueries({ queryKey: promotionsKeys.all(merchant) });
  };
  const approve = useMutation({
    mutationFn: (e: Entry) => call(promotionsOpsApi.approve, { params: { code: merchant, id: e.id }, body: {} }),
    onSuccess: done,
  });
  const reject = useMutation({
    mutationFn: ({ e, reason }: { e: Entry; reason: string }) =>
      call(promotionsOpsApi.reject, { params: { code: merchant, id: e.id }, body: { reason } }),
    onSuccess: done,
  });
  const columns: Column<Entry>[] = [
    { key: 'at', header: t('promotions.applications.at'), cell: (e) => fmt.dateTime(e.createdAt) },
    { key: 'account', header: t('promotions.applications.account'), cell: (e) => <span className="mono">{e.account}</span> },
    {
      key: 'promotion',
      header: t('promotions.applications.promotion'),
      cell: (e) => textIn(e.promotionTitles, i18n.language, e.promotion),
    },
    {
      key: 'comment',
      header: t('promotions.applications.comment'),
      cell: (e) => (
        <span className="promo-name">
          <span>{e.comment ?? <span className="muted">{t('promotions.applications.noComment')}</span>}</span>
          {e.reason ? <span className="muted">{t('promotions.applications.reason', { reason: e.reason })}</span> : null}
        </span>
      ),
    },
    {
      key: 'images',
      header: t('promotions.applications.images'),
      cell: (e) =>
        e.images > 0 ? (
          <EntryImages merchant={merchant} entryId={e.id} count={e.images} account={e.account} />
        ) : (
          <span className="muted">{t('promotions.applications.noImages')}</span>
        ),
    },
    {
      key: 'status',
      header: t('promotions.applications.status'),
      cell: (e) => <Badge tone={tone[e.status]}>{t(`promotions.entryStatus.${e.status}`)}</Badge>,
    },
  ];
  if (canDecide && filter === 'APPLYING')
    columns.push({
      key: 'decide',
      header: t('promotions.list.actions'),
      cell: (e) => (
        <span className="promo-actions">
          <button
            type="button"
            className="btn btn--small btn--primary"
            onClick={() => setApproving(e)}
            data-testid={`application-approve-${e.id}`}
          >
            {t('promotions.applications.approve')}
          </button>
          <button
            type="button"
            className="btn btn--small btn--danger-quiet"
            onClick={() => setRejecting(e)}
            data-testid={`application-reject-${e.id}`}
          >
            {t('promotions.applications.reject')}
          </button>
        </span>
      ),
    });
  return (
    <div className="stack">
      <StatusTabs
        statuses={filters}
        current={filter}
        onSelect={setFilter}
        label={t('promotions.applications.filter')}
        text={(s) => t(`promotions.entryStatus.${s}`)}
        testId="applications"
        className="tabs--sub"
      />
      <QueryState query={entries}>
        {(data) => (
          <DataTable
            caption={t('promotions.tabs.applications')}
            columns={columns}
            rows={data.list}
            rowKey={(e) => e.id}
            empty={t('promotions.applications.empty')}
            testId="applications-table"
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={approving !== null}
        title={t('promotions.applications.approveTitle')}
        confirmLabel={t('promotions.applications.approve')}
        busy={approve.isPending}
        error={approve.error}
        onConfirm={() => approving && approve.mutate(approving)}
        onClose={() => {
          approve.reset();
          setApproving(null);
        }}
      >
        <p>
          {t('promotions.applications.approveText', {
            account: approving?.account ?? '',
            promotion: approving ? textIn(approving.promotionTitles, i18n.language, approving.promotion) : '',
          })}
        </p>
      </ConfirmDialog>
      <ReasonDialog
        open={rejecting !== null}
        title={t('promotions.applications.rejectTitle')}
        text={t('promotions.applications.rejectText', {
          account: rejecting?.account ?? '',
          promotion: rejecting ? textIn(rejecting.promotionTitles, i18n.language, rejecting.promotion) : '',
        })}
        label={t('promotions.applications.reasonLabel')}
        rule={t('promotions.applications.reasonRule')}
        confirmLabel={t('promotions.applications.reject')}
        danger
        busy={reject.isPending}
        error={reject.error}
        testId="application-reject-dialog"
        onSubmit={(reason) => rejecting && reject.mutate({ e: rejecting, reason })}
        onClose={() => {
          reject.reset();
          setRejecting(null);
        }}
      />
    </div>
  );
};
