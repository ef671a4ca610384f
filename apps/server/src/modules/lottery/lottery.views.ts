// The lottery's rows as players and operators read them: tickets, draw summaries and results (pure, no database).
import type { LotteryBetType, LotteryDrawResult, LotteryDrawSummary, LotteryResult, LotteryTicket } from '@wl/contracts';
import { keno, lotteryRules } from '@wl/house-games';
import type { DrawRow, TicketRow } from './lottery.repo';

export const iso = (d: string | Date | null) => (d == null ? null : new Date(d).toISOString());

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
  // Keno's headline odds are its pay table's top line (its first line pays no hit, mostly nothing).
  oddsMilli: keno.isKeno(t.bet_type) ? Math.max(0, ...t.odds.map(Number)) : (t.odds[0] ?? 0),
  payout: t.payout,
  state: ticketState(t),
  chaseId: t.chase_id == null ? null : Number(t.chase_id),
  placedAt: iso(t.placed_at) as string,
  settledAt: iso(t.settled_at),
});

/** The result flattened for set-based settlement (lottery_settle_draw reads nums, ranks and sorted). */
export const flat = (result: LotteryResult) => {
  const f = lotteryRules.flatten(result as lotteryRules.Result);
  return { result, nums: f.nums, ranks: f.ranks, sorted: f.sorted, tails2: f.tails2 };
};

export const summary = (d: DrawRow, at: Date): LotteryDrawSummary => {
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
export const withResult = (d: DrawRow, at: Date): LotteryDrawResult => ({
  ...summary(d, at),
  result: (d.result as LotteryResult | null) ?? null,
  serverSeed: d.server_seed,
});
