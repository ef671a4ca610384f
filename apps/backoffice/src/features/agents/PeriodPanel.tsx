import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentsOpsApi, type ContractKindName, type EndpointValue } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type Column, DataTable } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { ReasonDialog } from '../../components/ReasonDialog';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { periodTones } from './period-tones';
import { agentsKeys } from './agents-keys';
import { percent } from './tiers';

type Props = { merchant: string; kind: ContractKindName; period: string; canManage: boolean; onClose: () => void };
type Preview = EndpointValue<typeof agentsOpsApi.preview>;
type Bill = Preview['list'][number];

/**
 * One period's bills: before its run, the preview settlement would write (computed now, nothing written), with Pay
 * once the period has ended; after it, the bills as written and paid. A void needs a reason; above the four-eyes
 * threshold it becomes a request for a second approver (the Approvals page) and nothing changes until then.
 */
export const PeriodPanel = ({ merchant, kind, period, canManage, onClose }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const { currency } = useMerchantFacts();
  const qc = useQueryClient();
  const [paying, setPaying] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const preview = useQuery({
    queryKey: agentsKeys.preview(merchant, kind, period),
    queryFn: ({ signal }) => call(agentsOpsApi.preview, { params: { code: merchant }, query: { kind, period }, signal }),
    retry: false,
  });
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: agentsKeys.preview(merchant, kind, period) }),
      qc.invalidateQueries({ queryKey: agentsKeys.periods(merchant, kind) }),
    ]);
  const pay = useMutation({
    mutationFn: () => call(agentsOpsApi.settle, { params: { code: merchant }, body: { kind, period } }),
    onSuccess: async () => {
      setPaying(false);
      await refresh();
    },
  });
  const voidIt = useMutation({
    mutationFn: (reason: string) =>
      call(agentsOpsApi.void, { params: { code: merchant }, body: { kind, period, reason, requestId: crypto.randomUUID() } }),
    onSuccess: async () => {
      setVoiding(false);
      await refresh();
    },
  });
  const money = (v: string) => <bdi className="money">{formatMoney(v, currency)}</bdi>;
  const columns: Column<Bill>[] = [
    {
      key: 'agent',
      header: t('agents.bills.agent'),
      cell: (b) => (
        <span className="cell-stack">
          <bdi className="mono">{b.agentAccount}</bdi>
          <span className="muted">
            {b.payerAccount ? t('agents.contracts.paidBy', { upline: b.payerAccount }) : t('agents.contracts.paidByMerchant')}
          </span>
        </span>
      ),
    },
    { key: 'level', header: t('agents.tree.level'), numeric: true, cell: (b) => f.number(b.level) },
    {
      key: 'base',
      header: kind === 'DIVIDEND' ? t('agents.bills.loss') : t('agents.bills.base'),
      numeric: true,
      cell: (b) => money(b.base),
    },
    { key: 'active', header: t('agents.tiers.active'), numeric: true, cell: (b) => f.number(b.active) },
    { key: 'rate', header: t('agents.tiers.rate'), numeric: true, cell: (b) => <bdi dir="ltr">{percent(b.rateBp)}</bdi> },
    {
      key: 'amount',
      header: t('agents.bills.amount'),
      numeric: true,
      cell: (b) => <span data-testid="bill-amount">{money(b.amount)}</span>,
    },
    { key: 'paid', header: t('agents.bills.paid'), numeric: true, cell: (b) => money(b.paid) },
    {
      key: 'status',
      header: t('agents.settle.status'),
      cell: (b) =>
        b.status ? (
          <Badge tone={b.status === 'PAID' ? 'ok' : b.status === 'VOID' || b.status === 'EXPIRED' ? 'muted' : 'warn'}>
            {t(`agents.billStatus.${b.status}`)}
          </Badge>
        ) : (
          <span className="muted">{t('agents.bills.notWritten')}</span>
        ),
    },
  ];
  const approval = voidIt.data?.approval ?? null;
  return (
    <section className="panel agents-period" aria-labelledby="agents-period-title" data-testid="period-panel" data-period={period}>
      <div className="agents-period__head">
        <h2 id="agents-period-title">
          {t(`agents.contractKinds.${kind}`)} · <bdi className="mono">{period}</bdi>
        </h2>
        <button type="button" className="btn btn--small" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <QueryState query={preview}>
        {(p) => (
          <div className="stack">
            <dl className="facts agents-facts">
              <div>
                <dt>{t('agents.settle.status')}</dt>
                <dd>
                  <Badge tone={periodTones[p.status]}>
                    <span data-testid="period-status" data-status={p.status}>
                      {t(`agents.periodStatus.${p.status}`)}
                    </span>
                  </Badge>
                </dd>
              </div>
              <div>
                <dt>{t('agents.settle.range')}</dt>
                <dd>{t('agents.settle.fromTo', { from: f.dateTime(p.start), to: f.dateTime(p.end) })}</dd>
              </div>
              <div>
                <dt>{t('agents.settle.bills')}</dt>
                <dd>{f.number(p.list.length)}</dd>
              </div>
              <div>
                <dt>{t('agents.settle.total')}</dt>
                <dd data-testid="period-total">{money(p.totals.amount)}</dd>
              </div>
              <div>
                <dt>{t('agents.bills.paid')}</dt>
                <dd data-testid="period-paid">{money(p.totals.paid)}</dd>
              </div>
            </dl>
            <p className={p.preview ? 'msg msg--warn' : 'muted'} data-testid="period-note">
              {p.preview ? t(p.status === 'OPEN' ? 'agents.settle.previewOpen' : 'agents.settle.previewDue') : t('agents.settle.written')}
            </p>
            {approval ? (
              <p className="msg msg--warn" role="status" data-testid="void-pending" data-approval-id={approval.id}>
                {t('agents.void.pending', { id: approval.id, threshold: formatMoney(approval.threshold, currency) })}
              </p>
            ) : voidIt.isSuccess ? (
              <p className="msg msg--ok" role="status" data-testid="void-done">
                {t('agents.void.done')}
              </p>
            ) : null}
            {pay.isSuccess ? (
              <p className="msg msg--ok" role="status" data-testid="pay-done">
                {t('agents.settle.paid', { n: pay.data.bills, amount: formatMoney(pay.data.paid, currency) })}
              </p>
            ) : null}
            {canManage ? (
              <div className="actions actions--start">
                {p.status === 'DUE' ? (
                  <button type="button" className="btn btn--primary" onClick={() => setPaying(true)} data-testid="period-pay">
                    {t('agents.settle.pay')}
                  </button>
                ) : null}
                {p.status !== 'VOID' && BigInt(p.totals.paid) === 0n && !approval ? (
                  <button type="button" className="btn btn--danger-quiet" onClick={() => setVoiding(true)} data-testid="period-void">
                    {t('agents.void.open')}
                  </button>
                ) : null}
              </div>
            ) : null}
            <DataTable
              caption={t('agents.bills.caption', { period })}
              columns={columns}
              rows={p.list}
              rowKey={(b) => b.contractId}
              empty={t('agents.bills.empty')}
              testId="bills-table"
            />
            <ConfirmDialog
              open={paying}
              title={t('agents.settle.payTitle', { period })}
              confirmLabel={t('agents.settle.pay')}
              busy={pay.isPending}
              error={pay.error}
              onConfirm={() => pay.mutate()}
              onClose={() => {
                setPaying(false);
                pay.reset();
              }}
            >
              <p data-testid="pay-confirm-text">
                {t('agents.settle.payText', { n: p.list.length, amount: formatMoney(p.totals.amount, currency) })}
              </p>
            </ConfirmDialog>
            <ReasonDialog
              open={voiding}
              title={t('agents.void.title', { period })}
              text={t('agents.void.text')}
              label={t('agents.reason')}
              rule={t('agents.reasonRule')}
              confirmLabel={t('agents.void.confirm')}
              danger
              busy={voidIt.isPending}
              error={voidIt.error}
              testId="void-dialog"
              onSubmit={(reason) => voidIt.mutate(reason)}
              onClose={() => {
                setVoiding(false);
                voidIt.reset();
              }}
            />
          </div>
        )}
      </QueryState>
    </section>
  );
};
