import { type LimitKind, type LimitPeriod, type LimitView, type ProtectionState, protectionApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { ErrorText } from '../../components/ErrorText';
import { call } from '../../shared/client';
import { DateTime } from '../../shared/datetime';
import { Money } from '../../shared/money';
import { useProtectionMutation } from './api';
import { LimitForm } from './LimitForm';
import { type LimitRow, leftOf, limitRows, partitionRows } from './limit-rows';
import { Duration } from './Duration';

/** A limit's amount: money in the currency, the session limit as a duration. */
export const LimitAmount = ({ kind, amount }: { kind: LimitKind; amount: string | null }) => {
  const { t } = useTranslation();
  if (amount === null) return <span className="muted">{t('protection.limits.none')}</span>;
  return kind === 'session' ? <Duration minutes={Number(amount)} /> : <Money minor={amount} />;
};

export const limitName = (t: (k: string) => string, kind: LimitKind, period: LimitPeriod) =>
  `${t(`protection.kind.${kind}`)} ${t(`protection.period.${period}`)}`;

const Pending = ({ view }: { view: LimitView }) => {
  const { t } = useTranslation();
  const ref = { kind: view.kind, period: view.period };
  const confirm = useProtectionMutation(() => call(protectionApi.confirmLimit, { body: ref }));
  const cancel = useProtectionMutation(() => call(protectionApi.cancelLimit, { body: ref }));
  const p = view.pending;
  if (!p) return <span className="muted">–</span>;
  const id = `limit-${view.kind}-${view.period}`;
  return (
    <div className="pg-pending" data-testid={`${id}-pending`}>
      <span>
        {p.amount === null ? t('protection.limits.removal') : t('protection.limits.increaseTo')}{' '}
        {p.amount === null ? null : <LimitAmount kind={view.kind} amount={p.amount} />}
      </span>
      <span className="muted">
        {p.confirmable ? t('protection.limits.confirmableSince') : t('protection.limits.effectiveAt')}{' '}
        <span data-testid={`${id}-effective`}>
          <DateTime value={p.effectiveAt} />
        </span>
      </span>
      <span className="pg-pending__actions">
        <button
          type="button"
          className="btn btn--sm btn--primary"
          disabled={!p.confirmable || confirm.isPending}
          onClick={() => confirm.mutate(undefined)}
          data-testid={`${id}-confirm`}
        >
          {t('protection.limits.confirm')}
        </button>
        <button
          type="button"
          className="btn btn--sm"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(undefined)}
          data-testid={`${id}-cancel`}
        >
          {t('protection.limits.cancel')}
        </button>
      </span>
      <ErrorText error={confirm.error ?? cancel.error} />
    </div>
  );
};

/** My limits: each kind and period with what is in force, used and left, when it resets, and a pending change. */
export const LimitsSection = ({ state }: { state: ProtectionState }) => {
  const { t } = useTranslation();
  const { set, unset } = partitionRows(limitRows(state.limits));
  return (
    <section className="pg-section" aria-labelledby="pg-limits" data-testid="pg-limits">
      <h3 id="pg-limits">{t('protection.limits.title')}</h3>
      <p className="muted">{t('protection.limits.rule', { hours: state.profile.coolingOffHours })}</p>
      {set.length === 0 ? <p data-testid="limits-none">{t('protection.limits.noneSet')}</p> : null}
      {set.length > 0 ? (
        <DataTable
          cards
          className="history-table pg-table"
          rows={set}
          rowKey={(r) => `${r.kind}-${r.period}`}
          rowTestId={(r) => `limit-${r.kind}-${r.period}`}
          rowHeader
          columns={[
            {
              label: t('protection.limits.limit'),
              cell: (r: LimitRow) => (
                <span className="pg-name">
                  <span>{t(`protection.kind.${r.kind}`)}</span> <span className="muted">{t(`protection.period.${r.period}`)}</span>
                </span>
              ),
            },
            {
              label: t('protection.limits.inForce'),
              cell: (r) => <LimitAmount kind={r.kind} amount={r.view.amount} />,
              testId: 'limit-amount',
            },
            {
              label: t('protection.limits.used'),
              cell: (r) => (r.view.amount === null || r.view.used === null ? '–' : <Money minor={r.view.used} />),
            },
            {
              label: t('protection.limits.left'),
              cell: (r) => {
                const left = leftOf(r.view);
                return left === null ? '–' : <Money minor={left.toString()} />;
              },
              testId: 'limit-left',
            },
            {
              label: t('protection.limits.resets'),
              cell: (r) =>
                r.view.amount !== null && r.view.resetsAt ? (
                  <DateTime value={r.view.resetsAt} />
                ) : r.kind === 'session' && r.view.amount !== null ? (
                  t('protection.limits.perSession')
                ) : (
                  '–'
                ),
            },
            {
              label: t('protection.limits.pending'),
              cell: (r) => <Pending view={r.view} />,
              className: (r) => (r.view.pending ? 'pg-pending-cell' : undefined),
            },
          ]}
        />
      ) : null}
      {unset.length > 0 && set.length > 0 ? (
        <p className="muted pg-hint" data-testid="limits-unset">
          {t('protection.limits.notSet')} {unset.map((r) => limitName(t, r.kind, r.period)).join(t('protection.listSeparator'))}
        </p>
      ) : null}
      <LimitForm state={state} />
    </section>
  );
};
