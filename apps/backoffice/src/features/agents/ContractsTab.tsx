import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentsOpsApi, type ContractView, contractKinds, contractStatuses } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { Modal } from '../../components/Modal';
import { Pager } from '../../components/Pager';
import { QueryState } from '../../components/QueryState';
import { ReasonDialog } from '../../components/ReasonDialog';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { OfferDialog } from './OfferDialog';
import { TiersTable } from './TiersTable';
import { AGENTS_PAGE_SIZE, agentsKeys } from './agents-keys';
import { rateRange } from './tiers';

type Props = { merchant: string; canManage: boolean };
type Filter = { account: string; kind: string; status: string };
const tones: Record<ContractView['status'], BadgeTone> = {
  ACTIVE: 'ok',
  OFFERED: 'warn',
  REFUSED: 'muted',
  EXPIRED: 'muted',
  TERMINATED: 'bad',
};

/** Contracts by agent, kind and status: each one's terms on view; an offer made for an upline; an end with a reason. */
export const ContractsTab = ({ merchant, canManage }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const qc = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<Filter>({ account: '', kind: '', status: '' });
  const [filter, setFilter] = useState<Filter>(draft);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<ContractView | null>(null);
  const [ending, setEnding] = useState<ContractView | null>(null);
  const [offering, setOffering] = useState(false);
  const list = useQuery({
    queryKey: agentsKeys.contracts(merchant, filter, page),
    queryFn: ({ signal }) =>
      call(agentsOpsApi.contracts, {
        params: { code: merchant },
        query: {
          account: filter.account || undefined,
          kind: (filter.kind || undefined) as ContractView['kind'] | undefined,
          status: (filter.status || undefined) as ContractView['status'] | undefined,
          page,
          size: AGENTS_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const end = useMutation({
    mutationFn: (v: { id: number; reason: string }) =>
      call(agentsOpsApi.terminate, { params: { code: merchant, id: v.id }, body: { reason: v.reason } }),
    onSuccess: async () => {
      setEnding(null);
      await qc.invalidateQueries({ queryKey: agentsKeys.all(merchant) });
    },
  });

  const columns: Column<ContractView>[] = [
    { key: 'id', header: t('agents.contracts.id'), numeric: true, cell: (c) => <bdi className="mono">{c.id}</bdi> },
    {
      key: 'agent',
      header: t('agents.contracts.agent'),
      cell: (c) => (
        <span className="cell-stack">
          <bdi className="mono">{c.agentAccount}</bdi>
          <span className="muted">
            {c.uplineAccount ? t('agents.contracts.paidBy', { upline: c.uplineAccount }) : t('agents.contracts.paidByMerchant')}
          </span>
        </span>
      ),
    },
    {
      key: 'kind',
      header: t('agents.contracts.kind'),
      cell: (c) => (
        <span className="cell-stack">
          <span>{t(`agents.contractKinds.${c.kind}`)}</span>
          {c.cycle ? <span className="muted">{t(`agents.cycles.${c.cycle}`)}</span> : null}
        </span>
      ),
    },
    { key: 'rates', header: t('agents.contracts.rates'), cell: (c) => <bdi dir="ltr">{rateRange(c.tiers)}</bdi> },
    {
      key: 'status',
      header: t('agents.contracts.status'),
      cell: (c) => (
        <span className="cell-stack">
          <Badge tone={tones[c.status]}>{t(`agents.contractStatus.${c.status}`)}</Badge>
          {c.endReason ? <span className="muted">{t(`agents.endReasons.${c.endReason}`, { defaultValue: c.endReason })}</span> : null}
        </span>
      ),
    },
    {
      key: 'dates',
      header: t('agents.contracts.dates'),
      cell: (c) => (
        <span className="cell-stack">
          <span>{t('agents.contracts.offered', { at: f.dateTime(c.offeredAt) })}</span>
          {c.decidedAt ? <span className="muted">{t('agents.contracts.decided', { at: f.dateTime(c.decidedAt) })}</span> : null}
          {c.endedAt ? <span className="muted">{t('agents.contracts.ended', { at: f.dateTime(c.endedAt) })}</span> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (c) => (
        <span className="row-actions">
          <button type="button" className="btn btn--small" onClick={() => setViewing(c)} data-testid={`contract-view-${c.id}`}>
            {t('agents.contracts.view')}
          </button>
          {canManage && (c.status === 'ACTIVE' || c.status === 'OFFERED') ? (
            <button
              type="button"
              className="btn btn--small btn--danger-quiet"
              onClick={() => setEnding(c)}
              data-testid={`contract-end-${c.id}`}
            >
              {c.status === 'ACTIVE' ? t('agents.contracts.terminate') : t('agents.contracts.withdraw')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <div className="stack">
      <div className="agents-toolbar">
        <form
          className="agents-filters"
          onSubmit={(e) => {
            e.preventDefault();
            setFilter({ ...draft, account: draft.account.trim().toLowerCase() });
            setPage(1);
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-a`}>{t('agents.contracts.agent')}</label>
            <input
              id={`${id}-a`}
              type="search"
              dir="ltr"
              maxLength={64}
              value={draft.account}
              onChange={(e) => setDraft({ ...draft, account: e.target.value })}
              data-testid="contracts-account"
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-k`}>{t('agents.contracts.kind')}</label>
            <select id={`${id}-k`} value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value })}>
              <option value="">{t('agents.contracts.any')}</option>
              {contractKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`agents.contractKinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-s`}>{t('agents.contracts.status')}</label>
            <select id={`${id}-s`} value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
              <option value="">{t('agents.contracts.any')}</option>
              {contractStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`agents.contractStatus.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn" data-testid="contracts-filter">
            {t('agents.contracts.filter')}
          </button>
        </form>
        {canManage ? (
          <button type="button" className="btn btn--primary" onClick={() => setOffering(true)} data-testid="contracts-offer">
            {t('agents.offer.open')}
          </button>
        ) : null}
      </div>
      <QueryState query={list}>
        {(v) => (
          <>
            <DataTable
              caption={t('agents.tabs.contracts')}
              columns={columns}
              rows={v.list}
              rowKey={(c) => c.id}
              empty={t('agents.contracts.empty')}
              testId="contracts-table"
            />
            <Pager
              page={page}
              hasNext={page * AGENTS_PAGE_SIZE < v.total}
              onPage={setPage}
              busy={list.isFetching}
              testId="contracts-pager"
            />
          </>
        )}
      </QueryState>
      <Modal
        open={viewing !== null}
        title={viewing ? t('agents.contracts.viewTitle', { id: viewing.id, account: viewing.agentAccount }) : ''}
        onClose={() => setViewing(null)}
        testId="contract-view"
      >
        {viewing ? (
          <div className="stack">
            <p>
              {t(`agents.contractKinds.${viewing.kind}`)}
              {viewing.cycle ? ` · ${t(`agents.cycles.${viewing.cycle}`)}` : ''} · {t(`agents.contractStatus.${viewing.status}`)}
            </p>
            <TiersTable tiers={viewing.tiers} dividend={viewing.kind === 'DIVIDEND'} />
            <p className="muted">
              {viewing.uplineAccount
                ? t('agents.contracts.paidBy', { upline: viewing.uplineAccount })
                : t('agents.contracts.paidByMerchant')}
            </p>
          </div>
        ) : null}
      </Modal>
      <ReasonDialog
        open={ending !== null}
        title={ending ? t('agents.terminate.title', { id: ending.id, account: ending.agentAccount }) : ''}
        text={t('agents.terminate.text')}
        label={t('agents.reason')}
        rule={t('agents.reasonRule')}
        confirmLabel={ending?.status === 'OFFERED' ? t('agents.contracts.withdraw') : t('agents.contracts.terminate')}
        danger
        busy={end.isPending}
        error={end.error}
        testId="terminate-dialog"
        onSubmit={(reason) => ending && end.mutate({ id: ending.id, reason })}
        onClose={() => {
          setEnding(null);
          end.reset();
        }}
      />
      {offering ? <OfferDialog merchant={merchant} onClose={() => setOffering(false)} /> : null}
    </div>
  );
};
