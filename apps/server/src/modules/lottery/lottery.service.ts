import { randomBytes } from 'node:crypto';
import {
  betTypesOf,
  type LanguageCode,
  type LotteryBetType,
  type LotteryDrawResult,
  type LotteryDrawSummary,
  type LotteryFormat,
  type LotteryGame,
  type LotteryPrizeMode,
  type LotteryResult,
  type LotteryTicket,
  type OddsEntry,
  type PlaceBetsBody,
} from '@wl/contracts';
import { hashServerSeed, lotteryRules, lotterySchedule } from '@wl/house-games';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import type { Db } from '../../db/client';
import { GAME_BET_SHARDS, gameBetsOf, type LedgerService } from '../ledger';
import { createLotteryRepo, type DrawRow, type GameRow, type TicketRow } from './lottery.repo';

/** How far ahead draws are generated: fast games by count, daily/weekly games by days. */
const AHEAD_FAST = 60;
const AHEAD_DAYS = 14;

const iso = (d: string | Date | null) => (d == null ? null : new Date(d).toISOString());
const routeOf = (vassalage: string) => (vassalage === 'TCG_LOTTO_VN' ? '/vnLottery' : vassalage === 'TCG_SEA' ? '/seaLottery' : '/lottery');
const scheduleOf = (g: GameRow): lotterySchedule.Schedule => ({
  intervalMinutes: g.interval_minutes,
  weekdays: g.weekdays,
  drawTime: g.draw_time,
  cutoffSeconds: g.cutoff_seconds,
});

/** A ticket's state as players read it: a settled ticket won when it paid anything. */
const ticketState = (t: TicketRow): LotteryTicket['state'] =>
  t.state === 'SETTLED' ? (BigInt(t.payout ?? '0') > 0n ? 'WON' : 'LOST') : (t.state as LotteryTicket['state']);

export const toTicket = (t: TicketRow): LotteryTicket => ({
  ticketId: Number(t.id),
  drawId: Number(t.draw_id),
  numero: t.numero,
  gameCode: t.game_code,
  betType: t.bet_type as LotteryBetType,
  numbers: t.numbers,
  stake: t.stake,
  oddsMilli: t.odds[0] ?? 0,
  payout: t.payout,
  state: ticketState(t),
  chaseId: t.chase_id == null ? null : Number(t.chase_id),
  placedAt: iso(t.placed_at) as string,
  settledAt: iso(t.settled_at),
});

/** The result flattened for set-based settlement (lottery_settle_draw reads nums, ranks and sorted). */
const flat = (result: LotteryResult) => {
  const f = lotteryRules.flatten(result as lotteryRules.Result);
  return { result, nums: f.nums, ranks: f.ranks, sorted: f.sorted, tails2: f.tails2 };
};

/**
 * The house lottery (issue 14): lobby and results, betting with limits and chases through the ledger, the draw job
 * (generate ahead, open, close at the cut-off, draw house results, settle), operator results and voids.
 */
export const createLotteryService = (deps: {
  db: Db;
  ledger: LedgerService;
  now?: () => Date;
  ahead?: { fast?: number; days?: number };
}) => {
  const repo = createLotteryRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  const gameOr404 = async (merchantId: number, code: string) => {
    const g = await repo.gameByCode(merchantId, code);
    if (!g) throw new AppError('lottery.game_unknown');
    return g;
  };

  const summary = (d: DrawRow, at: Date): LotteryDrawSummary => {
    const closes = new Date(d.closes_at);
    const open = d.state === 'scheduled' || d.state === 'open';
    return {
      drawId: Number(d.id),
      gameCode: d.game_code,
      numero: d.numero,
      state: d.state as LotteryDrawSummary['state'],
      opensAt: iso(d.opens_at) as string,
      closesAt: closes.toISOString(),
      drawAt: iso(d.draw_at) as string,
      countdownSeconds: open ? Math.max(0, Math.floor((closes.getTime() - at.getTime()) / 1000)) : 0,
      serverTime: at.toISOString(),
      seedHash: d.seed_hash,
    };
  };
  const withResult = (d: DrawRow, at: Date): LotteryDrawResult => ({
    ...summary(d, at),
    result: (d.result as LotteryResult | null) ?? null,
    serverSeed: d.server_seed,
  });

  const gameOf = (g: GameRow, lang: LanguageCode, next: DrawRow | undefined, at: Date): LotteryGame => ({
    gameCode: g.game_code,
    name: lang === 'UR' ? g.name_ur : g.name_en,
    format: g.format as LotteryFormat,
    prizeMode: g.prize_mode as LotteryPrizeMode,
    vassalage: g.vassalage as LotteryGame['vassalage'],
    route: `${routeOf(g.vassalage)}?gameCode=${encodeURIComponent(g.game_code)}`,
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

  const oddsTable = async (g: GameRow) => {
    const stored = new Map((await repo.odds(Number(g.id))).map((r) => [r.bet_type, r.odds.map(Number)]));
    return betTypesOf[g.format as LotteryFormat].map((t) => ({ betType: t, odds: stored.get(t) ?? lotteryRules.defaultOdds[t] }));
  };
  const oddsEntries = (lines: { betType: LotteryBetType; odds: number[] }[]): OddsEntry[] =>
    lines.flatMap((l) =>
      lotteryRules.isRanked(l.betType)
        ? l.odds.map((o, i) => ({ betType: l.betType, rank: lotteryRules.SEA_RANKS[i] as OddsEntry['rank'], oddsMilli: o }))
        : [{ betType: l.betType, rank: null, oddsMilli: l.odds[0] ?? 0 }],
    );
  const oddsValue = async (g: GameRow) => ({
    gameCode: g.game_code,
    entries: oddsEntries(await oddsTable(g)),
    limits: { minStake: g.min_stake, maxStakePerNumber: g.max_stake_per_number, maxStakePerDraw: g.max_stake_per_draw },
  });

  // Draw job steps -------------------------------------------------------------------------------------------------
  const generate = async (at: Date) => {
    let made = 0;
    for (const g of await repo.allGames()) {
      const s = scheduleOf(g);
      const count = g.interval_minutes
        ? (deps.ahead?.fast ?? AHEAD_FAST)
        : Math.max(1, Math.ceil(((deps.ahead?.days ?? AHEAD_DAYS) * g.weekdays.length) / 7));
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

  // Betting --------------------------------------------------------------------------------------------------------
  const checkLine = (g: GameRow, line: PlaceBetsBody['bets'][number]) => {
    if (!betTypesOf[g.format as LotteryFormat].includes(line.betType)) throw new AppError('lottery.bet_type_invalid');
    const bad = lotteryRules.checkNumbers(line.betType, line.numbers);
    if (bad) throw new AppError(bad);
    const stake = BigInt(line.stake);
    if (stake < BigInt(g.min_stake) || stake > BigInt(g.max_stake_per_number)) throw new AppError('lottery.stake_invalid');
    return stake;
  };

  const place = async (actor: Actor, body: PlaceBetsBody) => {
    const merchantId = actor.merchant.id;
    const memberId = actor.member.id;
    const g = await gameOr404(merchantId, body.gameCode);
    // A retry of a slip already placed answers it as it was (the ledger key below makes the retry move nothing).
    const key = `lot:bet:${memberId}:${body.requestId}`;
    if (await deps.ledger.byKey(merchantId, key))
      return placed(merchantId, memberId, await repo.ticketsOfRequest(merchantId, memberId, body.requestId));

    const stakes = body.bets.map((b) => checkLine(g, b));
    const at = now();
    const drawsWanted = body.chase?.draws ?? 1;
    const upcoming = await repo.upcoming(Number(g.id), at, body.drawId ? 200 : drawsWanted);
    const startAt = body.drawId ? upcoming.findIndex((d) => Number(d.id) === body.drawId) : 0;
    if (startAt < 0 || upcoming.length === 0) {
      throw new AppError((await repo.drawById(body.drawId ?? 0, merchantId)) ? 'lottery.draw_closed' : 'lottery.draw_unknown');
    }
    const draws = upcoming.slice(startAt, startAt + drawsWanted);
    if (draws.length < drawsWanted) throw new AppError('lottery.chase_too_long');
    const perDraw = stakes.reduce((s, x) => s + x, 0n);
    if (perDraw > BigInt(g.max_stake_per_draw)) throw new AppError('lottery.stake_invalid');
    const total = perDraw * BigInt(draws.length);
    const odds = new Map((await oddsTable(g)).map((l) => [l.betType, l.odds]));
    const numberStakes = new Map<string, bigint>();
    for (const [i, b] of body.bets.entries()) {
      const key = `${b.betType}:${b.numbers.join('-')}`;
      numberStakes.set(key, (numberStakes.get(key) ?? 0n) + (stakes[i] as bigint));
    }
    for (const v of numberStakes.values()) if (v > BigInt(g.max_stake_per_number)) throw new AppError('lottery.stake_invalid');

    let ticketIds: number[] = [];
    const moved = await deps.ledger.transfer({
      idempotencyKey: key,
      merchantId,
      postings: [
        { account: { memberId }, amount: -total },
        { account: gameBetsOf(memberId), amount: total },
      ],
      kind: 'LOTTERY_BET',
      ref: `${g.game_code}:${draws[0]?.numero}`,
      meta: { gameCode: g.game_code, draws: draws.map((d) => Number(d.id)), requestId: body.requestId },
      event: {
        merchantId,
        type: 'bet.placed',
        subjectId: memberId,
        aggregateId: `LOTTERY:bet:${memberId}:${body.requestId}`,
        payload: {
          vendor: g.vassalage,
          txId: `lot:bet:${memberId}:${body.requestId}`,
          roundId: draws[0]?.numero,
          gameCode: g.game_code,
          category: g.vassalage === 'LOTT' ? 'LOTT' : 'ELOTT',
          stake: total.toString(),
        },
      },
      within: async (tx) => {
        const chaseId = body.chase
          ? await repo.insertChase(tx, { merchantId, memberId, gameId: Number(g.id), draws: draws.length, stopOnWin: body.chase.stopOnWin })
          : null;
        // Every lock in one global order (number keys of each draw, then the draw rows, draws by ascending id), so two
        // slips never wait on each other crosswise; the draw row, which every bet on the draw needs, is taken last, so
        // it is held only for its own statement and the commit.
        const ordered = [...draws].sort((a, b) => Number(a.id) - Number(b.id));
        for (const d of ordered) {
          const over = await repo.addNumberStakes(
            tx,
            Number(d.id),
            [...numberStakes].map(([key, amount]) => ({ key, amount: amount.toString() })),
            BigInt(g.max_stake_per_number),
          );
          if (over.length > 0) throw new AppError('lottery.limit_number');
        }
        ticketIds = await repo.insertTickets(
          tx,
          merchantId,
          draws.flatMap((d) =>
            body.bets.map((b) => ({
              memberId,
              drawId: Number(d.id),
              gameCode: g.game_code,
              betType: b.betType,
              numbers: b.numbers,
              sortKey: b.betType === 'IBOX' ? lotteryRules.sortDigits(b.numbers[0] ?? '') : '',
              odds: odds.get(b.betType) ?? [],
              perms: lotteryRules.perms(b.betType, b.numbers),
              stake: BigInt(b.stake).toString(),
              chaseId,
              requestId: body.requestId,
            })),
          ),
        );
        for (const d of ordered) {
          const admitted = await repo.admitBet(tx, Number(d.id), Number(g.id), perDraw);
          if (!admitted) throw new AppError('lottery.draw_closed');
          if (BigInt(admitted.staked) > BigInt(g.max_stake_per_draw)) throw new AppError('lottery.limit_draw');
        }
      },
    });
    // A replay (a retry that raced the first call) moved nothing and wrote no tickets here: read the slip's.
    const rows = moved.replayed ? await repo.ticketsOfRequest(merchantId, memberId, body.requestId) : await repo.ticketsByIds(ticketIds);
    const after = moved.postings.find((x) => x.memberId === memberId)?.balanceAfter;
    return placed(merchantId, memberId, rows, moved.replayed ? undefined : after);
  };

  const placed = async (merchantId: number, memberId: number, rows: TicketRow[], known?: bigint) => {
    const balance = known ?? (await deps.ledger.balances(merchantId, memberId)).find((b) => b.wallet === 'MAIN')?.balance ?? 0n;
    const tickets = rows.map(toTicket);
    return {
      tickets,
      totalStake: tickets.reduce((s, t) => s + BigInt(t.stake), 0n).toString(),
      balance: balance.toString(),
      chaseId: tickets[0]?.chaseId ?? null,
    };
  };

  // Operators ------------------------------------------------------------------------------------------------------
  const opsDraw = (d: DrawRow, at: Date) => ({
    ...withResult(d, at),
    pendingResult: (d.pending_result as LotteryResult | null) ?? null,
    enteredBy: d.entered_by,
    confirmedBy: d.confirmed_by,
  });
  const drawOf = async (merchantId: number, id: number) => {
    const d = await repo.drawById(id, merchantId);
    if (!d) throw new AppError('lottery.draw_unknown');
    return d;
  };

  /**
   * Demo history for the seed only (no route reaches it): tickets on a draw whatever its cut-off, paid through the
   * ledger like a player's, so a fresh site shows settled tickets. Odds are the game's.
   */
  const seedTickets = async (
    merchantId: number,
    memberId: number,
    gameCode: string,
    drawId: number,
    bets: PlaceBetsBody['bets'],
    requestId: string,
  ) => {
    const g = await gameOr404(merchantId, gameCode);
    const odds = new Map((await oddsTable(g)).map((l) => [l.betType, l.odds]));
    const total = bets.reduce((s, b) => s + BigInt(b.stake), 0n);
    await deps.ledger.transfer({
      idempotencyKey: `lot:bet:${memberId}:${requestId}`,
      merchantId,
      postings: [
        { account: { memberId }, amount: -total },
        { account: gameBetsOf(memberId), amount: total },
      ],
      kind: 'LOTTERY_BET',
      ref: gameCode,
      within: async (tx) => {
        await repo.insertTickets(
          tx,
          merchantId,
          bets.map((b) => ({
            memberId,
            drawId,
            gameCode,
            betType: b.betType,
            numbers: b.numbers,
            sortKey: b.betType === 'IBOX' ? lotteryRules.sortDigits(b.numbers[0] ?? '') : '',
            odds: odds.get(b.betType) ?? [],
            perms: lotteryRules.perms(b.betType, b.numbers),
            stake: BigInt(b.stake).toString(),
            chaseId: null,
            requestId,
          })),
        );
      },
    });
  };

  return {
    tick,
    generate,
    settle,
    seedTickets,
    repo,

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
    history: async (merchantId: number, q: { gameCode: string; pageNo: number; pageSize: number }) => {
      const g = await gameOr404(merchantId, q.gameCode);
      const at = now();
      const { total, rows } = await repo.history(Number(g.id), q.pageSize, (q.pageNo - 1) * q.pageSize);
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
      // VN: the 2-digit tails; 4D and fast games: the digits.
      const keysOf = (nums: string[]) => (g.format.startsWith('VN') ? nums.map((n) => n.slice(-2)) : nums.flatMap((n) => [...n]));
      const universe = g.format.startsWith('VN')
        ? Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))
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
    place,
    tickets: async (actor: Actor, q: { gameCode?: string; state?: LotteryTicket['state']; pageNo: number; pageSize: number }) => {
      const { total, rows } = await repo.ticketsPage(
        { merchantId: actor.merchant.id, memberId: actor.member.id, gameCode: q.gameCode, state: q.state },
        q.pageSize,
        (q.pageNo - 1) * q.pageSize,
      );
      return { tickets: rows.map(toTicket), pageNo: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)) };
    },

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
export type LotteryService = ReturnType<typeof createLotteryService>;
