import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../core/sql';
import { gameCols, type GameRow, one } from './lottery-rows.repo';

/** The lottery's games, their odds and stake limits. */
export const createLotteryGamesRepo = (db: Db) => ({
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
});
