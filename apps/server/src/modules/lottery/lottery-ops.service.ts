import type { LotteryFormat, LotteryResult, OddsEntry } from '@wl/contracts';
import { keno, lotteryRules } from '@wl/house-games';
import { AppError } from '../../core/app-error';
import { GAME_BET_SHARDS } from '../ledger';
import type { LotteryContext } from './lottery.context';
import type { LotteryDraws } from './lottery-draws.service';
import type { DrawRow, GameRow } from './lottery.repo';
import { flat, withResult } from './lottery.views';

/** Operators: the draws list, odds and limits, official results (entered, then confirmed by another), settle, close, void. */
export const createLotteryOps = (ctx: LotteryContext, draws: Pick<LotteryDraws, 'drawHouse' | 'settle'>) => {
  const { repo, now, gameOr404, drawOf, oddsTable, oddsValue } = ctx;
  const { drawHouse, settle } = draws;

  const opsDraw = (d: DrawRow, at: Date) => ({
    ...withResult(d, at),
    pendingResult: (d.pending_result as LotteryResult | null) ?? null,
    enteredBy: d.entered_by,
    confirmedBy: d.confirmed_by,
  });

  return {
    opsDraws: async (merchantId: number, q: { gameCode?: string; state?: string }) => {
      const g = q.gameCode ? await gameOr404(merchantId, q.gameCode) : null;
      const at = now();
      return { draws: (await repo.opsDraws(merchantId, g ? Number(g.id) : undefined, q.state)).map((d) => opsDraw(d, at)) };
    },
    setOdds: async (
      merchantId: number,
      body: { gameCode: string; entries: OddsEntry[]; limits?: { minStake: string; maxStakePerNumber: string; maxStakePerDraw: string } },
    ) => {
      const g = await gameOr404(merchantId, body.gameCode);
      const table = new Map((await oddsTable(g)).map((l) => [l.betType, [...l.odds]]));
      for (const e of body.entries) {
        const line = table.get(e.betType);
        if (!line) throw new AppError('lottery.bet_type_invalid');
        if (lotteryRules.isRanked(e.betType)) {
          const i = e.rank ? lotteryRules.SEA_RANKS.indexOf(e.rank as lotteryRules.Rank) : -1;
          if (i < 0) throw new AppError('lottery.bet_type_invalid');
          line[i] = e.oddsMilli;
        } else if (keno.isKeno(e.betType)) {
          // A keno line names its hit count: 0…spots.
          if (e.hits == null || e.hits > keno.spotsOf(e.betType)) throw new AppError('lottery.bet_type_invalid');
          line[e.hits] = e.oddsMilli;
        } else line[0] = e.oddsMilli;
      }
      await repo.setOdds(
        Number(g.id),
        [...table].map(([betType, odds]) => ({ betType, odds })),
      );
      if (body.limits) {
        const l = {
          minStake: BigInt(body.limits.minStake),
          maxStakePerNumber: BigInt(body.limits.maxStakePerNumber),
          maxStakePerDraw: BigInt(body.limits.maxStakePerDraw),
        };
        if (l.minStake <= 0n || l.maxStakePerNumber < l.minStake || l.maxStakePerDraw < l.maxStakePerNumber)
          throw new AppError('lottery.stake_invalid');
        await repo.setLimits(Number(g.id), l);
      }
      return oddsValue((await repo.gameByCode(merchantId, body.gameCode)) as GameRow);
    },
    /** Enters (or corrects) an official result; it counts once another operator confirms it. */
    enterResult: async (merchantId: number, drawId: number, result: LotteryResult, actor: string) => {
      const d = await drawOf(merchantId, drawId);
      if (!d.official) throw new AppError('lottery.draw_not_official');
      if (d.state === 'settled') throw new AppError('lottery.result_settled');
      if (d.state !== 'closed' && d.state !== 'drawn') throw new AppError('lottery.draw_state');
      if (!lotteryRules.isValidResult(d.format as LotteryFormat, result as lotteryRules.Result))
        throw new AppError('lottery.result_invalid');
      if (!(await repo.setPending(drawId, result, actor))) throw new AppError('lottery.result_settled');
      return opsDraw(await drawOf(merchantId, drawId), now());
    },
    confirmResult: async (merchantId: number, drawId: number, actor: string) => {
      const d = await drawOf(merchantId, drawId);
      if (d.state === 'settled') throw new AppError('lottery.result_settled');
      if (!d.pending_result) throw new AppError('lottery.result_missing');
      if (d.entered_by === actor) throw new AppError('lottery.confirm_same_operator');
      if (!(await repo.setResult(drawId, flat(d.pending_result as LotteryResult), { confirmedBy: actor })))
        throw new AppError('lottery.result_settled');
      return opsDraw(await drawOf(merchantId, drawId), now());
    },
    /** Settles a drawn draw now, without waiting for the draw job (which ends the window for corrections). */
    settleDraw: async (merchantId: number, drawId: number) => {
      const d = await drawOf(merchantId, drawId);
      if (d.state === 'settled') throw new AppError('lottery.result_settled');
      if (d.state !== 'drawn') throw new AppError('lottery.draw_state');
      await settle(drawId);
      return opsDraw(await drawOf(merchantId, drawId), now());
    },
    /**
     * Development aid: the draw job's steps for one draw now — betting closed and, for a house draw, its result drawn
     * and settled — so a test drives a draw instead of waiting for its time. An official draw is left closed for the
     * operators' result.
     */
    drawNow: async (merchantId: number, drawId: number) => {
      const d = await drawOf(merchantId, drawId);
      if (d.state === 'scheduled' || d.state === 'open') await repo.closeNow(drawId);
      else if (d.state !== 'closed' && d.state !== 'drawn') throw new AppError('lottery.draw_state');
      if (!d.official) {
        // A millisecond past the draw time: the column keeps microseconds, a Date only milliseconds.
        await drawHouse(new Date(new Date(d.draw_at).getTime() + 1));
        await settle(drawId);
      }
      return opsDraw(await drawOf(merchantId, drawId), now());
    },
    /** Closes betting on a draw now: an official draw held before its scheduled cut-off. */
    closeDraw: async (merchantId: number, drawId: number) => {
      await drawOf(merchantId, drawId);
      if (!(await repo.closeNow(drawId))) throw new AppError('lottery.draw_state');
      return opsDraw(await drawOf(merchantId, drawId), now());
    },
    voidDraw: async (merchantId: number, drawId: number, reason: string) => {
      await drawOf(merchantId, drawId);
      const r = await repo.void(drawId, reason, now(), GAME_BET_SHARDS);
      if (typeof r.error === 'string') throw new AppError(r.error as 'lottery.result_settled');
      return withResult(await drawOf(merchantId, drawId), now());
    },
  };
};
export type LotteryOps = ReturnType<typeof createLotteryOps>;
