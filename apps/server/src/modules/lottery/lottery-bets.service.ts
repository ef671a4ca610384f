import { betTypesOf, type LotteryFormat, type LotteryTicket, type PlaceBetsBody } from '@wl/contracts';
import { keno, lotteryRules } from '@wl/house-games';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { gameBetsOf } from '../ledger';
import type { LotteryContext } from './lottery.context';
import type { GameRow, NewTicket, TicketRow } from './lottery.repo';
import { toTicket } from './lottery.views';

type BetLine = PlaceBetsBody['bets'][number];

/** A bet line's ticket on one draw: the odds and the prize divisor are locked in at placement. */
const ticketOf = (
  b: BetLine,
  odds: Map<string, number[]>,
  t: Pick<NewTicket, 'memberId' | 'drawId' | 'gameCode' | 'chaseId' | 'requestId'>,
): NewTicket => ({
  ...t,
  betType: b.betType,
  numbers: b.numbers,
  sortKey: b.betType === 'IBOX' ? lotteryRules.sortDigits(b.numbers[0] ?? '') : '',
  odds: odds.get(b.betType) ?? [],
  perms: lotteryRules.perms(b.betType, b.numbers),
  stake: BigInt(b.stake).toString(),
});

/** Betting: a player's slips (with limits and chases, paid through the ledger), their tickets, and the seed's demo bets. */
export const createLotteryBets = (ctx: LotteryContext) => {
  const { repo, now, ledger, gameOr404, oddsTable } = ctx;

  const checkLine = (g: GameRow, line: BetLine) => {
    if (!betTypesOf[g.format as LotteryFormat].includes(line.betType)) throw new AppError('lottery.bet_type_invalid');
    const bad = lotteryRules.checkNumbers(line.betType, line.numbers);
    if (bad) throw new AppError(bad);
    const stake = BigInt(line.stake);
    if (stake < BigInt(g.min_stake) || stake > BigInt(g.max_stake_per_number)) throw new AppError('lottery.stake_invalid');
    return stake;
  };

  const place = async (actor: Actor, slip: PlaceBetsBody) => {
    // A keno pick is a set: its numbers in ascending order, so the same pick keys the same number limit.
    const body = { ...slip, bets: slip.bets.map((b) => (keno.isKeno(b.betType) ? { ...b, numbers: [...b.numbers].sort() } : b)) };
    const merchantId = actor.merchant.id;
    const memberId = actor.member.id;
    const g = await gameOr404(merchantId, body.gameCode);
    // A retry of a slip already placed answers it as it was (the ledger key below makes the retry move nothing).
    const key = `lot:bet:${memberId}:${body.requestId}`;
    if (await ledger.byKey(merchantId, key))
      return placed(merchantId, memberId, await repo.ticketsOfRequest(merchantId, memberId, body.requestId));

    const stakes = body.bets.map((b) => checkLine(g, b));
    await ctx.deps.recall?.recallAll(merchantId, memberId);
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
      // Keno numbers are two digits each: written without separators, ten of them fit the key's 32 characters.
      const key = `${b.betType}:${b.numbers.join(keno.isKeno(b.betType) ? '' : '-')}`;
      numberStakes.set(key, (numberStakes.get(key) ?? 0n) + (stakes[i] as bigint));
    }
    for (const v of numberStakes.values()) if (v > BigInt(g.max_stake_per_number)) throw new AppError('lottery.stake_invalid');

    let ticketIds: number[] = [];
    const moved = await ledger.transfer({
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
          category: g.category,
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
            body.bets.map((b) =>
              ticketOf(b, odds, { memberId, drawId: Number(d.id), gameCode: g.game_code, chaseId, requestId: body.requestId }),
            ),
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
    const balance = known ?? (await ledger.balances(merchantId, memberId)).find((b) => b.wallet === 'MAIN')?.balance ?? 0n;
    const tickets = rows.map(toTicket);
    return {
      tickets,
      totalStake: tickets.reduce((s, t) => s + BigInt(t.stake), 0n).toString(),
      balance: balance.toString(),
      chaseId: tickets[0]?.chaseId ?? null,
    };
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
    await ledger.transfer({
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
          bets.map((b) => ticketOf(b, odds, { memberId, drawId, gameCode, chaseId: null, requestId })),
        );
      },
    });
  };

  const tickets = async (actor: Actor, q: { gameCode?: string; state?: LotteryTicket['state']; pageNo: number; pageSize: number }) => {
    const { total, rows } = await repo.ticketsPage(
      { merchantId: actor.merchant.id, memberId: actor.member.id, gameCode: q.gameCode, state: q.state },
      q.pageSize,
      (q.pageNo - 1) * q.pageSize,
    );
    return { tickets: rows.map(toTicket), pageNo: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)) };
  };

  return { place, tickets, seedTickets };
};
export type LotteryBets = ReturnType<typeof createLotteryBets>;
