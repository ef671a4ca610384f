import { useQuery } from '@tanstack/react-query';
import { type PlayerGraph, riskOpsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { GraphDrawing } from './GraphDrawing';
import { riskKeys } from './risk-keys';
import './risk.css';

type Node = PlayerGraph['nodes'][number];
type Row = Node & { links: PlayerGraph['edges'] };

/** Each linked account with the edges that reach it (from nearer accounts), nearest first. */
const rowsOf = (graph: PlayerGraph): Row[] =>
  graph.nodes
    .filter((n) => n.depth > 0)
    .sort((a, b) => a.depth - b.depth || a.account.localeCompare(b.account))
    .map((n) => ({
      ...n,
      links: graph.edges.filter((e) => e.to === n.account || e.from === n.account),
    }));

/** The player's link graph (the player page's tab): the drawing, then the same accounts as a table. */
export const GraphTab = ({ merchant, account }: { merchant: string; account: string }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const graph = useQuery({
    queryKey: riskKeys.graph(merchant, account),
    queryFn: ({ signal }) => call(riskOpsApi.graph, { params: { code: merchant, account }, signal }),
  });
  const other = (r: Row, e: PlayerGraph['edges'][number]) => (e.from === r.account ? e.to : e.from);
  const columns: Column<Row>[] = [
    {
      key: 'account',
      header: t('risk.graph.cols.account'),
      cell: (r) => (
        <Link to={`/players/${encodeURIComponent(r.account)}?tab=graph`} className="mono" data-testid="risk-graph-account">
          <bdi>{r.account}</bdi>
        </Link>
      ),
    },
    { key: 'depth', header: t('risk.graph.cols.depth'), cell: (r) => t(`risk.graph.depth.${Math.min(r.depth, 2)}`) },
    {
      key: 'via',
      header: t('risk.graph.cols.via'),
      cell: (r) => (
        <ul className="risk-links">
          {r.links.map((e) => (
            <li key={`${e.from}-${e.to}-${e.via}-${e.value}`}>
              <span className={`risk-legend__line risk-via--${e.via}`} aria-hidden="true" />
              {t(`risk.graph.via.${e.via}`)}
              {other(r, e) !== account ? <span className="muted"> {t('risk.graph.from', { account: other(r, e) })}</span> : null}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'value',
      header: t('risk.graph.cols.value'),
      cell: (r) => (
        <ul className="risk-links">
          {r.links.map((e) => (
            <li key={`${e.from}-${e.to}-${e.via}-${e.value}`}>
              {e.via === 'identity' ? t(`risk.graph.values.${e.value}`, { defaultValue: e.value }) : <bdi className="mono">{e.value}</bdi>}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'cases',
      header: t('risk.graph.cols.cases'),
      numeric: true,
      cell: (r) => (r.cases > 0 ? <Badge tone="bad">{f.number(r.cases)}</Badge> : <span className="muted">{f.number(0)}</span>),
    },
  ];
  return (
    <div className="stack risk-graph-tab" data-testid="risk-graph-tab">
      <p className="muted">{t('risk.graph.intro')}</p>
      <QueryState query={graph}>
        {(g) => (
          <>
            {g.truncated ? <p className="msg msg--warn">{t('risk.graph.truncated')}</p> : null}
            <GraphDrawing graph={g} account={account} />
            <DataTable
              caption={t('players.tabs.graph')}
              columns={columns}
              rows={rowsOf(g)}
              rowKey={(r) => r.account}
              empty={t('risk.graph.empty')}
              testId="risk-graph-table"
            />
          </>
        )}
      </QueryState>
    </div>
  );
};
