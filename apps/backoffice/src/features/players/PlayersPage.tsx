import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type PlayerRow, playerSorts, playersOpsApi } from '@wl/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useCan } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { ExportButton } from './ExportButton';
import { Pager } from '../../components/Pager';
import { PlayerSearchForm } from './PlayerSearchForm';
import { SavedFilters } from './SavedFilters';
import { playerKeys } from './player-keys';
import { statusTone } from './player-status';
import {
  hasNextPage,
  PAGE_SIZE,
  paramsFromSearch,
  queryOfSearch,
  type SearchState,
  searchFromParams,
  sortBy,
  totalOf,
} from './search-state';
import '../../styles/players.css';

/** Player search: a field, a text and a status; a sorted, paged list whose every row opens the player's 360 view. */
export const PlayersPage = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const can = useCan();
  const [exported, setExported] = useState<string | null>(null);
  const merchant = useActiveMerchant();
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address text is the search
  const search = useMemo(() => searchFromParams(params), [text]);
  const go = (s: SearchState) => setParams(paramsFromSearch(s));
  const result = useQuery({
    queryKey: playerKeys.search(merchant, search),
    queryFn: ({ signal }) => call(playersOpsApi.search, { params: { code: merchant }, query: queryOfSearch(search), signal }),
    placeholderData: keepPreviousData,
  });

  const columns: Column<PlayerRow>[] = [
    {
      key: 'account',
      header: t('players.fields.account'),
      cell: (p) => (
        <Link to={`/players/${encodeURIComponent(p.account)}`} className="mono" data-testid={`player-link-${p.account}`}>
          <bdi>{p.account}</bdi>
        </Link>
      ),
    },
    { key: 'nickname', header: t('players.fields.nickname'), cell: (p) => <bdi>{p.nickname ?? ''}</bdi> },
    {
      key: 'status',
      header: t('players.fields.status'),
      cell: (p) => <Badge tone={statusTone(p.status)}>{t(`players.status.${p.status}`, { defaultValue: p.status })}</Badge>,
    },
    { key: 'mobile', header: t('players.fields.mobile'), cell: (p) => <bdi className="mono">{p.mobile ?? ''}</bdi> },
    { key: 'email', header: t('players.fields.email'), cell: (p) => <bdi className="mono cell-text">{p.email ?? ''}</bdi> },
    { key: 'agent', header: t('players.fields.agent'), cell: (p) => <bdi className="mono">{p.agent ?? ''}</bdi> },
    { key: 'created', header: t('players.fields.created'), cell: (p) => f.dateTime(p.createdAt) },
    {
      key: 'lastLogin',
      header: t('players.fields.lastLogin'),
      cell: (p) => (p.lastLoginAt ? f.dateTime(p.lastLoginAt) : <span className="muted">{t('players.fields.never')}</span>),
    },
  ];

  return (
    <Page id="players" title={t('players.title')}>
      <div className="player-search-row">
        <PlayerSearchForm value={search} onSearch={(v) => go({ ...search, ...v, page: 1 })} />
        <SavedFilters merchant={merchant} search={search} />
      </div>
      <div className="player-toolbar">
        <p className="muted" aria-live="polite" data-testid="player-search-total">
          {result.data ? t(totalOf(result.data.total).key, { count: f.number(totalOf(result.data.total).count) }) : null}
        </p>
        <div className="player-toolbar__sort">
          <label htmlFor={`${id}-sort`}>{t('players.search.sortBy')}</label>
          <select
            id={`${id}-sort`}
            value={search.sort}
            onChange={(e) => go(sortBy(search, e.target.value as SearchState['sort']))}
            data-testid="player-sort"
          >
            {playerSorts.map((s) => (
              <option key={s} value={s}>
                {t(`players.search.sorts.${s}`)}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn--small" onClick={() => go(sortBy(search, search.sort))} data-testid="player-sort-dir">
            {t(`players.search.dirs.${search.dir}`)}
          </button>
          {can('reports.export') ? <ExportButton merchant={merchant} search={search} onDone={setExported} /> : null}
        </div>
      </div>
      {exported ? (
        <p className="msg msg--ok" role="status" data-testid="players-export-done">
          {t('players.export.done', { name: exported })}
        </p>
      ) : null}
      <QueryState query={result}>
        {(data) => (
          <div className={result.isPlaceholderData ? 'stack is-stale' : 'stack'}>
            <DataTable
              caption={t('players.search.caption')}
              columns={columns}
              rows={data.rows}
              rowKey={(p) => p.id}
              rowClass={(p) => (p.status === 'ACTIVE' ? undefined : 'row--muted')}
              empty={t('players.search.empty')}
              testId="players-table"
            />
            <Pager
              page={search.page}
              hasNext={hasNextPage(search.page, PAGE_SIZE, data.total)}
              busy={result.isFetching}
              onPage={(page) => go({ ...search, page })}
              testId="players-pager"
            />
          </div>
        )}
      </QueryState>
    </Page>
  );
};
