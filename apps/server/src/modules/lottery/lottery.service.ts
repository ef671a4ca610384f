import { createLotteryBets } from './lottery-bets.service';
import { createLotteryDraws } from './lottery-draws.service';
import { createLotteryLobby } from './lottery-lobby.service';
import { createLotteryOps } from './lottery-ops.service';
import { createLotteryContext, type LotteryDeps } from './lottery.context';

/**
 * The house lottery (issue 14): lobby and results, betting with limits and chases through the ledger, the draw job
 * (generate ahead, open, close at the cut-off, draw house results, settle), operator results and voids.
 */
export const createLotteryService = (deps: LotteryDeps) => {
  const ctx = createLotteryContext(deps);
  const draws = createLotteryDraws(ctx);
  const bets = createLotteryBets(ctx);
  const lobby = createLotteryLobby(ctx);
  const ops = createLotteryOps(ctx, draws);

  return {
    tick: draws.tick,
    generate: draws.generate,
    settle: draws.settle,
    seedTickets: bets.seedTickets,
    repo: ctx.repo,
    /** Whether the merchant has an enabled game of this code (a catalogue launch opens only such a game). */
    has: async (merchantId: number, gameCode: string) => (await ctx.repo.gameByCode(merchantId, gameCode)) !== null,

    ...lobby,
    place: bets.place,
    tickets: bets.tickets,

    ...ops,
  };
};
export type LotteryService = ReturnType<typeof createLotteryService>;
