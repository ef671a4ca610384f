import { type GameCategory, PAGE_SIZE_DEFAULT, type RngSubType, SLOT_MIN_BET } from '@wl/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JackpotPools } from '../../components/JackpotAmount';
import { useSearchParams } from 'react-router';
import { useRouteEntry } from '../../shared/route-entry';
import { useSystem } from '../../shared/system';
import { EmptyState } from '../../components/EmptyState';
import { Screen } from '../../components/Screen';
import { useGameList, useVendorSubTypes, useVendors } from './api';
import { GameCard } from './GameCard';
import { LiveTables } from './LiveTables';
import { Pager } from '../../components/Pager';
import { VendorTabs } from './VendorTabs';

/** Game list centre (/live, /fish, /rng, /pvp): vendor tabs, sub-type filters, search by name, 24 a page; a live vendor's tables. */
export const GameListCentre = () => {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const { brand } = useSystem();
  const category = entry.id.toUpperCase() as GameCategory;
  const [params, setParams] = useSearchParams();
  const vendor = params.get('vassalage') ?? '';
  const [classify, setClassify] = useState<RngSubType | ''>('');
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const lane = useVendors().data?.find((l) => l.gameCategory === category);
  // With one vendor picked, only that vendor's sub-types are offered.
  const vendorSubTypes = useVendorSubTypes(vendor, category).data;
  const subTypes = vendor ? (vendorSubTypes ?? []) : (lane?.gameClassify ?? []);

  useEffect(() => {
    const timer = window.setTimeout(() => setKeyword(search.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [search]);
  // Changing vendor, sub-type or search starts again at page 1 (spec section 4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger
  useEffect(() => setPage(1), [vendor, classify, keyword, category]);
  // A sub-type the newly picked vendor does not offer is dropped.
  useEffect(() => {
    if (classify && vendor && vendorSubTypes && !vendorSubTypes.includes(classify)) setClassify('');
  }, [classify, vendor, vendorSubTypes]);

  const { data, isPending, isError } = useGameList({
    gameType: category,
    vassalage: vendor || undefined,
    gameClassify: classify || undefined,
    keyword: keyword || undefined,
    pageNo: page,
    pageSize: PAGE_SIZE_DEFAULT,
  });
  const pickVendor = (v: string) => setParams(v ? { vassalage: v } : {}, { replace: true });

  return (
    <Screen
      id={entry.id}
      title={lane?.title ?? t(`screens.${entry.id}`)}
      subtitle={
        entry.id === 'rng' ? (
          <span data-testid="slot-min-bet">
            {t('catalogue.slotMinBet', {
              amount: `${brand?.currency.symbol ?? ''} ${SLOT_MIN_BET.amount}`.trim(),
              lines: SLOT_MIN_BET.lines,
            })}
          </span>
        ) : undefined
      }
    >
      <VendorTabs
        className="vendor-filter vendor-filter--tabs"
        vendors={lane?.cards ?? []}
        vendor={vendor}
        onVendor={pickVendor}
        testIdPrefix="vendor-tab"
      />
      <div className="list-tools">
        {subTypes.length > 0 ? (
          <fieldset className="vendor-filter vendor-filter--plain" aria-label={t('catalogue.subTypes')}>
            {(['', ...subTypes] as const).map((k) => (
              <button
                key={k || 'all'}
                type="button"
                className={`chip chip--sm${classify === k ? ' chip--active' : ''}`}
                aria-pressed={classify === k}
                onClick={() => setClassify(k)}
                data-testid={`subtype-${k || 'all'}`}
              >
                {k ? t(`catalogue.subType.${k}`) : t('catalogue.all')}
              </button>
            ))}
          </fieldset>
        ) : null}
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
      {category === 'LIVE' && vendor ? <LiveTables vendor={vendor} /> : null}
      {classify === 'JP' ? <JackpotPools vendor={vendor || undefined} /> : null}
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
