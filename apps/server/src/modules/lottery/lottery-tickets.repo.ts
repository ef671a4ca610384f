import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';
import { type NewTicket, one, ticketCols, type TicketRow } from './lottery-rows.repo';

/** The lottery's bets: placement on the ledger transfer's transaction (stakes, chases, tickets) and the tickets' reads. */
export const createLotteryTicketsRepo = (db: Db) => ({
  // Placement: these run on the ledger transfer's transaction (`tx`).
  /**
   * Admits a bet on a draw: adds its stake to the draw's total and answers the new total, only while the draw takes
   * bets by the database server's clock. The UPDATE takes the draw's row lock; a bet that waited for it is checked
   * again on the row it then sees, with the clock read again (EvalPlanQual), so a bet that waited past the cut-off is
   * refused, whatever the client or this process thinks. The tickets were written just before, in the same
   * transaction, so their `placed_at` is before this moment.
   */
  admitBet: async (tx: Db, drawId: number, gameId: number, amount: bigint) =>
    one<{ staked: string }>(
      await tx.execute(sql`UPDATE lottery_draws d SET staked = d.staked + ${amount.toString()}::bigint
        WHERE d.id = ${drawId} AND d.game_id = ${gameId} AND d.state IN ('scheduled', 'open') AND d.closes_at > clock_timestamp()
        RETURNING d.staked::text AS staked`),
    ),
  /** Adds the stakes per number key; answers the keys that would pass the limit (nothing is added then: the caller throws). */
  addNumberStakes: async (tx: Db, drawId: number, stakes: { key: string; amount: string }[], limit: bigint) => {
    const res = await tx.execute(sql`INSERT INTO lottery_number_stakes (draw_id, number_key, staked)
      SELECT ${drawId}, x.key, x.amount::bigint FROM jsonb_to_recordset(${JSON.stringify(stakes)}::jsonb) AS x(key text, amount text)
      ORDER BY x.key
      ON CONFLICT (draw_id, number_key) DO UPDATE SET staked = lottery_number_stakes.staked + excluded.staked
      RETURNING number_key, staked::text AS staked`);
    return rowsOf<{ number_key: string; staked: string }>(res)
      .filter((r) => BigInt(r.staked) > limit)
      .map((r) => r.number_key);
  },
  insertChase: async (tx: Db, c: { merchantId: number; memberId: number; gameId: number; draws: number; stopOnWin: boolean }) =>
    Number(
      one<{ id: number }>(
        await tx.execute(sql`INSERT INTO lottery_chases (merchant_id, member_id, game_id, draws, stop_on_win)
          VALUES (${c.merchantId}, ${c.memberId}, ${c.gameId}, ${c.draws}, ${c.stopOnWin}) RETURNING id::int AS id`),
      )?.id,
    ),
  insertTickets: async (tx: Db, merchantId: number, tickets: NewTicket[]) => {
    const res =
      await tx.execute(sql`INSERT INTO lottery_tickets (merchant_id, member_id, draw_id, game_code, bet_type, numbers, sort_key, odds, perms, stake,
        state, chase_id, request_id, placed_at)
      SELECT ${merchantId}, x.member_id, x.draw_id, x.game_code, x.bet_type, ARRAY(SELECT e.x FROM jsonb_array_elements_text(x.numbers) WITH ORDINALITY AS e(x, i) ORDER BY e.i), x.sort_key,
        ARRAY(SELECT e.x::int FROM jsonb_array_elements_text(x.odds) WITH ORDINALITY AS e(x, i) ORDER BY e.i), x.perms, x.stake::bigint, 'OPEN', x.chase_id, x.request_id, coalesce(x.placed_at, clock_timestamp())
      FROM jsonb_to_recordset(${JSON.stringify(
        tickets.map((t) => ({
          member_id: t.memberId,
          draw_id: t.drawId,
          game_code: t.gameCode,
          bet_type: t.betType,
          numbers: t.numbers,
          sort_key: t.sortKey,
          odds: t.odds,
          perms: t.perms,
          stake: t.stake,
          chase_id: t.chaseId,
          request_id: t.requestId,
          placed_at: t.placedAt ?? null,
        })),
      )}::jsonb) AS x(member_id bigint, draw_id bigint, game_code text, bet_type text, numbers jsonb, sort_key text, odds jsonb, perms int,
        stake text, chase_id bigint, request_id text, placed_at timestamptz)
      RETURNING id::int AS id`);
    return rowsOf<{ id: number }>(res).map((r) => Number(r.id));
  },
  ticketsByIds: async (ids: number[]) =>
    rowsOf<TicketRow>(
      await db.execute(sql`SELECT ${ticketCols} FROM lottery_tickets t JOIN lottery_draws d ON d.id = t.draw_id
        WHERE t.id = ANY(ARRAY(SELECT e::bigint FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) e)) ORDER BY t.id`),
    ),

  ticketsOfRequest: async (merchantId: number, memberId: number, requestId: string) =>
    rowsOf<TicketRow>(
      await db.execute(sql`SELECT ${ticketCols} FROM lottery_tickets t JOIN lottery_draws d ON d.id = t.draw_id
        WHERE t.merchant_id = ${merchantId} AND t.member_id = ${memberId} AND t.request_id = ${requestId} ORDER BY t.id`),
    ),
  ticketsPage: async (f: { merchantId: number; memberId: number; gameCode?: string; state?: string }, limit: number, offset: number) => {
    const stateSql =
      f.state === 'WON'
        ? sql`AND t.state = 'SETTLED' AND t.payout > 0`
        : f.state === 'LOST'
          ? sql`AND t.state = 'SETTLED' AND t.payout = 0`
          : f.state
            ? sql`AND t.state = ${f.state}`
            : sql``;
    const where = sql`t.merchant_id = ${f.merchantId} AND t.member_id = ${f.memberId} ${f.gameCode ? sql`AND t.game_code = ${f.gameCode}` : sql``} ${stateSql}`;
    const [n, rows] = await Promise.all([
      db.execute(sql`SELECT count(*)::int AS n FROM lottery_tickets t WHERE ${where}`),
      db.execute(sql`SELECT ${ticketCols} FROM lottery_tickets t JOIN lottery_draws d ON d.id = t.draw_id WHERE ${where}
        ORDER BY t.placed_at DESC, t.id DESC LIMIT ${limit} OFFSET ${offset}`),
    ]);
    return { total: Number(one<{ n: number }>(n)?.n ?? 0), rows: rowsOf<TicketRow>(rows) };
  },
  recentGameCodes: async (merchantId: number, memberId: number) =>
    rowsOf<{ game_code: string }>(
      await db.execute(sql`SELECT t.game_code FROM lottery_tickets t WHERE t.merchant_id = ${merchantId} AND t.member_id = ${memberId}
        GROUP BY t.game_code ORDER BY max(t.placed_at) DESC LIMIT 10`),
    ).map((r) => r.game_code),
});
