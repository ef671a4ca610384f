import { randomBytes } from 'node:crypto';
import type { LotteryFormat, LotteryResult } from '@wl/contracts';
import { hashServerSeed, lotteryRules, lotterySchedule } from '@wl/house-games';
import { GAME_BET_SHARDS } from '../ledger';
import type { LotteryContext } from './lottery.context';
import type { GameRow } from './lottery.repo';
import { flat } from './lottery.views';

/**
 * How far ahead draws are generated: fast games by count, daily/weekly games by days — a month and a day, so the
 * schedule players read for the next 30 days (spec section 9) is all there.
 */
const AHEAD_FAST = 60;
const AHEAD_DAYS = 31;

const scheduleOf = (g: GameRow): lotterySchedule.Schedule => ({
  intervalMinutes: g.interval_minutes,
  weekdays: g.weekdays,
  drawTime: g.draw_time,
  cutoffSeconds: g.cutoff_seconds,
});

/** The draw job's steps: generate draws ahead, draw the house results, settle; and the job's pass over them. */
export const createLotteryDraws = (ctx: LotteryContext) => {
  const { repo, now, deps } = ctx;

  const generate = async (at: Date) => {
    let made = 0;
    const [games, ahead] = await Promise.all([repo.allGames(), repo.aheadCounts(at)]);
    for (const g of games) {
      const s = scheduleOf(g);
      const count = g.interval_minutes
        ? (deps.ahead?.fast ?? AHEAD_FAST)
        : Math.max(1, Math.ceil(((deps.ahead?.days ?? AHEAD_DAYS) * g.weekdays.length) / 7));
      // A game that has its draws ahead already is left alone: each pass (every few seconds) only tops games up.
      if ((ahead.get(Number(g.id)) ?? 0) >= count) continue;
      const rows = lotterySchedule.nextDraws(s, at, count).map((d) => {
        const seed = g.official ? null : randomBytes(32).toString('hex');
        return {
          ...d,
          state: d.opensAt <= at ? 'open' : 'scheduled',
          serverSeed: seed,
          seedHash: seed ? hashServerSeed(seed) : null,
        };
      });
      made += await repo.insertDraws({ id: Number(g.id), merchantId: g.merchant_id }, rows);
    }
    return made;
  };

  const drawHouse = async (at: Date) => {
    let drawn = 0;
    for (const d of await repo.houseDue(at)) {
      const result = lotteryRules.drawResult(d.format as LotteryFormat, d.server_seed, d.game_code, d.numero);
      if (await repo.setResult(Number(d.id), flat(result as LotteryResult))) drawn++;
    }
    return drawn;
  };

  const settle = async (drawId: number) => repo.settle(drawId, now(), GAME_BET_SHARDS);

  /** One pass of the draw job: generate ahead, open, close, draw the house results, settle what is drawn. */
  const tick = async () => {
    const at = now();
    const generated = await generate(at);
    const opened = await repo.openDue(at);
    const closed = await repo.closeDue(at);
    const drawn = await drawHouse(at);
    let settled = 0;
    for (const id of await repo.drawnIds()) {
      const r = await settle(id);
      if (typeof r.settled === 'number') settled++;
    }
    return { generated, opened, closed, drawn, settled };
  };

  return { generate, drawHouse, settle, tick };
};
export type LotteryDraws = ReturnType<typeof createLotteryDraws>;
