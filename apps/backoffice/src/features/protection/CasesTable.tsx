import type { RgCaseRow } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { useFormat } from '../../shared/format';
import { actorOf } from './actor-name';
import { useIndicatorText } from './IndicatorList';
import { indicatorRows } from './indicators';

type Props = { rows: readonly RgCaseRow[]; empty: string; testId: string; showAccount?: boolean };

/** Responsible-gambling cases: number (opens the case), player, score, what triggered it, owner, when, status. */
export const CasesTable = ({ rows, empty, testId, showAccount = true }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const indicator = useIndicatorText();
  const columns: Column<RgCaseRow>[] = [
    {
      key: 'id',
      header: t('protection.cases.cols.id'),
      numeric: true,
      cell: (c) => (
        <Link
          to={`/rg-cases/${c.id}`}
          className="mono"
          aria-label={t('protection.cases.open', { id: c.id })}
          data-testid={`rg-case-link-${c.id}`}
        >
          <bdi>{c.id}</bdi>
        </Link>
      ),
    },
    ...(showAccount
      ? [
          {
            key: 'account',
            header: t('protection.cases.cols.account'),
            cell: (c: RgCaseRow) => (
              <Link
                to={`/players/${encodeURIComponent(c.account)}?tab=protection`}
                className="mono"
                aria-label={t('protection.cases.openAccount', { account: c.account })}
              >
                <bdi>{c.account}</bdi>
              </Link>
            ),
          },
        ]
      : []),
    { key: 'score', header: t('protection.cases.cols.score'), numeric: true, cell: (c) => <strong>{f.number(c.score)}</strong> },
    {
      key: 'triggers',
      header: t('protection.cases.cols.triggers'),
      cell: (c) => (
        <span className="badges">
          {indicatorRows(c.triggers).map((r) => (
            <Badge key={r.key} tone="info">
              {indicator.label(r.key)} · {indicator.value(r.key, r.value)}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      key: 'owner',
      header: t('protection.cases.cols.owner'),
      cell: (c) => {
        const owner = c.owner ? actorOf(c.owner) : null;
        return owner?.type === 'staff' ? <bdi>{owner.name}</bdi> : <span className="muted">{t('protection.cases.unowned')}</span>;
      },
    },
    { key: 'opened', header: t('protection.cases.cols.opened'), cell: (c) => f.dateTime(c.openedAt) },
    {
      key: 'status',
      header: t('protection.cases.cols.status'),
      cell: (c) =>
        c.status === 'OPEN' ? (
          <Badge tone="warn">{t('protection.cases.statuses.OPEN')}</Badge>
        ) : (
          <span className="cell-stack">
            <Badge tone="muted">{t('protection.cases.statuses.CLOSED')}</Badge>
            {c.outcome ? <span className="muted">{t(`protection.cases.outcomes.${c.outcome}`)}</span> : null}
          </span>
        ),
    },
  ];
  return (
    <DataTable
      caption={t('nav.rgCases')}
      columns={columns}
      rows={rows}
      rowKey={(c) => c.id}
      rowClass={(c) => (c.status === 'CLOSED' ? 'row--muted' : undefined)}
      empty={empty}
      testId={testId}
    />
  );
};
