import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';
import { drawCols, type DrawRow, one } from './lottery-rows.repo';

/** The lottery's draws: the lobby's and results' reads, and the draw job's steps from generation to settlement. */
export const createLotteryDrawsRepo = (db: Db) => ({
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
  /**
   * The game's draws held at `[start, end)` (a window of days): a past window's results and the draws awaiting one,
   * newest first; a future window's draws still to come (no void), soonest first.
   */
  inWindow: async (gameId: number, w: { start: Date; end: Date; ahead: boolean }, limit: number, offset: number) => {
    const where = sql`d.game_id = ${gameId} AND d.draw_at >= ${w.start.toISOString()}::timestamptz
      AND d.draw_at < ${w.end.toISOString()}::timestamptz AND d.state <> 'voided'`;
    const [n, rows] = await Promise.all([
      db.execute(sql`SELECT count(*)::int AS n FROM lottery_draws d WHERE ${where}`),
      db.execute(sql`SELECT ${drawCols} FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id WHERE ${where}
        ORDER BY d.draw_at ${w.ahead ? sql`ASC` : sql`DESC`} LIMIT ${limit} OFFSET ${offset}`),
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

  /** How many draws each game has after `at` (the generator tops a game up only when it has fewer than it keeps ahead). */
  aheadCounts: async (at: Date) =>
    new Map(
      rowsOf<{ game_id: number | string; n: number }>(
        await db.execute(sql`SELECT game_id, count(*)::int AS n FROM lottery_draws WHERE draw_at > ${at.toISOString()}::timestamptz
          GROUP BY game_id`),
      ).map((r) => [Number(r.game_id), Number(r.n)]),
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
  /** Results of the last `limit` drawn draws of a game (for trends). */
  recentResults: async (gameId: number, limit: number) =>
    rowsOf<{ nums: string[] }>(
      await db.execute(sql`SELECT d.nums FROM lottery_draws d WHERE d.game_id = ${gameId} AND d.state IN ('drawn', 'settled')
        ORDER BY d.draw_at DESC LIMIT ${limit}`),
    ),
});
