import type { EndpointValue, riskOpsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { useFormat } from '../../shared/format';
import { HoldsBadge, KindLabel } from './KindLabel';
import { ownerName } from './risk-keys';

type Row = EndpointValue<typeof riskOpsApi.cases>['rows'][number];

/** Risk cases: number (opens the case), player, reason, whether withdrawals are held, owner, opened, status. */
export const RiskCasesTable = ({ rows, empty }: { rows: readonly Row[]; empty: string }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const columns: Column<Row>[] = [
    {
      key: 'id',
      header: t('risk.cases.cols.id'),
      numeric: true,
      cell: (c) => (
        <Link
          to={`/risk-cases/${c.id}`}
          className="mono"
          aria-label={t('risk.cases.open', { id: c.id })}
          data-testid={`risk-case-link-${c.id}`}
        >
          <bdi>{c.id}</bdi>
        </Link>
      ),
    },
    {
      key: 'account',
      header: t('risk.cases.cols.account'),
      cell: (c) => (
        <Link
          to={`/players/${encodeURIComponent(c.account)}`}
          className="mono"
          aria-label={t('risk.cases.openAccount', { account: c.account })}
          data-testid="risk-case-account"
        >
          <bdi>{c.account}</bdi>
        </Link>
      ),
    },
    { key: 'kind', header: t('risk.cases.cols.kind'), cell: (c) => <KindLabel kind={c.kind} /> },
    { key: 'holds', header: t('risk.cases.cols.holds'), cell: (c) => <HoldsBadge holds={c.holdsWithdrawals} /> },
    {
      key: 'owner',
      header: t('risk.cases.cols.owner'),
      cell: (c) => (c.owner ? <bdi>{ownerName(c.owner)}</bdi> : <span className="muted">{t('risk.cases.unowned')}</span>),
    },
    { key: 'opened', header: t('risk.cases.cols.opened'), cell: (c) => f.dateTime(c.openedAt) },
    {
      key: 'status',
      header: t('risk.cases.cols.status'),
      cell: (c) =>
        c.status === 'OPEN' ? (
          <Badge tone="warn">{t('risk.cases.statuses.OPEN')}</Badge>
        ) : (
          <span className="cell-stack">
            <Badge tone="muted">{t('risk.cases.statuses.CLOSED')}</Badge>
            {c.outcome ? <span className="muted">{t(`risk.outcomes.${c.outcome}.label`)}</span> : null}
          </span>
        ),
    },
  ];
  return (
    <DataTable
      caption={t('nav.riskCases')}
      columns={columns}
      rows={rows}
      rowKey={(c) => c.id}
      rowClass={(c) => (c.status === 'CLOSED' ? 'row--muted' : undefined)}
      empty={empty}
      testId="risk-cases-table"
    />
  );
};
