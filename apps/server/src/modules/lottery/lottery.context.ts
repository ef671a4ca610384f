import { betTypesOf, type LotteryBetType, type LotteryFormat, type OddsEntry } from '@wl/contracts';
import { keno, lotteryRules } from '@wl/house-games';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import type { LedgerService } from '../ledger';
import type { BalanceRecall } from '../money';
import { createLotteryRepo, type GameRow } from './lottery.repo';

/** What the lottery service is built from. */
export type LotteryDeps = {
  db: Db;
  ledger: LedgerService;
  /** Money transfer-wallet vendors hold comes back to main before a bet takes it. */
  recall?: BalanceRecall;
  now?: () => Date;
  ahead?: { fast?: number; days?: number };
};

/** The odds lines as players read them: one per rank (4D), one per hit count (keno's pay table), else one. */
const oddsEntries = (lines: { betType: LotteryBetType; odds: number[] }[]): OddsEntry[] =>
  lines.flatMap((l) =>
    lotteryRules.isRanked(l.betType)
      ? l.odds.map((o, i) => ({ betType: l.betType, rank: lotteryRules.SEA_RANKS[i] as OddsEntry['rank'], oddsMilli: o }))
      : keno.isKeno(l.betType)
        ? l.odds.map((o, hits) => ({ betType: l.betType, rank: null, hits, oddsMilli: o }))
        : [{ betType: l.betType, rank: null, oddsMilli: l.odds[0] ?? 0 }],
  );

/** Everything the lottery service's parts share, passed to each as one object: the repo, the clock and the lookups. */
export const createLotteryContext = (deps: LotteryDeps) => {
  const repo = createLotteryRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  const gameOr404 = async (merchantId: number, code: string) => {
    const g = await repo.gameByCode(merchantId, code);
    if (!g) throw new AppError('lottery.game_unknown');
    return g;
  };
  const drawOf = async (merchantId: number, id: number) => {
    const d = await repo.drawById(id, merchantId);
    if (!d) throw new AppError('lottery.draw_unknown');
    return d;
  };

  const oddsTable = async (g: GameRow) => {
    const stored = new Map((await repo.odds(Number(g.id))).map((r) => [r.bet_type, r.odds.map(Number)]));
    return betTypesOf[g.format as LotteryFormat].map((t) => ({ betType: t, odds: stored.get(t) ?? lotteryRules.defaultOdds[t] }));
  };
  const oddsValue = async (g: GameRow) => ({
    gameCode: g.game_code,
    entries: oddsEntries(await oddsTable(g)),
    limits: { minStake: g.min_stake, maxStakePerNumber: g.max_stake_per_number, maxStakePerDraw: g.max_stake_per_draw },
  });

  return { deps, ledger: deps.ledger, repo, now, gameOr404, drawOf, oddsTable, oddsValue };
};
export type LotteryContext = ReturnType<typeof createLotteryContext>;
