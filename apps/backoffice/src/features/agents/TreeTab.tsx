import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentsOpsApi, type OpsTreeNode } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { Pager } from '../../components/Pager';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { CreateAgentDialog } from './CreateAgentDialog';
import { MoveDialog } from './MoveDialog';
import { AGENTS_PAGE_SIZE, agentsKeys } from './agents-keys';
import { percent } from './tiers';

type Props = { merchant: string; canManage: boolean };

/**
 * The agent tree: top-level agents first; an account opens its direct downlines (the path above is a breadcrumb back
 * up); a search by the start of an account name finds anyone. Each row: kind, upline, level, team size, contracts.
 */
export const TreeTab = ({ merchant, canManage }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const [parent, setParent] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [moving, setMoving] = useState<OpsTreeNode | null>(null);
  const [creating, setCreating] = useState(false);
  const tree = useQuery({
    queryKey: agentsKeys.tree(merchant, parent, search, page),
    queryFn: ({ signal }) =>
      call(agentsOpsApi.tree, {
        params: { code: merchant },
        query: { search: search || undefined, parent: search ? undefined : (parent ?? undefined), page, size: AGENTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const open = (account: string | null) => {
    setSearch('');
    setText('');
    setParent(account);
    setPage(1);
  };

  const columns: Column<OpsTreeNode>[] = [
    {
      key: 'account',
      header: t('agents.tree.account'),
      cell: (n) => (
        <span className="cell-stack">
          {n.direct > 0 ? (
            <button type="button" className="btn--link" onClick={() => open(n.account)} data-testid={`tree-open-${n.account}`}>
              <bdi className="mono">{n.account}</bdi>
            </button>
          ) : (
            <bdi className="mono">{n.account}</bdi>
          )}
          <span className="muted">{t(`agents.kinds.${n.kind}`)}</span>
        </span>
      ),
    },
    {
      key: 'upline',
      header: t('agents.tree.upline'),
      cell: (n) => (n.upline ? <bdi className="mono">{n.upline}</bdi> : <span className="muted">{t('agents.tree.top')}</span>),
    },
    { key: 'level', header: t('agents.tree.level'), numeric: true, cell: (n) => f.number(n.level) },
    { key: 'team', header: t('agents.tree.team'), numeric: true, cell: (n) => <span data-testid="tree-team">{f.number(n.teamSize)}</span> },
    { key: 'direct', header: t('agents.tree.direct'), numeric: true, cell: (n) => f.number(n.direct) },
    {
      key: 'contracts',
      header: t('agents.tree.contracts'),
      cell: (n) =>
        n.contracts.length === 0 ? (
          <span className="muted">{t('agents.tree.noContract')}</span>
        ) : (
          <span className="badges">
            {n.contracts.map((c) => (
              <Badge key={c.id} tone={c.status === 'ACTIVE' ? 'ok' : 'warn'}>
                {t(`agents.contractKinds.${c.kind}`)} <bdi dir="ltr">{percent(c.rateBp)}</bdi>
                {c.status === 'OFFERED' ? ` · ${t('agents.contractStatus.OFFERED')}` : ''}
              </Badge>
            ))}
          </span>
        ),
    },
    { key: 'created', header: t('agents.tree.created'), cell: (n) => f.dateTime(n.createdAt) },
  ];
  if (canManage)
    columns.push({
      key: 'actions',
      header: t('common.actions'),
      cell: (n) => (
        <button type="button" className="btn btn--small" onClick={() => setMoving(n)} data-testid={`tree-move-${n.account}`}>
          {t('agents.tree.move')}
        </button>
      ),
    });

  return (
    <div className="stack">
      <div className="agents-toolbar">
        <form
          className="agents-search"
          aria-label={t('agents.tree.search')}
          onSubmit={(e) => {
            e.preventDefault();
            setSearch(text.trim().toLowerCase());
            setPage(1);
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-q`} className="visually-hidden">
              {t('agents.tree.search')}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              placeholder={t('agents.tree.searchHint')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              data-testid="tree-search"
            />
          </div>
          <button type="submit" className="btn" data-testid="tree-search-submit">
            {t('agents.tree.search')}
          </button>
        </form>
        {canManage ? (
          <button type="button" className="btn btn--primary" onClick={() => setCreating(true)} data-testid="tree-create">
            {t('agents.create.open')}
          </button>
        ) : null}
      </div>
      <nav className="agents-path" aria-label={t('agents.tree.path')} data-testid="tree-path">
        <button type="button" className="btn--link" onClick={() => open(null)} data-testid="tree-path-top">
          {t('agents.tree.topLevel')}
        </button>
        {search ? (
          <span>
            <span aria-hidden="true" className="agents-path__sep">
              ›
            </span>
            {t('agents.tree.results', { search })}
          </span>
        ) : (
          (tree.data?.path ?? []).map((p) => (
            <span key={p.account}>
              <span aria-hidden="true" className="agents-path__sep">
                ›
              </span>
              <button type="button" className="btn--link" onClick={() => open(p.account)}>
                <bdi className="mono">{p.account}</bdi>
              </button>
            </span>
          ))
        )}
      </nav>
      <QueryState query={tree}>
        {(v) => (
          <>
            <p className="muted" data-testid="tree-total">
              {t('agents.tree.total', { n: v.total })}
            </p>
            <DataTable
              caption={t('agents.tabs.tree')}
              columns={columns}
              rows={v.list}
              rowKey={(n) => n.id}
              empty={t('agents.tree.empty')}
              testId="tree-table"
            />
            <Pager page={page} hasNext={page * AGENTS_PAGE_SIZE < v.total} onPage={setPage} busy={tree.isFetching} testId="tree-pager" />
          </>
        )}
      </QueryState>
      {moving ? <MoveDialog merchant={merchant} node={moving} onClose={() => setMoving(null)} /> : null}
      <CreateAgentDialog open={creating} merchant={merchant} upline={parent} onClose={() => setCreating(false)} />
    </div>
  );
};
