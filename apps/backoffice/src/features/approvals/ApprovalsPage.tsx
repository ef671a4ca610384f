import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApprovalView, approvalsOpsApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { useCan, useMe } from '../../shared/me';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { boKeys } from '../../shared/query-keys';
import { ReasonDialog } from '../../components/ReasonDialog';
import { ApprovalsTable } from './ApprovalsTable';

const STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
type State = (typeof STATES)[number];
type Decision = { kind: 'approve' | 'reject'; request: ApprovalView };

/** Four-eyes: money actions another operator asked for, waiting for a second one to approve or reject. */
export const ApprovalsPage = () => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const can = useCan();
  const me = useMe();
  // The names the server records a staff member's actions under (merchant staff, platform staff).
  const self = [`staff:${me.username}`, `platform:${me.username}`];
  const merchant = useActiveMerchant();
  const { currency } = useMerchantFacts();
  const [state, setState] = useState<State>('PENDING');
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const list = useQuery({
    queryKey: boKeys.approvals(merchant, state),
    queryFn: ({ signal }) => call(approvalsOpsApi.list, { params: { code: merchant }, query: { state }, signal }),
  });

  const decide = useMutation({
    mutationFn: ({ kind, request, reason }: Decision & { reason?: string }) => {
      const params = { code: merchant, id: request.id };
      return kind === 'approve'
        ? call(approvalsOpsApi.approve, { params })
        : call(approvalsOpsApi.reject, { params, body: { reason: reason ?? '' } });
    },
    onSuccess: () => {
      setDeciding(null);
      return qc.invalidateQueries({ queryKey: boKeys.approvalsAll(merchant) });
    },
  });
  const open = (d: Decision) => {
    decide.reset();
    setDeciding(d);
  };
  const approving = deciding?.kind === 'approve' ? deciding.request : null;

  return (
    <Page id="approvals" title={t('nav.approvals')}>
      <p className="muted page__intro">{t('approvals.intro')}</p>
      <div className="tabs" role="tablist" aria-label={t('approvals.stateFilter')}>
        {STATES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={state === s}
            className={state === s ? 'tab tab--current' : 'tab'}
            onClick={() => setState(s)}
            data-testid={`approvals-${s.toLowerCase()}`}
          >
            {t(`approvals.states.${s}`)}
          </button>
        ))}
      </div>
      <QueryState query={list}>
        {(rows) => (
          <ApprovalsTable
            rows={rows}
            currency={currency}
            canDecide={can('approvals.decide')}
            self={self}
            onApprove={(request) => open({ kind: 'approve', request })}
            onReject={(request) => open({ kind: 'reject', request })}
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={approving !== null}
        title={t('approvals.approveTitle')}
        confirmLabel={t('approvals.approve')}
        busy={decide.isPending}
        error={decide.error}
        onConfirm={() => approving && decide.mutate({ kind: 'approve', request: approving })}
        onClose={() => setDeciding(null)}
      >
        <p>
          {t('approvals.approveText', {
            id: approving?.id ?? '',
            amount: approving ? formatMoney(approving.amount, currency) : '',
            account: approving?.account ?? '',
          })}
        </p>
      </ConfirmDialog>
      <ReasonDialog
        key={deciding?.request.id ?? 0}
        open={deciding?.kind === 'reject'}
        title={t('approvals.rejectTitle')}
        text={t('approvals.rejectText', { id: deciding?.request.id ?? '', account: deciding?.request.account ?? '' })}
        label={t('approvals.rejectReason')}
        rule={t('approvals.reasonRule')}
        confirmLabel={t('approvals.reject')}
        danger
        busy={decide.isPending}
        error={decide.error}
        testId="reject-dialog"
        onSubmit={(reason) => deciding && decide.mutate({ ...deciding, reason })}
        onClose={() => setDeciding(null)}
      />
    </Page>
  );
};
