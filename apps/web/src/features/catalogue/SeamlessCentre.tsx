import { type GameCategory, PAGE_SIZE_DEFAULT } from '@wl/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Pager } from '../../components/Pager';
import { Screen } from '../../components/Screen';
import { useRouteEntry } from '../../shared/route-entry';
import { useGameList, useVendors } from './api';
import { GameCard } from './GameCard';
import { seamlessLanes, seamlessVendors } from './seamless-lanes';
import { VendorTabs } from './VendorTabs';

/**
 * The seamless page (/seamless): every game of the vendors on the seamless wallet, played straight from the main
 * balance with no transfer; by category, by vendor and by name, 24 a page.
 */
export const SeamlessCentre = () => {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const vendor = params.get('vassalage') ?? '';
  const category = (params.get('gameType') ?? '') as GameCategory | '';
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const lanes = useVendors().data ?? [];
  const categories = seamlessLanes(lanes);
  const vendors = seamlessVendors(lanes, category);

  useEffect(() => {
    const timer = window.setTimeout(() => setKeyword(search.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [search]);
  // Changing category, vendor or search starts again at page 1 (spec section 4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger
  useEffect(() => setPage(1), [vendor, category, keyword]);

  const { data, isPending, isError } = useGameList({
    wallet: 'seamless',
    gameType: category || undefined,
    vassalage: vendor || undefined,
    keyword: keyword || undefined,
    pageNo: page,
    pageSize: PAGE_SIZE_DEFAULT,
  });
  const pick = (next: { gameType?: string; vassalage?: string }) => {
    const q = { gameType: category, vassalage: vendor, ...next };
    setParams(Object.fromEntries(Object.entries(q).filter(([, v]) => v)), { replace: true });
  };

  return (
    <Screen id={entry.id} title={t(`screens.${entry.id}`)} subtitle={t('catalogue.seamlessIntro')}>
      <fieldset className="vendor-filter vendor-filter--plain" aria-label={t('catalogue.categories')}>
        {[{ gameCategory: '' as const, title: t('catalogue.all') }, ...categories].map((c) => (
          <button
            key={c.gameCategory || 'all'}
            type="button"
            className={`chip chip--sm${category === c.gameCategory ? ' chip--active' : ''}`}
            aria-pressed={category === c.gameCategory}
            onClick={() => pick({ gameType: c.gameCategory, vassalage: '' })}
            data-testid={`seamless-category-${c.gameCategory || 'all'}`}
          >
            {c.title}
          </button>
        ))}
      </fieldset>
      <VendorTabs
        className="vendor-filter vendor-filter--tabs"
        vendors={vendors}
        vendor={vendor}
        onVendor={(v) => pick({ vassalage: v })}
        testIdPrefix="vendor-tab"
      />
      <div className="list-tools">
        <input
          type="search"
          className="input list-tools__search"
          placeholder={t('catalogue.search')}
          aria-label={t('catalogue.search')}
          value={search}
          maxLength={64}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="game-search"
        />
      </div>
      {isPending && !data ? (
        <div className="skeleton-row" aria-busy="true" />
      ) : isError || !data || data.games.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <div className="game-grid" data-testid="game-grid">
            {data.games.map((g) => (
              <GameCard key={g.nodeId} game={g} />
            ))}
          </div>
          <Pager pageNo={page} totalPages={data.totalPages} onPage={setPage} testId="games" numbers />
        </>
      )}
    </Screen>
  );
};
