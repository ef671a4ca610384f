import type { LimitView } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { useFormat } from '../../shared/format';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { useLimitText } from './use-limit-text';

/** The player's limits: kind, period, the amount in force, what is used of it, when it resets, and a pending change. */
export const LimitsTable = ({ limits }: { limits: readonly LimitView[] }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const { currency } = useMerchantFacts();
  const limitText = useLimitText();
  const none = <span className="muted">{t('protection.none')}</span>;
  const columns: Column<LimitView>[] = [
    {
      key: 'kind',
      header: t('protection.limits.kind'),
      cell: (l) => (
        <span data-testid="limit-row" data-key={`${l.kind}-${l.period}`}>
          {t(`protection.kinds.${l.kind}`)}
        </span>
      ),
    },
    { key: 'period', header: t('protection.limits.period'), cell: (l) => t(`protection.periods.${l.period}`) },
    {
      key: 'amount',
      header: t('protection.limits.amount'),
      numeric: true,
      cell: (l) =>
        l.amount === null ? (
          none
        ) : (
          <bdi className="money" data-testid="limit-amount">
            {limitText(l.kind, l.amount)}
          </bdi>
        ),
    },
    {
      key: 'used',
      header: t('protection.limits.used'),
      numeric: true,
      cell: (l) =>
        l.used === null ? none : <bdi className={BigInt(l.used) < 0n ? 'money money--neg' : 'money'}>{formatMoney(l.used, currency)}</bdi>,
    },
    { key: 'resets', header: t('protection.limits.resets'), cell: (l) => (l.resetsAt ? f.dateTime(l.resetsAt) : none) },
    {
      key: 'pending',
      header: t('protection.limits.pending'),
      cell: (l) =>
        l.pending === null ? (
          none
        ) : (
          <span className="cell-stack" data-testid="limit-pending">
            <span>
              {l.pending.amount === null
                ? t('protection.limits.pendingRemoval', { at: f.dateTime(l.pending.effectiveAt) })
                : t('protection.limits.pendingAmount', {
                    amount: limitText(l.kind, l.pending.amount),
                    at: f.dateTime(l.pending.effectiveAt),
                  })}
            </span>
            {l.pending.confirmable ? <Badge tone="warn">{t('protection.limits.confirmable')}</Badge> : null}
          </span>
        ),
    },
  ];
  return (
    <DataTable
      caption={t('protection.limits.title')}
      columns={columns}
      rows={limits}
      rowKey={(l) => `${l.kind}-${l.period}`}
      rowClass={(l) => (l.amount === null && l.pending === null ? 'row--muted' : undefined)}
      empty={t('protection.limits.empty')}
      testId="limits-table"
    />
  );
};
