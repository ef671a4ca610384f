import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';

/**
 * The lottery's SQL (issue 14, decision 011). Money and ids come back as text/numbers the service converts; arrays
 * go in as JSON and are unpacked in SQL, so a whole slip of tickets is one statement. Settlement and void are the
 * functions lottery_settle_draw and lottery_void_draw (db/functions).
 */

export type GameRow = {
  id: number;
  merchant_id: number;
  game_code: string;
  name_en: string;
  name_ur: string;
  format: string;
  prize_mode: string;
  vassalage: string;
  region: string | null;
  interval_minutes: number | null;
  weekdays: number[];
  draw_time: string;
  cutoff_seconds: number;
  official: boolean;
  min_stake: string;
  max_stake_per_number: string;
  max_stake_per_draw: string;
};

export type DrawRow = {
  id: number;
  merchant_id: number;
  game_id: number;
  game_code: string;
  format: string;
  official: boolean;
  numero: string;
  state: string;
  opens_at: string | Date;
  closes_at: string | Date;
  draw_at: string | Date;
  seed_hash: string | null;
  server_seed: string | null;
  result: unknown;
  pending_result: unknown;
  entered_by: string | null;
  confirmed_by: string | null;
};

export type TicketRow = {
  id: number;
  draw_id: number;
  numero: string;
  game_code: string;
  bet_type: string;
  numbers: string[];
  odds: number[];
  stake: string;
  payout: string | null;
  state: string;
  chase_id: number | null;
  placed_at: string | Date;
  settled_at: string | Date | null;
};

export type NewTicket = {
  memberId: number;
  drawId: number;
  gameCode: string;
  betType: string;
  numbers: string[];
  sortKey: string;
  odds: number[];
  perms: number;
  stake: string;
  chaseId: number | null;
  requestId: string;
  /** When the draw's lock admitted the bet (the database clock before its cut-off); now when left out. */
  placedAt?: string;
};

const gameCols = sql`g.id::int AS id, g.merchant_id, g.game_code, g.name_en, g.name_ur, g.format, g.prize_mode, g.vassalage, g.region,
  g.interval_minutes, g.weekdays::int[] AS weekdays, g.draw_time, g.cutoff_seconds, g.official, g.min_stake::text AS min_stake,
  g.max_stake_per_number::text AS max_stake_per_number, g.max_stake_per_draw::text AS max_stake_per_draw`;
const drawCols = sql`d.id::int AS id, d.merchant_id, d.game_id::int AS game_id, g.game_code, g.format, g.official, d.numero, d.state,
  d.opens_at, d.closes_at, d.draw_at, d.seed_hash, CASE WHEN d.state IN ('drawn', 'settled') THEN d.server_seed END AS server_seed,
  CASE WHEN d.state IN ('drawn', 'settled') THEN d.result END AS result, d.pending_result, d.entered_by, d.confirmed_by`;
const ticketCols = sql`t.id::int AS id, t.draw_id::int AS draw_id, d.numero, t.game_code, t.bet_type, t.numbers, t.odds, t.stake::text AS stake,
  t.payout::text AS payout, t.state, t.chase_id::int AS chase_id, t.placed_at, t.settled_at`;

const one = <T>(res: unknown) => rowsOf<T>(res)[0] ?? null;

export const createLotteryRepo = (db: Db) => ({
  games: async (merchantId: number) =>
    rowsOf<GameRow>(
      await db.execute(
        sql`SELECT ${gameCols} FROM lottery_games g WHERE g.merchant_id = ${merchantId} AND g.enabled ORDER BY g.sort, g.id`,
      ),
    ),
  allGames: async () => rowsOf<GameRow>(await db.execute(sql`SELECT ${gameCols} FROM lottery_games g WHERE g.enabled ORDER BY g.id`)),
  gameByCode: async (merchantId: number, code: string) =>
    one<GameRow>(
      await db.execute(
        sql`SELECT ${gameCols} FROM lottery_games g WHERE g.merchant_id = ${merchantId} AND g.game_code = ${code} AND g.enabled`,
      ),
    ),
  odds: async (gameId: number) =>
    rowsOf<{ bet_type: string; odds: number[] }>(
      await db.execute(sql`SELECT bet_type, odds FROM lottery_odds WHERE game_id = ${gameId} ORDER BY bet_type`),
    ),
  setOdds: async (gameId: number, lines: { betType: string; odds: number[] }[]) => {
    await db.execute(sql`INSERT INTO lottery_odds (game_id, bet_type, odds)
      SELECT ${gameId}, x.bet_type, ARRAY(SELECT e.x::int FROM jsonb_array_elements_text(x.odds) WITH ORDINALITY AS e(x, i) ORDER BY e.i)
      FROM jsonb_to_recordset(${JSON.stringify(lines.map((l) => ({ bet_type: l.betType, odds: l.odds })))}::jsonb) AS x(bet_type text, odds jsonb)
      ON CONFLICT (game_id, bet_type) DO UPDATE SET odds = excluded.odds`);
  },
  setLimits: async (gameId: number, l: { minStake: bigint; maxStakePerNumber: bigint; maxStakePerDraw: bigint }) => {
    await db.execute(sql`UPDATE lottery_games SET min_stake = ${l.minStake.toString()}::bigint,
      max_stake_per_number = ${l.maxStakePerNumber.toString()}::bigint, max_stake_per_draw = ${l.maxStakePerDraw.toString()}::bigint
      WHERE id = ${gameId}`);
  },

  /** The next draws still taking (or about to take) bets, soonest first. */
  upcoming: async (gameId: number, now: Date, limit: number) =>
    rowsOf<DrawRow>(
      await db.execute(sql`SELECT ${drawCols} FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
        WHERE d.game_id = ${gameId} AND d.state IN ('scheduled', 'open') AND d.closes_at > ${now.toISOString()}::timestamptz
        ORDER BY d.draw_at LIMIT ${limit}`),
    ),
  /** The first upcoming draw of each of the merchant's games. */
  nextOfEach: async (merchantId: number, now: Date) =>
    rowsOf<DrawRow>(
      await db.execute(sql`SELECT DISTINCT ON (d.game_id) ${drawCols} FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
        WHERE d.merchant_id = ${merchantId} AND d.state IN ('scheduled', 'open') AND d.closes_at > ${now.toISOString()}::timestamptz
        ORDER BY d.game_id, d.draw_at`),
    ),
  /** The latest result of each game (of one game when given). */
  latestResults: async (merchantId: number, gameId?: number) =>
    rowsOf<DrawRow>(
      await db.execute(sql`SELECT DISTINCT ON (d.game_id) ${drawCols} FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
        WHERE d.merchant_id = ${merchantId} AND d.state IN ('drawn', 'settled') ${gameId ? sql`AND d.game_id = ${gameId}` : sql``}
        ORDER BY d.game_id, d.draw_at DESC`),
    ),
  history: async (gameId: number, limit: number, offset: number) => {
    const [n, rows] = await Promise.all([
      db.execute(sql`SELECT count(*)::int AS n FROM lottery_draws d WHERE d.game_id = ${gameId} AND d.state IN ('drawn', 'settled')`),
      db.execute(sql`SELECT ${drawCols} FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
        WHERE d.game_id = ${gameId} AND d.state IN ('drawn', 'settled') ORDER BY d.draw_at DESC LIMIT ${limit} OFFSET ${offset}`),
    ]);
    return { total: Number(one<{ n: number }>(n)?.n ?? 0), rows: rowsOf<DrawRow>(rows) };
  },
  drawById: async (id: number, merchantId?: number) =>
    one<DrawRow>(
      await db.execute(sql`SELECT ${drawCols} FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id WHERE d.id = ${id}
        ${merchantId ? sql`AND d.merchant_id = ${merchantId}` : sql``}`),
    ),
  opsDraws: async (merchantId: number, gameId?: number, state?: string) =>
    rowsOf<DrawRow>(
      await db.execute(sql`SELECT ${drawCols} FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
        WHERE d.merchant_id = ${merchantId} ${gameId ? sql`AND d.game_id = ${gameId}` : sql``} ${state ? sql`AND d.state = ${state}` : sql``}
        ORDER BY d.draw_at DESC LIMIT 200`),
    ),

  /** Draws to generate ahead; a draw already there (same game and numero) is left as it is. */
  insertDraws: async (
    game: { id: number; merchantId: number },
    rows: {
      numero: string;
      opensAt: Date;
      closesAt: Date;
      drawAt: Date;
      seedHash: string | null;
      serverSeed: string | null;
      state: string;
    }[],
  ) => {
    if (rows.length === 0) return 0;
    const res =
      await db.execute(sql`INSERT INTO lottery_draws (merchant_id, game_id, numero, state, opens_at, closes_at, draw_at, seed_hash, server_seed)
      SELECT ${game.merchantId}, ${game.id}, x.numero, x.state, x.opens_at, x.closes_at, x.draw_at, x.seed_hash, x.server_seed
      FROM jsonb_to_recordset(${JSON.stringify(
        rows.map((r) => ({
          numero: r.numero,
          state: r.state,
          opens_at: r.opensAt.toISOString(),
          closes_at: r.closesAt.toISOString(),
          draw_at: r.drawAt.toISOString(),
          seed_hash: r.seedHash,
          server_seed: r.serverSeed,
        })),
      )}::jsonb) AS x(numero text, state text, opens_at timestamptz, closes_at timestamptz, draw_at timestamptz, seed_hash text, server_seed text)
      ON CONFLICT (game_id, numero) DO NOTHING RETURNING id`);
    return rowsOf(res).length;
  },
  /** scheduled → open once betting opens; open/scheduled → closed at the cut-off. Conditional, so copies agree. */
  openDue: async (now: Date) =>
    rowsOf(
      await db.execute(sql`UPDATE lottery_draws SET state = 'open'
        WHERE state = 'scheduled' AND opens_at <= ${now.toISOString()}::timestamptz AND closes_at > ${now.toISOString()}::timestamptz RETURNING id`),
    ).length,
  closeDue: async (now: Date) =>
    rowsOf(
      await db.execute(sql`UPDATE lottery_draws SET state = 'closed'
        WHERE state IN ('scheduled', 'open') AND closes_at <= ${now.toISOString()}::timestamptz RETURNING id`),
    ).length,
  /** Closes betting on one draw now (the row lock orders it with bets waiting on lockForBet, which then refuse). */
  closeNow: async (drawId: number) =>
    rowsOf(
      await db.execute(sql`UPDATE lottery_draws SET state = 'closed', closes_at = least(closes_at, clock_timestamp())
        WHERE id = ${drawId} AND state IN ('scheduled', 'open') RETURNING id`),
    ).length > 0,
  /** Closed house draws whose draw time has come (their seed is drawn by the service). */
  houseDue: async (now: Date) =>
    rowsOf<{ id: number; format: string; game_code: string; numero: string; server_seed: string }>(
      await db.execute(sql`SELECT d.id::int AS id, g.format, g.game_code, d.numero, d.server_seed FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id
        WHERE d.state = 'closed' AND NOT g.official AND d.server_seed IS NOT NULL AND d.draw_at <= ${now.toISOString()}::timestamptz
        ORDER BY d.draw_at LIMIT 500`),
    ),
  /** Stores a result (house draw, or a confirmed official one) as drawn; only from closed or drawn, never after settlement. */
  setResult: async (
    id: number,
    r: { result: unknown; nums: string[]; ranks: string[]; sorted: string[]; tails2: number[] },
    confirm?: { confirmedBy: string },
  ) =>
    rowsOf(
      await db.execute(sql`UPDATE lottery_draws SET state = 'drawn', result = ${JSON.stringify(r.result)}::jsonb,
        nums = ARRAY(SELECT e.x FROM jsonb_array_elements_text(${JSON.stringify(r.nums)}::jsonb) WITH ORDINALITY AS e(x, i) ORDER BY e.i),
        ranks = ARRAY(SELECT e.x FROM jsonb_array_elements_text(${JSON.stringify(r.ranks)}::jsonb) WITH ORDINALITY AS e(x, i) ORDER BY e.i),
        sorted = ARRAY(SELECT e.x FROM jsonb_array_elements_text(${JSON.stringify(r.sorted)}::jsonb) WITH ORDINALITY AS e(x, i) ORDER BY e.i),
        tails2 = ARRAY(SELECT e.x::int FROM jsonb_array_elements_text(${JSON.stringify(r.tails2)}::jsonb) WITH ORDINALITY AS e(x, i) ORDER BY e.i)
        ${confirm ? sql`, pending_result = NULL, confirmed_by = ${confirm.confirmedBy}` : sql``}
        WHERE id = ${id} AND state IN ('closed', 'drawn') RETURNING id`),
    ).length > 0,
  setPending: async (id: number, result: unknown, enteredBy: string) =>
    rowsOf(
      await db.execute(sql`UPDATE lottery_draws SET pending_result = ${JSON.stringify(result)}::jsonb, entered_by = ${enteredBy}, confirmed_by = NULL
        WHERE id = ${id} AND state IN ('closed', 'drawn') RETURNING id`),
    ).length > 0,
  drawnIds: async () =>
    rowsOf<{ id: number }>(
      await db.execute(sql`SELECT id::int AS id FROM lottery_draws WHERE state = 'drawn' ORDER BY draw_at LIMIT 200`),
    ).map((r) => r.id),
  settle: async (drawId: number, now: Date, shards: number) =>
    one<{ r: Record<string, unknown> }>(
      await db.execute(sql`SELECT lottery_settle_draw(${drawId}, ${now.toISOString()}::timestamptz, ${shards}) AS r`),
    )?.r ?? {},
  void: async (drawId: number, reason: string, now: Date, shards: number) =>
    one<{ r: Record<string, unknown> }>(
      await db.execute(sql`SELECT lottery_void_draw(${drawId}, ${reason}, ${now.toISOString()}::timestamptz, ${shards}) AS r`),
    )?.r ?? {},

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
  /** Results of the last `limit` drawn draws of a game (for trends). */
  recentResults: async (gameId: number, limit: number) =>
    rowsOf<{ nums: string[] }>(
      await db.execute(sql`SELECT d.nums FROM lottery_draws d WHERE d.game_id = ${gameId} AND d.state IN ('drawn', 'settled')
        ORDER BY d.draw_at DESC LIMIT ${limit}`),
    ),
});
export type LotteryRepo = ReturnType<typeof createLotteryRepo>;
