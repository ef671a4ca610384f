import type { Reply } from '@wl/vendor-client';
import type { Call } from './model';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Chaos scenarios and their weights; `plain` is a well-behaved round. */
const scenarios = [
  ['plain', 40],
  ['retry', 8],
  ['duplicate', 8],
  ['lateBet', 8],
  ['tombstone', 8],
  ['rollbackOpen', 8],
  ['timeout', 8],
  ['settledRollback', 6],
  ['zeroWin', 6],
] as const;
export type Scenario = (typeof scenarios)[number][0];

/** The scenario of a round: a well-behaved one, or in chaos mode one drawn by weight. */
export const pickScenario = (rnd: () => number, chaos: boolean): Scenario => {
  if (!chaos) return 'plain';
  let x = rnd() * scenarios.reduce((s, [, w]) => s + w, 0);
  for (const [name, w] of scenarios) {
    x -= w;
    if (x < 0) return name;
  }
  return 'plain';
};

/** One round's calls: its bet, the win on it (of an amount), and its rollback. */
export type RoundCalls = { bet: Extract<Call, { kind: 'bet' }>; win: (amount: bigint) => Call; rollback: Call };

/** A player's means (runSimulation's): calls checked against the model, calls sent as they are, its payouts' dice. */
export type PlayerMoves = {
  index: number;
  step: (c: Call, opts?: { abortFirst?: boolean }) => Promise<Reply>;
  send: (c: Call) => Promise<Reply>;
  accepted: (c: Call, r: Reply) => void;
  violate: (msg: string) => void;
  payout: (amount: bigint) => bigint;
};

/** Plays a round's bet, win and rollback as its scenario has them: in order, again, at once, late or cut short. */
export const playScenario = async (s: Scenario, { bet, win, rollback }: RoundCalls, p: PlayerMoves) => {
  const { index, step, send, accepted, violate, payout } = p;
  switch (s) {
    case 'plain':
    case 'zeroWin': {
      const b = await step(bet);
      if (b.success) await step(win(s === 'zeroWin' ? 0n : payout(bet.amount)));
      break;
    }
    case 'retry': {
      // The vendor lost our answers and sends each call again: the same answer back, nothing moved twice.
      const b = await step(bet);
      const again = await step(bet);
      if (b.success && again.value?.balance !== b.value?.balance) violate(`player ${index} ${bet.txId}: replay answered another balance`);
      if (b.success) {
        const w = win(payout(bet.amount));
        await step(w);
        await step(w);
      }
      break;
    }
    case 'duplicate': {
      // Two deliveries of each call at once (a vendor queue that delivers at least once).
      const rs = await Promise.all([send(bet), send(bet)]);
      for (const r of rs) accepted(bet, r);
      if (rs.some((r) => r.success) && !rs.every((r) => r.success))
        violate(`player ${index} ${bet.txId}: duplicate delivery answered differently`);
      if (rs[0]?.success) {
        const w = win(payout(bet.amount));
        const ws = await Promise.all([send(w), send(w)]);
        for (const r of ws) accepted(w, r);
        if (!ws.every((r) => r.success)) violate(`player ${index} ${w.txId}: duplicate win refused`);
      }
      break;
    }
    case 'lateBet': {
      // The win overtakes its bet; a refused win (unknown bet) is sent again once the bet is in, as vendors do.
      const w = win(payout(bet.amount));
      const [b, early] = await Promise.all([sleep(3).then(() => send(bet)), send(w)]);
      accepted(bet, b);
      if (!early.success && early.code !== 'vendor.bet_unknown') violate(`player ${index} ${w.txId}: early win answered ${early.code}`);
      if (early.success) accepted(w, early);
      else if (b.success) await step(w);
      break;
    }
    case 'tombstone': {
      // The rollback of a bet the operator never saw is answered; the bet arriving later must be refused.
      await step(rollback);
      await step(bet);
      break;
    }
    case 'rollbackOpen': {
      const b = await step(bet);
      if (b.success) {
        await step(rollback);
        await step(win(payout(bet.amount)));
      }
      break;
    }
    case 'timeout': {
      // The client hangs up right after sending, then retries the same transaction id.
      const b = await step(bet, { abortFirst: true });
      if (b.success) await step(win(payout(bet.amount)), { abortFirst: true });
      break;
    }
    case 'settledRollback': {
      const b = await step(bet);
      if (b.success) {
        await step(win(payout(bet.amount)));
        await step(rollback);
      }
      break;
    }
  }
};
