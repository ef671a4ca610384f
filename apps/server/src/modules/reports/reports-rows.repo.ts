import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { NO_CATEGORY, NO_GAME } from './report-defs';

/** A drill-down's window: the merchant, the instants `[start, end)`, and the page. */
export type RowsWindow = { merchantId: number; start: Date; end: Date; limit: number; offset: number };
export type DetailRow = { id: string; at: string; account: string | null; total: string } & Record<string, string | null>;

const page = (w: RowsWindow) => sql`LIMIT ${w.limit} OFFSET ${w.offset}`;
const within = (col: SQL, w: RowsWindow) => sql`${col} >= ${w.start.toISOString()} AND ${col} < ${w.end.toISOString()}`;

/**
 * The rows under a report's figures (decision 028: drill-down is a paged, indexed read of the raw rows, never a sum).
 * Each answers its fields as text and `total`, the rows in all pages.
 */
export const createReportsRows = (db: Db) => ({
  /**
   * Settled bets, by vendor, category, game or member (`filter`), newest first: the bets the aggregates count, one row
   * per `bet.settled` that carried the stake — a seamless wallet's BET row (house, seamless and studio vendors), a
   * transfer-wallet vendor's reported round (vendor_rounds), or a
   * member's settled tickets of one lottery draw (lottery_settle_draw writes one event per member and draw, with the
   * game's category, lottery_category). A game or category key of a bet with none (NO_GAME, NO_CATEGORY) finds the bets with none.
   */
  bets: async (w: RowsWindow, filter: { vendor?: string; category?: string; game?: string; memberId?: string }) => {
    const game = filter.game === NO_GAME ? '' : filter.game;
    const category = filter.category === NO_CATEGORY ? '' : filter.category;
    const member = filter.memberId === undefined ? sql`` : sql`AND t.member_id = ${filter.memberId}::bigint`;
    return rowsOf<DetailRow>(
      await db.execute(sql`SELECT b.id, b.at, m.account, b.vendor, b.category, b.game, b.round, b.stake::text AS stake,
          b.payout::text AS payout, (b.stake - b.payout)::text AS ggr, count(*) OVER ()::text AS total
        FROM (
          SELECT t.id::text AS id, t.member_id, t.settled_at AS at, t.vendor, coalesce(g.category, '') AS category,
              coalesce(t.game_code, '') AS game, t.round_id AS round, t.amount AS stake, coalesce(t.payout, 0) AS payout
            FROM vendor_transactions t
            LEFT JOIN games g ON g.merchant_id = t.merchant_id AND g.vassalage = t.vendor AND g.game_code = t.game_code
            WHERE t.merchant_id = ${w.merchantId} AND t.kind = 'BET' AND t.state = 'SETTLED' AND ${within(sql`t.settled_at`, w)} ${member}
          UNION ALL
          SELECT 'R' || t.id, t.member_id, t.created_at, t.vendor, coalesce(g.category, ''), t.game_code, t.round_id, t.stake, t.payout
            FROM vendor_rounds t
            LEFT JOIN games g ON g.merchant_id = t.merchant_id AND g.vassalage = t.vendor AND g.game_code = t.game_code
            WHERE t.merchant_id = ${w.merchantId} AND t.transfer AND ${within(sql`t.created_at`, w)} ${member}
          UNION ALL
          SELECT 'L' || x.draw_id || ':' || x.member_id, x.member_id, x.at, lg.vassalage,
              lottery_category(lg.merchant_id, lg.vassalage, lg.game_code, lg.prize_mode), lg.game_code, ld.numero, x.stake, x.payout
            FROM (SELECT t.draw_id, t.member_id, max(t.settled_at) AS at, sum(t.stake) AS stake, sum(coalesce(t.payout, 0)) AS payout
                FROM lottery_tickets t
                WHERE t.merchant_id = ${w.merchantId} AND t.state = 'SETTLED' AND ${within(sql`t.settled_at`, w)} ${member}
                GROUP BY t.draw_id, t.member_id) x
            JOIN lottery_draws ld ON ld.id = x.draw_id JOIN lottery_games lg ON lg.id = ld.game_id
        ) b
        JOIN members m ON m.id = b.member_id
        WHERE true
          ${filter.vendor === undefined ? sql`` : sql`AND b.vendor = ${filter.vendor}`}
          ${category === undefined ? sql`` : sql`AND b.category = ${category}`}
          ${game === undefined ? sql`` : sql`AND b.game = ${game}`}
        ORDER BY b.at DESC, b.id DESC ${page(w)}`),
    );
  },

  /** Credited deposits and paid withdrawals, of one method or all. */
  payments: async (w: RowsWindow, method?: string) =>
    rowsOf<DetailRow>(
      await db.execute(sql`SELECT x.*, count(*) OVER ()::text AS total FROM (
          SELECT 'D' || d.id AS id, d.updated_at AS at, m.account, 'DEPOSIT' AS kind, c.code AS method, d.amount::text AS amount
            FROM deposits d JOIN payment_channels c ON c.id = d.channel_id JOIN members m ON m.id = d.member_id
            WHERE d.merchant_id = ${w.merchantId} AND d.status = 'CREDITED' AND ${within(sql`d.updated_at`, w)}
              ${method === undefined ? sql`` : sql`AND c.code = ${method}`}
          UNION ALL
          SELECT 'W' || wd.id, wd.paid_at, m.account, 'WITHDRAWAL', p.bank_name, wd.amount::text
            FROM withdrawals wd JOIN payee_accounts p ON p.id = wd.payee_id JOIN members m ON m.id = wd.member_id
            WHERE wd.merchant_id = ${w.merchantId} AND wd.paid_at IS NOT NULL AND ${within(sql`wd.paid_at`, w)}
              ${method === undefined ? sql`` : sql`AND p.bank_name = ${method}`}
        ) x ORDER BY x.at DESC, x.id DESC ${page(w)}`),
    ),

  /** First deposits made in the window. */
  firstDeposits: async (w: RowsWindow) =>
    rowsOf<DetailRow>(
      await db.execute(sql`SELECT r.member_id::text AS id, r.first_deposit_at AS at, m.account, r.first_deposit_amount::text AS amount,
          coalesce(r.registered_day::text, '') AS "registeredDay", count(*) OVER ()::text AS total
        FROM report_members r JOIN members m ON m.id = r.member_id
        WHERE r.merchant_id = ${w.merchantId} AND ${within(sql`r.first_deposit_at`, w)}
        ORDER BY r.first_deposit_at DESC, r.member_id DESC ${page(w)}`),
    ),

  /** A registration cohort's members and the last merchant day each bet on. */
  cohort: async (w: RowsWindow, day: string) =>
    rowsOf<DetailRow>(
      await db.execute(sql`SELECT r.member_id::text AS id, m.created_at AS at, m.account, r.registered_day::text AS "registeredDay",
          coalesce((SELECT max(d.day)::text FROM report_member_days d WHERE d.member_id = r.member_id), '') AS "lastBetDay",
          coalesce(r.first_deposit_amount, 0)::text AS "firstDeposit", count(*) OVER ()::text AS total
        FROM report_members r JOIN members m ON m.id = r.member_id
        WHERE r.merchant_id = ${w.merchantId} AND r.registered_day = ${day}::date
        ORDER BY r.member_id ${page(w)}`),
    ),

  /** An agent's direct players and their figures over the window. */
  agentPlayers: async (w: RowsWindow, agentId: string) =>
    rowsOf<DetailRow>(
      await db.execute(sql`SELECT m.id::text AS id, m.created_at AS at, m.account,
          coalesce(sum(h.stake), 0)::text AS stake, coalesce(sum(h.payout), 0)::text AS payout,
          coalesce(sum(h.stake - h.payout), 0)::text AS ggr, coalesce(sum(h.deposits), 0)::text AS deposits,
          coalesce(sum(h.withdrawals), 0)::text AS withdrawals, count(*) OVER ()::text AS total
        FROM members m LEFT JOIN report_member_hours h ON h.merchant_id = m.merchant_id AND h.member_id = m.id AND ${within(sql`h.hour`, w)}
        WHERE m.merchant_id = ${w.merchantId} AND m.parent_id = ${agentId}::bigint
        GROUP BY m.id ORDER BY coalesce(sum(h.stake - h.payout), 0) DESC, m.id ${page(w)}`),
    ),

  /** Rewards of one source and promotion claimed (the bonus paid) in the window, and what was forfeited of each. */
  grants: async (w: RowsWindow, source: string, promotionId: number) =>
    rowsOf<DetailRow>(
      await db.execute(sql`SELECT r.id::text AS id, r.claimed_at AS at, m.account, r.source, r.amount::text AS amount,
          coalesce(b.forfeited, 0)::text AS forfeited, coalesce(b.status, 'PAID') AS status, count(*) OVER ()::text AS total
        FROM reward_items r JOIN members m ON m.id = r.member_id LEFT JOIN bonuses b ON b.reward_id = r.id
        WHERE r.merchant_id = ${w.merchantId} AND r.status = 'CLAIMED' AND r.source = ${source} AND coalesce(r.promotion_id, 0) = ${promotionId}
          AND ${within(sql`r.claimed_at`, w)}
        ORDER BY r.claimed_at DESC, r.id DESC ${page(w)}`),
    ),

  /** Rebates paid in the window. */
  rebates: async (w: RowsWindow) =>
    rowsOf<DetailRow>(
      await db.execute(sql`SELECT p.id::text AS id, p.paid_at AS at, m.account, p.category, p.valid_bet::text AS "validBet",
          p.amount::text AS amount, p.mode, count(*) OVER ()::text AS total
        FROM rebate_payments p JOIN members m ON m.id = p.member_id
        WHERE p.merchant_id = ${w.merchantId} AND ${within(sql`p.paid_at`, w)}
        ORDER BY p.paid_at DESC, p.id DESC ${page(w)}`),
    ),
});
