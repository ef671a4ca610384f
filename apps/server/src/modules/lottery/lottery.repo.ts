import type { Db } from '../../db/client';
import { createLotteryDrawsRepo } from './lottery-draws.repo';
import { createLotteryGamesRepo } from './lottery-games.repo';
import { createLotteryTicketsRepo } from './lottery-tickets.repo';

export type { DrawRow, GameRow, NewTicket, TicketRow } from './lottery-rows.repo';

/**
 * The lottery's SQL (issue 14, decision 011). Money and ids come back as text/numbers the service converts; arrays
 * go in as JSON and are unpacked in SQL, so a whole slip of tickets is one statement. Settlement and void are the
 * functions lottery_settle_draw and lottery_void_draw (db/functions).
 */
export const createLotteryRepo = (db: Db) => ({
  ...createLotteryGamesRepo(db),
  ...createLotteryDrawsRepo(db),
  ...createLotteryTicketsRepo(db),
});
export type LotteryRepo = ReturnType<typeof createLotteryRepo>;
