import type { PlaceBetsBody } from '@wl/contracts';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { createLedgerService } from '../modules/ledger';
import { createLotteryService } from '../modules/lottery';
import { lotteryDraws, lotteryGames, members } from '../db/schema';
import { lotteryLineup } from './lottery.data';
import type { SeedStep } from './step';

/** The usual stake limits of a lottery game, in minor units (the lineup may give a game its own). */
const LIMITS = { minStake: 100n, maxStakePerNumber: 1_000_000n, maxStakePerDraw: 50_000_000n };

const demoBets = (format: string, i: number): PlaceBetsBody['bets'] => {
  const two = String((i * 37) % 100).padStart(2, '0');
  if (format === 'SEA_4D') return [{ betType: 'BIG', numbers: [String((i * 1234) % 10000).padStart(4, '0')], stake: '1000' }];
  if (format === 'KENO') {
    const picks = Array.from({ length: 5 }, (_, k) => ((i * 7 + k * 13) % 80) + 1).sort((a, b) => a - b);
    return [{ betType: 'KENO5', numbers: picks.map((n) => String(n).padStart(2, '0')), stake: '1000' }];
  }
  if (format === 'FAST')
    return [
      { betType: i % 2 ? 'F_BIG' : 'F_SMALL', numbers: [], stake: '2000' },
      { betType: 'F_SUM', numbers: [String(i % 28)], stake: '500' },
    ];
  return [
    { betType: 'LO2', numbers: [two], stake: '1000' },
    { betType: 'DE', numbers: [String((i * 11) % 100).padStart(2, '0')], stake: '500' },
  ];
};

export const lotterySeed: SeedStep = async (tx, ctx) => {
  const now = new Date();
  for (const m of ctx.merchants) {
    await tx.insert(lotteryGames).values(
      lotteryLineup(m.code).map(({ listed: _l, demo: _d, limits, ...g }, sort) => ({
        ...g,
        ...(limits ?? LIMITS),
        merchantId: m.id,
        sort,
      })),
    );
  }
  const ledger = createLedgerService({ db: tx });
  // Draws from eight days back (the daily and weekly games, to a month ahead) and from twenty minutes back (the fast games).
  let clock = new Date(now.getTime() - 8 * 86_400_000);
  const lottery = createLotteryService({ db: tx, ledger, now: () => clock, ahead: { fast: 10, days: 40 } });
  await lottery.generate(clock);
  await tx
    .delete(lotteryDraws)
    .where(
      and(
        lt(lotteryDraws.drawAt, new Date(now.getTime() - 20 * 60_000)),
        inArray(lotteryDraws.gameId, tx.select({ id: lotteryGames.id }).from(lotteryGames).where(isNotNull(lotteryGames.intervalMinutes))),
      ),
    );
  clock = new Date(now.getTime() - 20 * 60_000);
  await lottery.generate(clock);
  // Demo tickets on past draws of every game, for the members with money.
  for (const m of ctx.merchants) {
    const players: { id: number }[] = [];
    for (const x of await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, m.id), eq(members.type, 0)))) {
      const bal = (await ledger.balances(m.id, x.id)).find((b) => b.wallet === 'MAIN')?.balance ?? 0n;
      if (bal >= 20_000n && players.length < 2) players.push(x);
    }
    const demo = new Set(lotteryLineup(m.code).flatMap((g) => (g.demo ? [g.gameCode] : [])));
    const games = (await tx.select().from(lotteryGames).where(eq(lotteryGames.merchantId, m.id))).filter((g) => demo.has(g.gameCode));
    for (const g of games) {
      const past = await tx
        .select({ id: lotteryDraws.id })
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.gameId, g.id), lt(lotteryDraws.drawAt, now)))
        .limit(2);
      for (const [pi, p] of players.entries())
        for (const [di, d] of past.entries()) {
          const bal = (await ledger.balances(m.id, p.id)).find((b) => b.wallet === 'MAIN')?.balance ?? 0n;
          if (bal < 20_000n) continue;
          await lottery.seedTickets(m.id, p.id, g.gameCode, d.id, demoBets(g.format, pi * 7 + di + g.id), `seed-${d.id}-${p.id}`);
        }
    }
  }
  // Now: generate ahead of now, open and close by the clock, draw the house results, settle.
  clock = now;
  await lottery.tick();
};
