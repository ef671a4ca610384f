import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

const ids = (list: number[]) => `{${[...new Set(list)].join(',')}}`;

/** What the consumer reads beside the events: zones, agents, payment methods, forfeited bonuses, game categories. */
export const reportsLookup = {
  zones: async (tx: Db, merchantIds: number[]) =>
    new Map(
      rowsOf<{ id: number; time_zone: string }>(
        await tx.execute(sql`SELECT id, time_zone FROM merchants WHERE id = ANY(${ids(merchantIds)}::int[])`),
      ).map((r) => [Number(r.id), r.time_zone]),
    ),
  /** Each member's agent (its direct upline), or none. */
  agents: async (tx: Db, memberIds: number[]) =>
    new Map(
      rowsOf<{ id: string | number; parent_id: string | number | null }>(
        await tx.execute(sql`SELECT id, parent_id FROM members WHERE id = ANY(${ids(memberIds)}::bigint[])`),
      ).map((r) => [Number(r.id), r.parent_id == null ? null : Number(r.parent_id)]),
    ),
  /** A deposit's method: its payment channel's code. */
  depositMethods: async (tx: Db, depositIds: number[]) =>
    new Map(
      rowsOf<{ id: string | number; code: string }>(
        await tx.execute(sql`SELECT d.id, c.code FROM deposits d JOIN payment_channels c ON c.id = d.channel_id
          WHERE d.id = ANY(${ids(depositIds)}::bigint[])`),
      ).map((r) => [Number(r.id), r.code]),
    ),
  /** A withdrawal's method: the payee's bank. */
  withdrawalMethods: async (tx: Db, withdrawalIds: number[]) =>
    new Map(
      rowsOf<{ id: string | number; bank_name: string }>(
        await tx.execute(sql`SELECT w.id, p.bank_name FROM withdrawals w JOIN payee_accounts p ON p.id = w.payee_id
          WHERE w.id = ANY(${ids(withdrawalIds)}::bigint[])`),
      ).map((r) => [Number(r.id), r.bank_name]),
    ),
  /** Forfeited bonuses: what each gave back, and its source and promotion. */
  forfeits: async (tx: Db, bonusIds: number[]) =>
    new Map(
      rowsOf<{ id: string | number; forfeited: string; source: string; promotion_id: string | number | null }>(
        await tx.execute(sql`SELECT b.id, b.forfeited::text AS forfeited, b.source, r.promotion_id FROM bonuses b
          JOIN reward_items r ON r.id = b.reward_id WHERE b.id = ANY(${ids(bonusIds)}::bigint[])`),
      ).map((r) => [Number(r.id), { forfeited: BigInt(r.forfeited), source: r.source, promotionId: Number(r.promotion_id ?? 0) }]),
    ),
  /**
   * The game of bets whose event named none (e.g. the demo seed's agent rounds): the BET row's own game code, by
   * vendor and transaction id (vendor_transaction_keys).
   */
  betGames: async (tx: Db, bets: { vendor: string; txId: string }[]) =>
    new Map(
      rowsOf<{ vendor: string; tx_id: string; game_code: string | null }>(
        await tx.execute(sql`SELECT t.vendor, t.tx_id, t.game_code
          FROM jsonb_to_recordset(${JSON.stringify(bets)}::jsonb) AS b(vendor text, "txId" text)
          JOIN vendor_transaction_keys k ON k.vendor = b.vendor AND k.tx_id = b."txId"
          JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
          WHERE t.kind = 'BET'`),
      ).map((r) => [`${r.vendor}|${r.tx_id}`, r.game_code ?? '']),
    ),
  /** Game categories by merchant, vendor and game code, of the games named (rollback events carry none). */
  categories: async (tx: Db, merchantIds: number[], codes: string[]) =>
    new Map(
      rowsOf<{ merchant_id: number; vassalage: string; game_code: string; category: string | null }>(
        await tx.execute(sql`SELECT merchant_id, vassalage, game_code, category FROM games
          WHERE merchant_id = ANY(${ids(merchantIds)}::int[]) AND game_code = ANY(${`{${[...new Set(codes)].map((c) => JSON.stringify(c)).join(',')}}`}::text[])`),
      ).map((r) => [`${r.merchant_id}|${r.vassalage}|${r.game_code}`, r.category ?? '']),
    ),
};
