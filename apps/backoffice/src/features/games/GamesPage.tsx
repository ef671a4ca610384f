import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type GameAdminRow, gameStatusFilters, gamesOpsApi } from '@wl/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { ErrorText } from '../../components/ErrorText';
import { Page } from '../../components/Page';
import { Pager } from '../../components/Pager';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useCan } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { GameEditDialog } from './GameEditDialog';
import { GAMES_PAGE_SIZE, type GamesView, gamesFromParams, gamesKeys, paramsOfGames } from './games-state';
import { CategoriesPanel } from './CategoriesPanel';
import { HotGamesPanel } from './HotGamesPanel';
import { useWindowText } from './MaintenanceDialog';
import { useCatalogueChange, useFacets } from './use-games';
import './games.css';
import { textIn } from '../../shared/texts';

/** The merchant's games: search and filter, list or hide a game, its maintenance, category, sub-type and icon; the hot order. */
export const GamesPage = () => {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const merchant = useActiveMerchant();
  const canEdit = useCan()('games.manage');
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address text is the filter
  const view = useMemo(() => gamesFromParams(params), [text]);
  const go = (v: Partial<GamesView>) => setParams(paramsOfGames({ ...view, page: 1, ...v }));
  const [keyword, setKeyword] = useState(view.keyword);
  const [editing, setEditing] = useState<GameAdminRow | null>(null);
  const facets = useFacets(merchant);
  const list = useQuery({
    queryKey: gamesKeys.list(merchant, view),
    queryFn: ({ signal }) =>
      call(gamesOpsApi.games, {
        params: { code: merchant },
        query: {
          keyword: view.keyword || undefined,
          category: view.category || undefined,
          vendor: view.vendor || undefined,
          status: view.status,
          page: view.page,
          size: GAMES_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const hot = useQuery({
    queryKey: gamesKeys.hot(merchant),
    queryFn: ({ signal }) => call(gamesOpsApi.hot, { params: { code: merchant }, signal }),
  });
  const toggle = useCatalogueChange(merchant, (g: { id: number; enabled: boolean }) =>
    call(gamesOpsApi.update, { params: { code: merchant, id: g.id }, body: { enabled: g.enabled } }),
  );
  const windowText = useWindowText();
  const hotIds = hot.data?.rows.map((r) => r.id) ?? [];

  const columns: Column<GameAdminRow>[] = [
    {
      key: 'game',
      header: t('games.col.game'),
      cell: (g) => (
        <span className="games-name">
          <img src={g.iconUrl} alt="" width={40} height={40} loading="lazy" />
          <span>
            <strong>{textIn(g.names, i18n.language, g.name)}</strong>
            <span className="muted games-code">{g.gameCode}</span>
          </span>
        </span>
      ),
    },
    { key: 'vendor', header: t('games.col.vendor'), cell: (g) => g.vendorName },
    {
      key: 'category',
      header: t('games.col.category'),
      cell: (g) => (
        <span>
          {t(`games.category.${g.category}`)}
          {g.subType ? <span className="muted"> · {t(`games.subType.${g.subType}`)}</span> : null}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('games.col.status'),
      cell: (g) => {
        const w = windowText(g.maintenance, f.dateTime);
        return (
          <span className="badges">
            <Badge tone={g.enabled && g.vendorEnabled ? 'ok' : 'muted'}>
              {t(g.enabled ? (g.vendorEnabled ? 'games.status.listed' : 'games.status.vendorOff') : 'games.status.hidden')}
            </Badge>
            {w ? <Badge tone={g.maintenance.active ? 'warn' : 'info'}>{w}</Badge> : null}
            {g.hotRank ? <Badge tone="info">{t('games.status.hot', { rank: f.number(g.hotRank) })}</Badge> : null}
          </span>
        );
      },
    },
    {
      key: 'actions',
      header: t('games.col.actions'),
      cell: (g) => (
        <span className="games-actions">
          <label className="check">
            <input
              type="checkbox"
              checked={g.enabled}
              disabled={!canEdit || toggle.isPending}
              onChange={(e) => toggle.mutate({ id: g.id, enabled: e.target.checked })}
              data-testid={`game-enabled-${g.gameCode}`}
            />
            <span>{t('games.listed')}</span>
          </label>
          {canEdit ? (
            <button type="button" className="btn btn--small" onClick={() => setEditing(g)} data-testid={`game-edit-${g.gameCode}`}>
              {t('games.edit')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <Page id="games" title={t('nav.games')}>
      <p className="muted page__intro">{t('games.intro')}</p>
      {canEdit ? null : <p className="msg">{t('games.readOnly')}</p>}
      <form
        className="games-filter"
        onSubmit={(e) => {
          e.preventDefault();
          go({ keyword: keyword.trim() });
        }}
      >
        <div className="field">
          <label htmlFor="games-q">{t('games.filter.keyword')}</label>
          <input
            id="games-q"
            type="search"
            value={keyword}
            maxLength={64}
            onChange={(e) => setKeyword(e.target.value)}
            data-testid="games-search"
          />
        </div>
        <div className="field">
          <label htmlFor="games-category">{t('games.filter.category')}</label>
          <select id="games-category" value={view.category} onChange={(e) => go({ category: e.target.value as GamesView['category'] })}>
            <option value="">{t('games.filter.all')}</option>
            {facets.data?.categories.map((c) => (
              <option key={c.code} value={c.code}>
                {t(`games.category.${c.code}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="games-vendor">{t('games.filter.vendor')}</label>
          <select id="games-vendor" value={view.vendor} onChange={(e) => go({ vendor: e.target.value })}>
            <option value="">{t('games.filter.all')}</option>
            {facets.data?.vendors.map((v) => (
              <option key={v.vassalage} value={v.vassalage}>
                {v.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="games-status">{t('games.filter.status')}</label>
          <select id="games-status" value={view.status} onChange={(e) => go({ status: e.target.value as GamesView['status'] })}>
            {gameStatusFilters.map((s) => (
              <option key={s} value={s}>
                {t(`games.filter.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary" data-testid="games-search-go">
          {t('games.filter.search')}
        </button>
      </form>
      <ErrorText error={toggle.error} />
      <div className="games-layout">
        <QueryState query={list}>
          {(v) => (
            <div className="stack">
              <p className="muted" aria-live="polite">
                {t('games.total', { n: f.number(v.total) })}
              </p>
              <DataTable
                caption={t('nav.games')}
                columns={columns}
                rows={v.rows}
                rowKey={(g) => g.id}
                empty={t('games.empty')}
                rowClass={(g) => (g.enabled ? undefined : 'games-row--off')}
                testId="games-table"
              />
              <Pager
                page={view.page}
                hasNext={view.page * GAMES_PAGE_SIZE < v.total}
                onPage={(page) => go({ page })}
                busy={list.isFetching}
              />
            </div>
          )}
        </QueryState>
        <HotGamesPanel merchant={merchant} rows={hot.data?.rows ?? []} canEdit={canEdit} />
      </div>
      <CategoriesPanel merchant={merchant} canEdit={canEdit} />
      {editing ? (
        <GameEditDialog
          merchant={merchant}
          game={editing}
          facets={facets.data}
          hotIds={hotIds}
          onClose={() => setEditing(null)}
          onChanged={setEditing}
        />
      ) : null}
    </Page>
  );
};
