import type { ApprovalView } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { useFormat } from '../../shared/format';
import { formatMoney } from '../../shared/money';

const tones: Record<ApprovalView['state'], BadgeTone> = { PENDING: 'warn', APPROVED: 'ok', REJECTED: 'bad' };

type Props = {
  rows: ApprovalView[];
  currency: string | null;
  canDecide: boolean;
  /** The names the signed-in staff member acts under: their own requests wait for someone else. */
  self: readonly string[];
  onApprove: (request: ApprovalView) => void;
  onReject: (request: ApprovalView) => void;
};

/** Four-eyes requests: when, whose account, how much, why, who asked; decided ones say who decided and why. */
export const ApprovalsTable = ({ rows, currency, canDecide, self, onApprove, onReject }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const columns: Column<ApprovalView>[] = [
    { key: 'id', header: t('approvals.id'), numeric: true, cell: (r) => <bdi className="mono">{r.id}</bdi> },
    { key: 'created', header: t('approvals.requested'), cell: (r) => f.dateTime(r.createdAt) },
    {
      key: 'account',
      header: t('approvals.account'),
      cell: (r) => (
        <span className="cell-stack">
          <bdi className="mono">{r.account}</bdi>
          <span className="muted">{t(`approvals.actions.${r.action}`)}</span>
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('approvals.amount'),
      numeric: true,
      cell: (r) => (
        <bdi className={BigInt(r.amount) < 0n ? 'money money--neg' : 'money'} data-testid="approval-amount">
          {formatMoney(r.amount, currency)}
        </bdi>
      ),
    },
    { key: 'reason', header: t('approvals.reason'), cell: (r) => <span className="cell-text">{r.reason}</span> },
    {
      key: 'maker',
      header: t('approvals.maker'),
      cell: (r) => (
        <span className="cell-stack">
          <bdi>{r.maker}</bdi>
          <span className="muted">{r.makerRole}</span>
        </span>
      ),
    },
    {
      key: 'state',
      header: t('approvals.state'),
      cell: (r) =>
        r.state === 'PENDING' && self.includes(r.maker) ? (
          <span className="cell-stack">
            <Badge tone={tones.PENDING}>{t('approvals.states.PENDING')}</Badge>
            <span className="muted">{t('approvals.own')}</span>
          </span>
        ) : r.state === 'PENDING' && canDecide ? (
          <span className="row-actions">
            <button type="button" className="btn btn--small btn--primary" onClick={() => onApprove(r)} data-testid={`approve-${r.id}`}>
              {t('approvals.approve')}
            </button>
            <button type="button" className="btn btn--small btn--danger-quiet" onClick={() => onReject(r)} data-testid={`reject-${r.id}`}>
              {t('approvals.reject')}
            </button>
          </span>
        ) : (
          <span className="cell-stack">
            <Badge tone={tones[r.state]}>{t(`approvals.states.${r.state}`)}</Badge>
            {r.checker ? (
              <span className="muted">{t('approvals.decidedBy', { name: r.checker, at: r.decidedAt ? f.dateTime(r.decidedAt) : '' })}</span>
            ) : null}
            {r.decisionReason ? <span className="muted">{r.decisionReason}</span> : null}
          </span>
        ),
    },
  ];
  return (
    <DataTable
      caption={t('nav.approvals')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      empty={t('approvals.empty')}
      testId="approvals-table"
    />
  );
};
