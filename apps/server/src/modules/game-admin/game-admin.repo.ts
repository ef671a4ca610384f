import { type SQL, and, asc, count, eq, ilike, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type LocalText,
  gameCategoriesT,
  gameIcons,
  gameVendors,
  games,
  ledgerAccounts,
  vendorTransfers,
  walletSettings,
} from '../../db/schema';
import { rowsOf } from '../../core/sql';

export type AdminGameRow = typeof games.$inferSelect;
export type AdminVendorRow = typeof gameVendors.$inferSelect;
export type GameQuery = { keyword?: string; category?: string; vendor?: string; status: string };
export type Window = { maintenance: boolean; maintenanceFrom: Date | null; maintenanceUntil: Date | null };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (d: Date) => d.toISOString();

/** In maintenance now, or a window that has not ended yet (scheduled). */
const maintained = (at: Date) =>
  or(
    eq(games.maintenance, true),
    and(
      isNotNull(games.maintenanceFrom),
      or(sql`${games.maintenanceUntil} IS NULL`, sql`${games.maintenanceUntil} > ${iso(at)}::timestamptz`),
    ),
  );

const gameWhere = (merchantId: number, q: GameQuery, at: Date) => {
  const parts: (SQL | undefined)[] = [eq(games.merchantId, merchantId)];
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword.toLowerCase())}%`;
    parts.push(or(ilike(games.searchText, like), ilike(games.gameCode, like)));
  }
  if (q.category) parts.push(eq(games.category, q.category));
  if (q.vendor) parts.push(eq(games.vassalage, q.vendor.toUpperCase()));
  if (q.status === 'ENABLED') parts.push(eq(games.enabled, true));
  if (q.status === 'DISABLED') parts.push(eq(games.enabled, false));
  if (q.status === 'MAINTENANCE') parts.push(maintained(at));
  if (q.status === 'HOT') parts.push(isNotNull(games.hotRank));
  return and(...parts);
};

/** Whether members of this merchant hold money at the vendor (its ledger wallets) or have moves with it still open. */
const busy = async (db: Db, merchantId: number, vendor: string) => {
  const [held] = await db
    .select({ n: count() })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        isNotNull(ledgerAccounts.memberId),
        eq(ledgerAccounts.code, vendor),
        ne(ledgerAccounts.balance, 0n),
      ),
    );
  const [open] = await db
    .select({ n: count() })
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.merchantId, merchantId), eq(vendorTransfers.vendor, vendor), eq(vendorTransfers.state, 'PENDING')));
  return (held?.n ?? 0) > 0 || (open?.n ?? 0) > 0;
};

/** The back office's reads and writes of a merchant's catalogue, and its vendors' health. */
export const createGameAdminRepo = (db: Db) => ({
  page: async (merchantId: number, q: GameQuery, at: Date, offset: number, limit: number) => {
    const where = gameWhere(merchantId, q, at);
    const [rows, total] = await Promise.all([
      db
        .select({ g: games, v: gameVendors })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(where)
        .orderBy(asc(games.category), asc(games.sort), asc(games.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(games).where(where),
    ]);
    return { rows, total: total[0]?.n ?? 0 };
  },

  game: async (merchantId: number, id: number) =>
    (
      await db
        .select({ g: games, v: gameVendors })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(and(eq(games.merchantId, merchantId), eq(games.id, id)))
        .limit(1)
    )[0] ?? null,

  hot: (merchantId: number) =>
    db
      .select({ g: games, v: gameVendors })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(eq(games.merchantId, merchantId), isNotNull(games.hotRank)))
      .orderBy(asc(games.hotRank), asc(games.id)),

  categories: (merchantId: number) =>
    db.select().from(gameCategoriesT).where(eq(gameCategoriesT.merchantId, merchantId)).orderBy(asc(gameCategoriesT.sort)),

  /** Each category with its number of games (any state). */
  categoryGames: (merchantId: number) =>
    db.select({ category: games.category, n: count() }).from(games).where(eq(games.merchantId, merchantId)).groupBy(games.category),

  /** Titles, switch and order (the list's) of every category; false, writing nothing, unless the list is exactly the merchant's set. */
  setCategories: (merchantId: number, list: { code: string; title: LocalText; enabled: boolean }[]) =>
    db.transaction(async (tx) => {
      const have = await tx
        .select({ code: gameCategoriesT.code })
        .from(gameCategoriesT)
        .where(eq(gameCategoriesT.merchantId, merchantId))
        .for('update');
      const codes = new Set(list.map((c) => c.code));
      if (codes.size !== list.length || have.length !== list.length || have.some((h) => !codes.has(h.code))) return false;
      for (const [i, c] of list.entries())
        await tx
          .update(gameCategoriesT)
          .set({ title: c.title, enabled: c.enabled, sort: (i + 1) * 10 })
          .where(and(eq(gameCategoriesT.merchantId, merchantId), eq(gameCategoriesT.code, c.code)));
      return true;
    }),

  vendorRows: (merchantId: number) =>
    db.select().from(gameVendors).where(eq(gameVendors.merchantId, merchantId)).orderBy(asc(gameVendors.sort), asc(gameVendors.id)),

  vendorIn: async (merchantId: number, category: string, vassalage: string) =>
    (
      await db
        .select()
        .from(gameVendors)
        .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.category, category), eq(gameVendors.vassalage, vassalage)))
        .limit(1)
    )[0] ?? null,

  gameCounts: (merchantId: number) =>
    db.select({ vassalage: games.vassalage, n: count() }).from(games).where(eq(games.merchantId, merchantId)).groupBy(games.vassalage),

  updateGame: (merchantId: number, id: number, set: Partial<typeof games.$inferInsert>) =>
    db
      .update(games)
      .set(set)
      .where(and(eq(games.merchantId, merchantId), eq(games.id, id))),

  setGameWindow: (merchantId: number, id: number, w: Window) =>
    db
      .update(games)
      .set(w)
      .where(and(eq(games.merchantId, merchantId), eq(games.id, id))),

  /** A vendor's rows in every category change together. */
  updateVendor: async (merchantId: number, vassalage: string, set: Partial<typeof gameVendors.$inferInsert>) =>
    (
      await db
        .update(gameVendors)
        .set(set)
        .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.vassalage, vassalage)))
        .returning({ id: gameVendors.id })
    ).length,

  /**
   * A vendor's wallet mode for the merchant: the catalogue's flag, and the vendor among the merchant's transfer wallets
   * (the member's balance lists what it holds) or no longer, in one transaction; false (nothing changed) when members
   * hold money at the vendor or have moves with it open. The vendor's row is locked FOR UPDATE before that is read: a
   * launch records its session and moves its money under a share lock on the row (decision 008), so a launch already
   * there has committed its money first, and one after it reads the new flag.
   */
  setWallet: (merchantId: number, vassalage: string, transfer: boolean) =>
    db.transaction(async (tx) => {
      const row = and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.vassalage, vassalage));
      await tx.select({ id: gameVendors.id }).from(gameVendors).where(row).for('update');
      if (await busy(tx, merchantId, vassalage)) return false;
      await tx.update(gameVendors).set({ seamless: !transfer }).where(row);
      await tx
        .update(walletSettings)
        .set({
          transferVendors: sql`(${walletSettings.transferVendors} - ${vassalage}::text) || ${transfer ? sql`jsonb_build_array(${vassalage}::text)` : sql`'[]'::jsonb`}`,
        })
        .where(eq(walletSettings.merchantId, merchantId));
      return true;
    }),

  /** The whole hot list at once: the games named, in order; every other game of the merchant is no longer hot. */
  setHot: (merchantId: number, ids: number[]) =>
    db.transaction(async (tx) => {
      const found = ids.length
        ? await tx
            .select({ id: games.id })
            .from(games)
            .where(and(eq(games.merchantId, merchantId), inArray(games.id, ids)))
        : [];
      if (found.length !== ids.length) return false;
      await tx
        .update(games)
        .set({ isHot: false, hotRank: null })
        .where(and(eq(games.merchantId, merchantId), or(isNotNull(games.hotRank), eq(games.isHot, true))));
      for (const [i, id] of ids.entries())
        await tx
          .update(games)
          .set({ isHot: true, hotRank: i + 1 })
          .where(and(eq(games.merchantId, merchantId), eq(games.id, id)));
      return true;
    }),

  /** Stores an icon (a new version on each upload) and points the game at it; answers the file name. */
  saveIcon: (merchantId: number, gameId: number, mime: 'image/png' | 'image/jpeg' | 'image/webp', data: Buffer, ext: string) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(gameIcons)
        .values({ merchantId, gameId, mime, data })
        .onConflictDoUpdate({
          target: gameIcons.gameId,
          set: { mime, data, version: sql`${gameIcons.version} + 1`, updatedAt: sql`now()` },
        })
        .returning({ version: gameIcons.version });
      const file = `${gameId}-${row!.version}.${ext}`;
      await tx
        .update(games)
        .set({ iconFile: file })
        .where(and(eq(games.merchantId, merchantId), eq(games.id, gameId)));
      return file;
    }),

  icon: async (merchantId: number, gameId: number) =>
    (
      await db
        .select({ mime: gameIcons.mime, version: gameIcons.version, data: gameIcons.data })
        .from(gameIcons)
        .where(and(eq(gameIcons.merchantId, merchantId), eq(gameIcons.gameId, gameId)))
        .limit(1)
    )[0] ?? null,

  /** Whether members of this merchant hold money at the vendor (its ledger wallets) or have moves with it still open. */
  walletBusy: (merchantId: number, vendor: string) => busy(db, merchantId, vendor),

  transfer: async (merchantId: number, vendor: string, id: number) =>
    (
      await db
        .select()
        .from(vendorTransfers)
        .where(and(eq(vendorTransfers.merchantId, merchantId), eq(vendorTransfers.vendor, vendor), eq(vendorTransfers.id, id)))
        .limit(1)
    )[0] ?? null,

  /** Per vendor: open transfers, those untouched since `stuckBefore`, open rounds, and failed calls since `since`. */
  healthCounts: async (merchantId: number, stuckBefore: Date, since: Date) =>
    rowsOf<{ vendor: string; pending: number; stuck: number; rounds: number; errors: number }>(
      await db.execute(sql`
        SELECT vendor, sum(pending)::int AS pending, sum(stuck)::int AS stuck, sum(rounds)::int AS rounds, sum(errors)::int AS errors
        FROM (
          SELECT vendor, count(*) AS pending,
                 count(*) FILTER (WHERE updated_at < ${iso(stuckBefore)}::timestamptz) AS stuck, 0 AS rounds, 0 AS errors
            FROM vendor_transfers WHERE merchant_id = ${merchantId} AND state = 'PENDING' GROUP BY vendor
          UNION ALL
          SELECT vendor, 0, 0, count(DISTINCT round_id), 0
            FROM vendor_transactions WHERE merchant_id = ${merchantId} AND kind = 'BET' AND state = 'OPEN' GROUP BY vendor
          UNION ALL
          SELECT vendor, 0, 0, 0, count(*)
            FROM vendor_transfers WHERE merchant_id = ${merchantId} AND state IN ('FAILED', 'REVERSED')
              AND updated_at >= ${iso(since)}::timestamptz GROUP BY vendor
          UNION ALL
          -- A rollback of a bet never seen leaves a tombstone: a BET row under the bet's id, in state TOMBSTONE.
          SELECT vendor, 0, 0, 0, count(*)
            FROM vendor_transactions WHERE merchant_id = ${merchantId} AND kind = 'BET' AND state = 'TOMBSTONE'
              AND created_at >= ${iso(since)}::timestamptz GROUP BY vendor
        ) x GROUP BY vendor`),
    ),

  /** The vendor's last failed calls: moves it refused (failed, or a deposit moved back) and rollbacks of unknown bets. */
  errors: async (merchantId: number, vendor: string, limit: number) =>
    rowsOf<{ at: string | Date; kind: string; ref: string; account: string; amount: string }>(
      await db.execute(sql`
        SELECT e.at, e.kind, e.ref, m.account, e.amount FROM (
          (SELECT updated_at AS at, CASE state WHEN 'FAILED' THEN 'TRANSFER_FAILED' ELSE 'TRANSFER_REVERSED' END AS kind,
                  ref, member_id, amount::text AS amount
             FROM vendor_transfers WHERE merchant_id = ${merchantId} AND vendor = ${vendor} AND state IN ('FAILED', 'REVERSED')
             ORDER BY updated_at DESC LIMIT ${limit})
          UNION ALL
          (SELECT created_at, 'ROLLBACK_UNKNOWN_BET', tx_id, member_id, amount::text
             FROM vendor_transactions WHERE merchant_id = ${merchantId} AND vendor = ${vendor} AND kind = 'BET' AND state = 'TOMBSTONE'
             ORDER BY created_at DESC LIMIT ${limit})
        ) e JOIN members m ON m.id = e.member_id ORDER BY e.at DESC LIMIT ${limit}`),
    ),

  pending: async (merchantId: number, vendor: string, limit: number) =>
    rowsOf<{
      id: number | string;
      account: string;
      ref: string;
      direction: 'IN' | 'OUT';
      amount: string;
      state: 'PENDING';
      created_at: string | Date;
      updated_at: string | Date;
    }>(
      await db.execute(sql`
        SELECT t.id, m.account, t.ref, t.direction, t.amount::text AS amount, t.state, t.created_at, t.updated_at
          FROM vendor_transfers t JOIN members m ON m.id = t.member_id
         WHERE t.merchant_id = ${merchantId} AND t.vendor = ${vendor} AND t.state = 'PENDING'
         ORDER BY t.updated_at ASC LIMIT ${limit}`),
    ),

  openRounds: async (merchantId: number, vendor: string, limit: number) =>
    rowsOf<{ round_id: string; account: string; game_code: string | null; stake: string; opened_at: string | Date }>(
      await db.execute(sql`
        SELECT r.round_id, m.account, r.game_code, r.stake, r.opened_at FROM (
          SELECT coalesce(round_id, tx_id) AS round_id, member_id, min(game_code) AS game_code, sum(amount)::text AS stake,
                 min(created_at) AS opened_at
            FROM vendor_transactions
           WHERE merchant_id = ${merchantId} AND vendor = ${vendor} AND kind = 'BET' AND state = 'OPEN'
           GROUP BY coalesce(round_id, tx_id), member_id
           ORDER BY min(created_at) ASC LIMIT ${limit}
        ) r JOIN members m ON m.id = r.member_id ORDER BY r.opened_at ASC`),
    ),

  accountOf: async (memberId: number) =>
    rowsOf<{ account: string }>(await db.execute(sql`SELECT account FROM members WHERE id = ${memberId}`))[0]?.account ?? '',
});
export type GameAdminRepo = ReturnType<typeof createGameAdminRepo>;
