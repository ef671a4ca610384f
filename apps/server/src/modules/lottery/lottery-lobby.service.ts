import {
  betTypesOf,
  type DayWindow,
  isFutureWindow,
  type LanguageCode,
  type LotteryFormat,
  type LotteryGame,
  type LotteryPrizeMode,
  type LotteryResult,
  windowBounds,
  lotteryPageOf,
} from '@wl/contracts';
import { keno, lotteryRules } from '@wl/house-games';
import type { Actor } from '../../core/context';
import type { LotteryContext } from './lottery.context';
import type { DrawRow, GameRow } from './lottery.repo';
import { summary, withResult } from './lottery.views';

/** What players read: the lobby and its menus, results, history, upcoming draws, trends, fairness checks and odds. */
export const createLotteryLobby = (ctx: LotteryContext) => {
  const { repo, now, gameOr404, drawOf, oddsValue } = ctx;

  const gameOf = (g: GameRow, lang: LanguageCode, next: DrawRow | undefined, at: Date): LotteryGame => ({
    gameCode: g.game_code,
    name: lang === 'UR' ? g.name_ur : g.name_en,
    format: g.format as LotteryFormat,
    prizeMode: g.prize_mode as LotteryPrizeMode,
    vassalage: g.vassalage as LotteryGame['vassalage'],
    route: `${lotteryPageOf(g.vassalage, g.category) ?? '/lottery'}?gameCode=${encodeURIComponent(g.game_code)}`,
    intervalMinutes: g.interval_minutes,
    weekdays: g.weekdays.map(Number),
    region: g.region as LotteryGame['region'],
    official: g.official,
    cutoffSeconds: g.cutoff_seconds,
    betTypes: [...betTypesOf[g.format as LotteryFormat]],
    nextDraw: next ? summary(next, at) : null,
  });

  const lobby = async (merchantId: number, lang: LanguageCode, prizeMode?: LotteryPrizeMode) => {
    const at = now();
    const [games, next] = await Promise.all([repo.games(merchantId), repo.nextOfEach(merchantId, at)]);
    const byGame = new Map(next.map((d) => [Number(d.game_id), d]));
    // ZY is the lott mode's other name (spec section 4): it lists the LOTT games.
    const mode = prizeMode === 'ZY' ? 'LOTT' : prizeMode;
    return games.filter((g) => !mode || g.prize_mode === mode).map((g) => gameOf(g, lang, byGame.get(Number(g.id)), at));
  };

  return {
    games: async (merchantId: number, lang: LanguageCode, prizeMode?: LotteryPrizeMode) => ({
      games: await lobby(merchantId, lang, prizeMode),
    }),
    vnMenus: async (merchantId: number, lang: LanguageCode, prizeMode?: LotteryPrizeMode) => {
      const games = (await lobby(merchantId, lang, prizeMode)).filter((g) => g.vassalage === 'TCG_LOTTO_VN');
      return {
        menus: (['NORTH', 'CENTRAL', 'SOUTH'] as const)
          .map((region) => ({ region, accountTypeName: 'TCG_LOTTO_VN' as const, gameMenus: games.filter((g) => g.region === region) }))
          .filter((m) => m.gameMenus.length > 0),
      };
    },
    vnRecent: async (actor: Actor, lang: LanguageCode) => {
      const codes = await repo.recentGameCodes(actor.merchant.id, actor.member.id);
      const games = await lobby(actor.merchant.id, lang);
      return { games: codes.flatMap((c) => games.filter((g) => g.gameCode === c && g.vassalage === 'TCG_LOTTO_VN')) };
    },
    /** Registry recentLottGame: the member's lately played games of every area (optionally one prize mode). */
    recentGames: async (actor: Actor, lang: LanguageCode, prizeMode?: LotteryPrizeMode) => {
      const codes = await repo.recentGameCodes(actor.merchant.id, actor.member.id);
      const games = await lobby(actor.merchant.id, lang, prizeMode);
      return { games: codes.flatMap((c) => games.filter((g) => g.gameCode === c)) };
    },
    /** Registry lottoDraw: a game's latest result and its next draw (the one betting is open on, else the next). */
    drawByCode: async (merchantId: number, gameCode: string) => {
      const g = await gameOr404(merchantId, gameCode);
      const at = now();
      const [latest] = (await repo.history(Number(g.id), 1, 0)).rows;
      const [next] = await repo.upcoming(Number(g.id), at, 1);
      return {
        gameCode: g.game_code,
        serverTime: at.toISOString(),
        latest: latest ? withResult(latest, at) : null,
        next: next ? summary(next, at) : null,
      };
    },
    opened: async (merchantId: number, q: { gameCode?: string; prizeMode?: LotteryPrizeMode }, vnOnly = false) => {
      const at = now();
      const games = await repo.games(merchantId);
      const g = q.gameCode ? await gameOr404(merchantId, q.gameCode) : null;
      const mode = q.prizeMode === 'ZY' ? 'LOTT' : q.prizeMode;
      const keep = new Set(
        games.filter((x) => (!vnOnly || x.vassalage === 'TCG_LOTTO_VN') && (!mode || x.prize_mode === mode)).map((x) => Number(x.id)),
      );
      const rows = await repo.latestResults(merchantId, g ? Number(g.id) : undefined);
      return { draws: rows.filter((d) => keep.has(Number(d.game_id))).map((d) => withResult(d, at)) };
    },
    /** Results newest first; with a window of days in the merchant's zone, that window's draws (ahead: the schedule). */
    history: async (merchantId: number, q: { gameCode: string; window?: DayWindow; pageNo: number; pageSize: number }, zone = 'UTC') => {
      const g = await gameOr404(merchantId, q.gameCode);
      const at = now();
      const offset = (q.pageNo - 1) * q.pageSize;
      const { total, rows } = q.window
        ? await repo.inWindow(Number(g.id), { ...windowBounds(q.window, at, zone), ahead: isFutureWindow(q.window) }, q.pageSize, offset)
        : await repo.history(Number(g.id), q.pageSize, offset);
      return { draws: rows.map((d) => withResult(d, at)), pageNo: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)) };
    },
    near: async (merchantId: number, q: { gameCode: string; count: number }) => {
      const g = await gameOr404(merchantId, q.gameCode);
      const at = now();
      return { serverTime: at.toISOString(), draws: (await repo.upcoming(Number(g.id), at, q.count)).map((d) => summary(d, at)) };
    },
    trends: async (merchantId: number, q: { gameCode: string; draws: number }) => {
      const g = await gameOr404(merchantId, q.gameCode);
      const results = await repo.recentResults(Number(g.id), q.draws);
      // VN: the 2-digit tails; keno: the numbers 01–80 drawn; 4D and fast games: the digits.
      const keysOf = (nums: string[]) =>
        g.format.startsWith('VN') ? nums.map((n) => n.slice(-2)) : g.format === 'KENO' ? nums : nums.flatMap((n) => [...n]);
      const universe = g.format.startsWith('VN')
        ? Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))
        : g.format === 'KENO'
          ? Array.from({ length: keno.KENO_POOL }, (_, i) => keno.kenoNumber(i + 1))
          : Array.from({ length: 10 }, (_, i) => String(i));
      return {
        draws: results.length,
        numbers: universe.map((number) => {
          let count = 0;
          let since: number | null = null;
          results.forEach((r, i) => {
            const hits = keysOf(r.nums).filter((k) => k === number).length;
            count += hits;
            if (hits > 0 && since === null) since = i;
          });
          return { number, count, drawsSinceSeen: since };
        }),
      };
    },
    verify: async (merchantId: number, drawId: number) => {
      const d = await drawOf(merchantId, drawId);
      const result = (d.result as LotteryResult | null) ?? null;
      const check =
        !d.official && d.server_seed && d.seed_hash && result
          ? lotteryRules.verifyDraw({
              format: d.format as LotteryFormat,
              gameCode: d.game_code,
              numero: d.numero,
              seedHash: d.seed_hash,
              serverSeed: d.server_seed,
              result: result as lotteryRules.Result,
            })
          : null;
      return {
        drawId: Number(d.id),
        gameCode: d.game_code,
        format: d.format as LotteryFormat,
        official: d.official,
        seedHash: d.seed_hash,
        serverSeed: d.server_seed,
        result,
        replayed: (check?.replayed as LotteryResult | undefined) ?? null,
        verified: check?.verified ?? false,
      };
    },
    odds: async (merchantId: number, gameCode: string) => oddsValue(await gameOr404(merchantId, gameCode)),
  };
};
export type LotteryLobby = ReturnType<typeof createLotteryLobby>;
