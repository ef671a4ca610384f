import {
  type GameCategory,
  type GameListValue,
  type LanguageCode,
  type RngSubType,
  type RoomListValue,
  type VendorCategory,
  type WinnerItem,
  maskAccount,
  rngSubTypes,
  totalPagesOf,
} from '@wl/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { createTtlCache } from '../../core/ttl-cache';
import type { MerchantContext } from '../merchants';
import { textOf } from '../../core/i18n';
import { inMaintenance, toCard, toVendorItem } from './catalogue.cards';
import { type GameFilter, type VendorRow, createCatalogueRepo } from './catalogue.repo';
import { createJackpotList } from './catalogue.jackpots';
import { createMatchList, type MatchesPort } from './catalogue.matches';

/** The winner board lists wins of the last 30 days. */
const WINNER_WINDOW_MS = 30 * 86_400_000;

type Snapshot = {
  categories: { code: GameCategory; title: Record<string, string> }[];
  vendors: VendorRow[];
  vendorById: Map<number, VendorRow>;
  counts: Map<number, number>;
  subTypes: Map<number, Map<RngSubType, number>>;
};

export type ListInput = {
  gameType?: GameCategory;
  vassalage?: string;
  gameClassify?: RngSubType;
  keyword?: string;
  wallet?: 'seamless' | 'transfer';
  pageNo: number;
  pageSize: number;
};

/**
 * The catalogue: menus, vendor lanes, game lists, hot and popular games, favourites, recent games, winners and rooms.
 * Catalogue reads are the hottest calls of the site, so merchant snapshots and list pages are cached briefly.
 */
/** A live table's state as its vendor's lobby reports it: limits in minor units, `closesAt` in ms since the epoch. */
export type LiveTableState = {
  code: string;
  players: number;
  phase: 'BETTING' | 'RESULT';
  closesAt: number;
  min: number;
  max: number;
  last: string | null;
};
/** A live vendor's lobby for the tables named (the vendors module answers it, given by app.ts); null when it does not answer. */
export type LiveTablesPort = (
  merchantId: number,
  vendor: string,
  games: { code: string; name: string; category: string }[],
) => Promise<LiveTableState[] | null>;

/** The most tables one lobby call names. */
const MAX_LOBBY_TABLES = 200;

export const createCatalogueService = (deps: {
  db: Db;
  /** The shelves (categories, vendors, games, winners): a replica when configured (decision 035). */
  read?: Db;
  now?: () => Date;
  cacheMs?: number;
  liveTables?: LiveTablesPort;
  matches?: MatchesPort;
}) => {
  // A member's own favourites and recent games read where they are written (the primary): read-your-writes.
  const repo = createCatalogueRepo(deps.db);
  const shelf = createCatalogueRepo(deps.read ?? deps.db);
  const now = deps.now ?? (() => new Date());
  const ttlMs = deps.cacheMs ?? 10_000;
  const snapshots = createTtlCache<Snapshot>({ ttlMs, max: 200 });
  const pages = createTtlCache<unknown>({ ttlMs, max: 5000 });
  const bodies = createTtlCache<string>({ ttlMs, max: 5000 });
  const known = createTtlCache<boolean>({ ttlMs, max: 20_000 });

  const snapshot = (merchantId: number) =>
    snapshots.get(String(merchantId), async () => {
      const [cats, vendors, stats] = await Promise.all([
        shelf.categories(merchantId),
        shelf.vendors(merchantId),
        shelf.vendorStats(merchantId),
      ]);
      const counts = new Map<number, number>();
      const subTypes = new Map<number, Map<RngSubType, number>>();
      for (const s of stats) {
        counts.set(s.vendorId, (counts.get(s.vendorId) ?? 0) + s.n);
        if (!s.subType) continue;
        const m = subTypes.get(s.vendorId) ?? new Map<RngSubType, number>();
        m.set(s.subType as RngSubType, s.n);
        subTypes.set(s.vendorId, m);
      }
      return {
        categories: cats.map((c) => ({ code: c.code as GameCategory, title: c.title })),
        vendors,
        vendorById: new Map(vendors.map((v) => [v.id, v])),
        counts,
        subTypes,
      };
    });

  const cached = <T>(key: string, load: () => Promise<T>) => pages.get(key, load) as Promise<T>;

  const lanes = async (m: MerchantContext, lang: LanguageCode, onlyNew = false): Promise<VendorCategory[]> => {
    const s = await snapshot(m.id);
    return s.categories
      .map((c) => {
        const vendors = s.vendors.filter((v) => v.category === c.code && (!onlyNew || v.isNew));
        const classify = new Set<RngSubType>();
        for (const v of vendors) for (const k of s.subTypes.get(v.id)?.keys() ?? []) classify.add(k);
        return {
          gameCategory: c.code,
          title: textOf(c.title, lang),
          cards: vendors.map((v) => toVendorItem(v, s.counts.get(v.id) ?? 0, lang, m.code, now())),
          gameClassify: rngSubTypes.filter((k) => classify.has(k)),
        };
      })
      .filter((c) => c.cards.length > 0);
  };

  /** Resolves a vendor code (and optional category) of this merchant, or refuses with game.vendor_unknown. */
  const vendorOf = async (merchantId: number, vassalage: string, category?: GameCategory) => {
    const s = await snapshot(merchantId);
    const v = s.vendors.find((x) => x.vassalage === vassalage.toUpperCase() && (!category || x.category === category));
    if (!v) throw new AppError('game.vendor_unknown');
    return v;
  };

  const list = async (m: MerchantContext, lang: LanguageCode, q: ListInput): Promise<GameListValue> => {
    const key = `${m.id}|list|${lang}|${q.gameType ?? ''}|${q.vassalage ?? ''}|${q.gameClassify ?? ''}|${q.keyword ?? ''}|${q.wallet ?? ''}|${q.pageNo}|${q.pageSize}`;
    return cached(key, async () => {
      const s = await snapshot(m.id);
      if (q.gameType && !s.categories.some((c) => c.code === q.gameType)) throw new AppError('game.category_unknown');
      const vendor = q.vassalage ? await vendorOf(m.id, q.vassalage, q.gameType) : undefined;
      const filter: GameFilter = {
        category: q.gameType,
        // A vendor picked in a category is that category's vendor; without one (the wallet's list), all its games.
        ...(vendor && q.gameType ? { vendorId: vendor.id } : vendor ? { vassalage: vendor.vassalage } : {}),
        subType: q.gameClassify,
        keyword: q.keyword || undefined,
        ...(q.wallet ? { seamless: q.wallet === 'seamless' } : {}),
      };
      // One count per filter, shared by all its pages.
      const total = await cached(`${m.id}|count|${JSON.stringify(filter)}`, () => shelf.countGames(m.id, filter));
      const totalPages = totalPagesOf(total, q.pageSize);
      if (q.pageNo > totalPages) throw new AppError('game.page_out_of_range');
      const rows = await shelf.pageGames(m.id, filter, (q.pageNo - 1) * q.pageSize, q.pageSize);
      return {
        games: rows.map((g) => toCard(g, s.vendorById.get(g.vendorId), lang, m.code, now())),
        totalPages,
        total,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
    });
  };

  /**
   * A live vendor's tables: its live games of the catalogue, each a table at the vendor, with the state its lobby
   * reports now (players seated, the round's phase, limits, the last result). A vendor that does not answer is in
   * maintenance, as its launch would be.
   */
  const liveTables = async (m: MerchantContext, lang: LanguageCode, vassalage: string): Promise<RoomListValue['list']> => {
    const vendor = await vendorOf(m.id, vassalage, 'LIVE');
    if (inMaintenance(vendor, now())) throw new AppError('game.vendor_maintenance');
    const rows = await shelf.pageGames(m.id, { category: 'LIVE', vendorId: vendor.id }, 0, MAX_LOBBY_TABLES);
    const state = rows.length
      ? await deps.liveTables?.(
          m.id,
          vendor.vassalage,
          rows.map((g) => ({ code: g.gameCode, name: g.gameName, category: g.category })),
        )
      : [];
    if (!state) throw new AppError('game.vendor_maintenance');
    const byCode = new Map(state.map((t) => [t.code, t]));
    return rows.flatMap((g) => {
      const t = byCode.get(g.gameCode);
      if (!t) return [];
      return [
        {
          roomId: g.id,
          name: textOf(g.displayName, lang),
          minBet: String(t.min),
          maxBet: String(t.max),
          players: t.players,
          nodeId: g.id,
          phase: t.phase,
          closesAt: new Date(t.closesAt).toISOString(),
          lastResult: t.last,
        },
      ];
    });
  };

  const cardsOf = async (m: MerchantContext, lang: LanguageCode, rows: Awaited<ReturnType<typeof shelf.hotGames>>) => {
    const s = await snapshot(m.id);
    return rows.map((g) => toCard(g, s.vendorById.get(g.vendorId), lang, m.code, now()));
  };

  /** A game of this merchant, or game.not_found: another merchant's nodeId is as unknown as a made-up one. */
  const gameOf = async (merchantId: number, nodeId: number) => {
    const g = await shelf.gameOf(merchantId, nodeId);
    if (!g?.enabled) throw new AppError('game.not_found');
    return g;
  };

  return {
    menus: (m: MerchantContext, lang: LanguageCode) => cached(`${m.id}|menus|${lang}`, () => lanes(m, lang)),
    vendorLanes: (m: MerchantContext, lang: LanguageCode, flush: boolean) => {
      if (flush) pages.clear(`${m.id}|lanes|`);
      return cached(`${m.id}|lanes|${lang}`, async () => ({ data: { lanes: await lanes(m, lang) } }));
    },
    newVendorLanes: (m: MerchantContext, lang: LanguageCode) =>
      cached(`${m.id}|newlanes|${lang}`, async () => ({ data: { lanes: await lanes(m, lang, true) } })),
    list,
    hot: (m: MerchantContext, lang: LanguageCode, category?: GameCategory) =>
      cached(`${m.id}|hot|${lang}|${category ?? ''}`, async () => ({ list: await cardsOf(m, lang, await shelf.hotGames(m.id, category)) })),
    popular: (m: MerchantContext, lang: LanguageCode, limit: number, category?: GameCategory) =>
      cached(`${m.id}|popular|${lang}|${category ?? ''}|${limit}`, async () => ({
        list: await cardsOf(m, lang, await shelf.popularGames(m.id, limit, category)),
      })),
    vassGameTypes: async (m: MerchantContext, vassalage: string, category?: GameCategory) => {
      const v = await vendorOf(m.id, vassalage, category);
      const s = await snapshot(m.id);
      const subs = s.subTypes.get(v.id) ?? new Map<RngSubType, number>();
      return { list: rngSubTypes.filter((k) => subs.has(k)).map((k) => ({ gameClassify: k, count: subs.get(k) ?? 0 })) };
    },
    favouriteIds: async (memberId: number) => ({ nodeIds: await repo.favouriteIds(memberId) }),
    favouriteList: async (
      m: MerchantContext,
      memberId: number,
      lang: LanguageCode,
      q: { gameType?: GameCategory; pageNo: number; pageSize: number },
    ) => {
      const { rows, total } = await repo.favouritePage(m.id, memberId, q.gameType, (q.pageNo - 1) * q.pageSize, q.pageSize);
      const totalPages = totalPagesOf(total, q.pageSize);
      if (q.pageNo > totalPages) throw new AppError('game.page_out_of_range');
      return { content: await cardsOf(m, lang, rows), pageNum: q.pageNo, totalPages, total };
    },
    addFavourite: async (m: MerchantContext, memberId: number, nodeId: number) => {
      await gameOf(m.id, nodeId);
      await repo.addFavourite(m.id, memberId, nodeId);
      return { nodeId, favourite: true };
    },
    removeFavourite: async (m: MerchantContext, memberId: number, nodeId: number) => {
      await gameOf(m.id, nodeId);
      await repo.removeFavourite(memberId, nodeId);
      return { nodeId, favourite: false };
    },
    recent: async (m: MerchantContext, memberId: number, lang: LanguageCode, limit: number) => ({
      list: await cardsOf(m, lang, await repo.recent(m.id, memberId, limit)),
    }),
    /** Called by the game launch call when a game is opened (recent games). */
    recordPlay: async (m: MerchantContext, memberId: number, nodeId: number) => {
      await gameOf(m.id, nodeId);
      await repo.recordRecent(m.id, memberId, nodeId, now());
    },
    winners: (m: MerchantContext, lang: LanguageCode, category: GameCategory | 'ALL', limit: number) =>
      cached(`${m.id}|winners|${lang}|${category}|${limit}`, async () => ({
        list: (
          await shelf.winners(m.id, category === 'ALL' ? undefined : category, limit, new Date(now().getTime() - WINNER_WINDOW_MS))
        ).map(
          (r): WinnerItem => ({
            customerName: maskAccount(r.account),
            winAmount: r.payout,
            gameName: textOf(r.display_name, lang),
            gameType: r.category as GameCategory,
            time: new Date(r.settled_at).toISOString(),
          }),
        ),
        currencyDecimals: m.row.currencyDecimals,
      })),
    rooms: async (m: MerchantContext, lang: LanguageCode, q: { nodeId?: number; vassalage?: string }): Promise<RoomListValue> => {
      if (q.vassalage) return { list: await liveTables(m, lang, q.vassalage) };
      await gameOf(m.id, q.nodeId ?? 0);
      const rows = await shelf.rooms(m.id, q.nodeId ?? 0);
      return {
        list: rows.map((r) => ({
          roomId: r.id,
          name: textOf(r.name, lang),
          minBet: r.minBet.toString(),
          maxBet: r.maxBet.toString(),
          players: r.players,
          nodeId: null,
          phase: null,
          closesAt: null,
          lastResult: null,
        })),
      };
    },
    gameOf,
    jackpots: createJackpotList(deps.db),
    matches: createMatchList({ repo, vendors: async (id) => (await snapshot(id)).vendors, feed: deps.matches, now }),
    /** Whole response bodies of the hottest calls, serialised once per TTL (key starts with the merchant id). */
    body: (key: string, build: () => Promise<string>) => bodies.get(key, build),
    vendorById: async (merchantId: number, id: number) => (await snapshot(merchantId)).vendorById.get(id) ?? null,
    /** Whether the merchant's catalogue has this game of the vendor: a vendor protocol's bet naming another is refused. */
    hasGame: (merchantId: number, vassalage: string, gameCode: string) =>
      known.get(`${merchantId}|${vassalage}|${gameCode}`, () => shelf.hasGame(merchantId, vassalage, gameCode)),
    /** Drops cached pages after an operator edit, so this copy answers fresh data at once. */
    invalidate: (merchantId?: number) => {
      snapshots.clear(merchantId ? String(merchantId) : undefined);
      pages.clear(merchantId ? `${merchantId}|` : undefined);
      bodies.clear(merchantId ? `${merchantId}|` : undefined);
      known.clear(merchantId ? `${merchantId}|` : undefined);
    },
  };
};
export type CatalogueService = ReturnType<typeof createCatalogueService>;
