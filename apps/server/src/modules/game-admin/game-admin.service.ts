import type {
  GameAdminRow,
  GameCategoriesBody,
  GameCategoryAdminRow,
  MaintenanceWindowBody,
  MaintenanceWindow,
  VendorAdminRow,
  VendorHealth,
  WalletMode,
} from '@wl/contracts';
import { type GameCategory, type RngSubType, rngSubTypes } from '@wl/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { textOf } from '../../core/i18n';
import { gameIcon, inMaintenance, uploadedIcon } from '../catalogue';
import { RECALL_RETRY_AFTER_MS } from '../vendors';
import { type AdminGameRow, type AdminVendorRow, type GameQuery, type Window, createGameAdminRepo } from './game-admin.repo';

/** Failed calls counted on the vendors' list: those of the last day. */
const ERROR_WINDOW_MS = 86_400_000;
/** How many failed calls, open transfers and open rounds a vendor's health shows. */
const HEALTH_ROWS = 50;

export type GameAdminDeps = {
  db: Db;
  now: () => Date;
  /** Drops the catalogue's cached pages of the merchant on this copy and every other (Redis). */
  changed: (merchantId: number) => Promise<void>;
  /**
   * The transfer-wallet recall: settles a member's open moves with a vendor from its status, then brings back what it
   * holds; `walletModes`: the wallets the vendor's adapter plays (both, or its only one), which the merchant may choose.
   */
  recall: {
    recallVendor: (merchantId: number, memberId: number, vendor: string) => Promise<bigint>;
    reaches: (vendor: string) => boolean;
    walletModes: (merchantId: number, vendor: string) => Promise<WalletMode[]>;
  };
};

const isoOf = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const windowOf = (r: Window, at: Date): MaintenanceWindow => ({
  from: r.maintenance ? null : isoOf(r.maintenanceFrom),
  until: r.maintenance ? null : isoOf(r.maintenanceUntil),
  active: inMaintenance(r, at),
});

/**
 * A maintenance window from the operator's body: NOW starts it at once (until the end given, or until lifted),
 * SCHEDULED needs a start; an end must follow the start and lie ahead. OFF lifts every kind of maintenance.
 */
export const windowFrom = (b: MaintenanceWindowBody, at: Date): Window => {
  if (b.mode === 'OFF') return { maintenance: false, maintenanceFrom: null, maintenanceUntil: null };
  const from = b.mode === 'NOW' ? at : b.from ? new Date(b.from) : null;
  const until = b.until ? new Date(b.until) : null;
  if (!from || (b.mode === 'NOW' && b.from)) throw new AppError('games.window_invalid');
  if (until && (until <= from || until <= at)) throw new AppError('games.window_invalid');
  return { maintenance: false, maintenanceFrom: from, maintenanceUntil: until };
};

/** The back office's catalogue: games and vendors of one merchant, read and changed; every change reaches every copy. */
export const createGameAdminService = (deps: GameAdminDeps) => {
  const repo = createGameAdminRepo(deps.db);
  const { now } = deps;

  const toRow = (merchantCode: string, g: AdminGameRow, v: AdminVendorRow, at: Date): GameAdminRow => ({
    id: g.id,
    gameCode: g.gameCode,
    name: textOf(g.displayName, 'EN'),
    names: g.displayName,
    vassalage: g.vassalage,
    vendorName: textOf(v.displayName, 'EN'),
    category: g.category as GameCategory,
    subType: (g.subType as RngSubType | null) ?? null,
    enabled: g.enabled,
    vendorEnabled: v.enabled,
    maintenance: windowOf(g, at),
    isHot: g.isHot,
    hotRank: g.hotRank,
    iconUrl: g.iconFile ? uploadedIcon(merchantCode, g.iconFile) : gameIcon(merchantCode, g.id),
    iconUploaded: g.iconFile !== null,
    sort: g.sort,
  });

  const gameRow = async (merchantId: number, merchantCode: string, id: number) => {
    const r = await repo.game(merchantId, id);
    if (!r) throw new AppError('game.not_found');
    return toRow(merchantCode, r.g, r.v, now());
  };

  const vendorList = async (merchantId: number): Promise<VendorAdminRow[]> => {
    const at = now();
    const [rows, counts, health] = await Promise.all([
      repo.vendorRows(merchantId),
      repo.gameCounts(merchantId),
      repo.healthCounts(merchantId, new Date(at.getTime() - RECALL_RETRY_AFTER_MS), new Date(at.getTime() - ERROR_WINDOW_MS)),
    ]);
    const byCode = new Map<string, AdminVendorRow[]>();
    for (const r of rows) byCode.set(r.vassalage, [...(byCode.get(r.vassalage) ?? []), r]);
    const modes = new Map(
      await Promise.all([...byCode.keys()].map(async (code) => [code, await deps.recall.walletModes(merchantId, code)] as const)),
    );
    return [...byCode.entries()].map(([vassalage, rs]) => {
      const first = rs[0]!;
      const h = health.find((x) => x.vendor === vassalage);
      return {
        vassalage,
        name: textOf(first.displayName, 'EN'),
        categories: rs.map((r) => r.category as GameCategory),
        enabled: first.enabled,
        maintenance: windowOf(first, at),
        wallet: first.seamless ? 'seamless' : 'transfer',
        walletModes: modes.get(vassalage) ?? [],
        games: counts.find((c) => c.vassalage === vassalage)?.n ?? 0,
        pendingTransfers: h?.pending ?? 0,
        stuckTransfers: h?.stuck ?? 0,
        openRounds: h?.rounds ?? 0,
        recentErrors: h?.errors ?? 0,
      };
    });
  };

  const vendorRow = async (merchantId: number, vassalage: string) => {
    const v = (await vendorList(merchantId)).find((x) => x.vassalage === vassalage);
    if (!v) throw new AppError('game.vendor_unknown');
    return v;
  };

  /** A vendor of this merchant by code (upper-cased), or game.vendor_unknown. */
  const vendorCode = async (merchantId: number, vassalage: string) => {
    const code = vassalage.toUpperCase();
    if (!(await repo.vendorRows(merchantId)).some((v) => v.vassalage === code)) throw new AppError('game.vendor_unknown');
    return code;
  };

  return {
    list: async (merchantId: number, merchantCode: string, q: GameQuery & { page: number; size: number }) => {
      const at = now();
      const { rows, total } = await repo.page(merchantId, q, at, (q.page - 1) * q.size, q.size);
      return { rows: rows.map((r) => toRow(merchantCode, r.g, r.v, at)), total };
    },

    facets: async (merchantId: number) => {
      const [cats, vendors] = await Promise.all([repo.categories(merchantId), repo.vendorRows(merchantId)]);
      const names = new Map<string, string>();
      for (const v of vendors) if (!names.has(v.vassalage)) names.set(v.vassalage, textOf(v.displayName, 'EN'));
      return {
        categories: cats.map((c) => ({
          code: c.code as GameCategory,
          title: textOf(c.title, 'EN'),
          vendors: vendors.filter((v) => v.category === c.code).map((v) => v.vassalage),
        })),
        vendors: [...names.entries()].map(([vassalage, name]) => ({ vassalage, name })),
        subTypes: [...rngSubTypes],
      };
    },

    /** The lobby's categories in order, with both titles, their switch and how many games each holds. */
    categories: async (merchantId: number): Promise<{ rows: GameCategoryAdminRow[] }> => {
      const [cats, counts] = await Promise.all([repo.categories(merchantId), repo.categoryGames(merchantId)]);
      const n = new Map(counts.map((c) => [c.category, Number(c.n)]));
      return {
        rows: cats.map((c) => ({
          code: c.code as GameCategory,
          title: { EN: textOf(c.title, 'EN'), UR: c.title.UR ?? textOf(c.title, 'EN') },
          enabled: c.enabled,
          games: n.get(c.code) ?? 0,
        })),
      };
    },

    setCategories: async (merchantId: number, body: GameCategoriesBody) => {
      if (!(await repo.setCategories(merchantId, body.categories))) throw new AppError('games.categories_mismatch');
      await deps.changed(merchantId);
    },

    game: gameRow,

    update: async (
      merchantId: number,
      merchantCode: string,
      id: number,
      b: { enabled?: boolean; category?: GameCategory; subType?: RngSubType | null },
    ) => {
      const r = await repo.game(merchantId, id);
      if (!r) throw new AppError('game.not_found');
      const set: Partial<AdminGameRow> = {};
      if (b.enabled !== undefined) set.enabled = b.enabled;
      if (b.subType !== undefined) set.subType = b.subType;
      if (b.category && b.category !== r.g.category) {
        // A game sits under its vendor's row of its category: another category needs the vendor offered there.
        const v = await repo.vendorIn(merchantId, b.category, r.g.vassalage);
        if (!v) throw new AppError('games.vendor_not_in_category');
        set.category = b.category;
        set.vendorId = v.id;
      }
      await repo.updateGame(merchantId, id, set);
      await deps.changed(merchantId);
      return gameRow(merchantId, merchantCode, id);
    },

    maintenance: async (merchantId: number, merchantCode: string, id: number, b: MaintenanceWindowBody) => {
      if (!(await repo.game(merchantId, id))) throw new AppError('game.not_found');
      await repo.setGameWindow(merchantId, id, windowFrom(b, now()));
      await deps.changed(merchantId);
      return gameRow(merchantId, merchantCode, id);
    },

    icon: async (merchantId: number, merchantCode: string, id: number, icon: { mime: IconMime; data: Buffer; ext: string }) => {
      if (!(await repo.game(merchantId, id))) throw new AppError('game.not_found');
      await repo.saveIcon(merchantId, id, icon.mime, icon.data, icon.ext);
      await deps.changed(merchantId);
      return gameRow(merchantId, merchantCode, id);
    },

    /** An uploaded icon's bytes, when `file` names its current version. */
    iconFile: async (merchantId: number, gameId: number, version: number) => {
      const icon = await repo.icon(merchantId, gameId);
      return icon && icon.version === version ? icon : null;
    },

    hot: async (merchantId: number, merchantCode: string) => {
      const at = now();
      return { rows: (await repo.hot(merchantId)).map((r) => toRow(merchantCode, r.g, r.v, at)) };
    },

    setHot: async (merchantId: number, ids: number[]) => {
      if (new Set(ids).size !== ids.length || !(await repo.setHot(merchantId, ids))) throw new AppError('games.hot_unknown');
      await deps.changed(merchantId);
    },

    vendors: async (merchantId: number) => ({ rows: await vendorList(merchantId) }),

    setVendorEnabled: async (merchantId: number, vassalage: string, enabled: boolean) => {
      const code = await vendorCode(merchantId, vassalage);
      await repo.updateVendor(merchantId, code, { enabled });
      await deps.changed(merchantId);
      return vendorRow(merchantId, code);
    },

    vendorMaintenance: async (merchantId: number, vassalage: string, b: MaintenanceWindowBody) => {
      const code = await vendorCode(merchantId, vassalage);
      await repo.updateVendor(merchantId, code, windowFrom(b, now()));
      await deps.changed(merchantId);
      return vendorRow(merchantId, code);
    },

    /**
     * Transfer ↔ seamless: refused while members hold money at the vendor or moves with it are open, and for a vendor
     * whose adapter plays one wallet only (the house, the lottery, a vendor protocol). The launch follows the switch.
     * The first look is a quick refusal; the switch itself looks again under the vendor row's lock, which launches
     * moving money to the vendor share (decision 008).
     */
    setWallet: async (merchantId: number, vassalage: string, mode: WalletMode) => {
      const code = await vendorCode(merchantId, vassalage);
      const current = (await vendorRow(merchantId, code)).wallet;
      if (current !== mode) {
        if (await repo.walletBusy(merchantId, code)) throw new AppError('vendors.wallet_busy');
        if (!(await deps.recall.walletModes(merchantId, code)).includes(mode)) throw new AppError('vendors.wallet_fixed');
        if (!(await repo.setWallet(merchantId, code, mode === 'transfer'))) throw new AppError('vendors.wallet_busy');
        await deps.changed(merchantId);
      }
      return vendorRow(merchantId, code);
    },

    health: async (merchantId: number, vassalage: string, decimals: number): Promise<VendorHealth> => {
      const code = await vendorCode(merchantId, vassalage);
      const at = now();
      const stuckBefore = at.getTime() - RECALL_RETRY_AFTER_MS;
      const [v, errors, pending, rounds] = await Promise.all([
        vendorRow(merchantId, code),
        repo.errors(merchantId, code, HEALTH_ROWS),
        repo.pending(merchantId, code, HEALTH_ROWS),
        repo.openRounds(merchantId, code, HEALTH_ROWS),
      ]);
      return {
        vassalage: code,
        wallet: v.wallet,
        canRetry: deps.recall.reaches(code),
        errors: errors.map((e) => ({
          at: isoOf(e.at)!,
          kind: e.kind as VendorHealth['errors'][number]['kind'],
          ref: e.ref,
          account: e.account,
          amount: String(e.amount),
        })),
        pending: pending.map((p) => ({
          id: Number(p.id),
          account: p.account,
          ref: p.ref,
          direction: p.direction,
          amount: String(p.amount),
          state: p.state,
          createdAt: isoOf(p.created_at)!,
          updatedAt: isoOf(p.updated_at)!,
          stuck: new Date(p.updated_at).getTime() < stuckBefore,
        })),
        openRounds: rounds.map((r) => ({
          roundId: r.round_id,
          account: r.account,
          gameCode: r.game_code ?? '',
          stake: String(r.stake),
          openedAt: isoOf(r.opened_at)!,
        })),
        currencyDecimals: decimals,
      };
    },

    /**
     * Retries one stuck recall: the member's open moves with the vendor are settled from the vendor's status, then
     * what the vendor holds comes back to main. A move still being answered (touched in the last 30 s) is refused.
     */
    retry: async (merchantId: number, vassalage: string, id: number) => {
      const code = vassalage.toUpperCase();
      const t = await repo.transfer(merchantId, code, id);
      if (!t) throw new AppError('resource.not_found');
      if (t.state !== 'PENDING' || t.updatedAt.getTime() >= now().getTime() - RECALL_RETRY_AFTER_MS)
        throw new AppError('vendors.transfer_not_stuck');
      if (!deps.recall.reaches(code)) throw new AppError('vendors.retry_unavailable');
      let recalled = 0n;
      try {
        recalled = await deps.recall.recallVendor(merchantId, t.memberId, code);
      } catch (err) {
        // The open move was settled but nothing more came back (the vendor holds nothing, or refused): say what it is now.
        if (!(err instanceof AppError) || err.code === 'vendor.transfer_pending') throw err;
        if ((await repo.transfer(merchantId, code, id))?.state === 'PENDING') throw err;
      }
      const after = (await repo.transfer(merchantId, code, id))!;
      return {
        transfer: {
          id: after.id,
          account: await repo.accountOf(after.memberId),
          ref: after.ref,
          direction: after.direction,
          amount: after.amount.toString(),
          state: after.state,
          createdAt: after.createdAt.toISOString(),
          updatedAt: after.updatedAt.toISOString(),
          stuck: after.state === 'PENDING',
        },
        recalled: recalled.toString(),
      };
    },
  };
};
export type IconMime = 'image/png' | 'image/jpeg' | 'image/webp';
export type GameAdminService = ReturnType<typeof createGameAdminService>;
