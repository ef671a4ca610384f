import type { BjAction } from '../engines/index';
import type { BlackjackJournal, createBlackjackRounds } from './blackjack-rounds';
import type { createInstantRounds } from './instant-rounds';
import type { Fact, Journal } from './journal';
import type { PokerJournal, createPokerHands } from './poker-hands';
import type { Seeds } from './seeds';
import type { createSharedTables } from './shared-tables';
import type { createSportsbookSlips } from './sportsbook-slips';

/**
 * Recovery: what a crash left open is settled by the protocols' rules when the studio returns. The journal is read
 * whole; each round without its `done` goes back to its kind of round, which settles it or waits for the player again.
 */
export const createRecovery =
  (d: {
    journal: Journal;
    restoreWallet: (facts: Fact[]) => void;
    seeds: Seeds;
    instant: ReturnType<typeof createInstantRounds>;
    poker: ReturnType<typeof createPokerHands>;
    blackjack: ReturnType<typeof createBlackjackRounds>;
    tables: ReturnType<typeof createSharedTables>;
    slips: ReturnType<typeof createSportsbookSlips>;
  }) =>
  async () => {
    const facts = d.journal.replay();
    d.restoreWallet(facts);
    const open = new Map<string, Fact>();
    const outs = new Map<string, number>();
    const dealt = new Map<string, number>();
    const acts = new Map<string, BjAction[]>();
    const doubling = new Set<string>();
    for (const f of facts) {
      if (f.k === 'dealt') dealt.set(String(f.id), Number(f.at));
      else if (f.k === 'act') {
        acts.set(String(f.id), [...(acts.get(String(f.id)) ?? []), f.action as BjAction]);
        if (f.action === 'double') doubling.delete(String(f.id));
      } else if (f.k === 'dbl') doubling.add(String(f.id));
      else if (f.k === 'dblx') doubling.delete(String(f.id));
      if (f.k === 'nonce') d.seeds.restore(String(f.key), Number(f.n));
      else if (f.k === 'inst' || f.k === 'tbet' || f.k === 'slip') open.set(String(f.id), f);
      else if (f.k === 'out') outs.set(String(f.id), Number(f.payout));
      else if (f.k === 'done') open.delete(String(f.id));
    }
    let rolledBack = 0;
    let resent = 0;
    let undrawn = 0;
    for (const f of open.values()) {
      const id = String(f.id);
      const vp = f.vp as PokerJournal | undefined;
      const bj = f.bj as BlackjackJournal | undefined;
      if (f.k === 'inst' && bj && dealt.has(id)) {
        const r = await d.blackjack.recover(f, bj, { actions: acts.get(id) ?? [], doubling: doubling.has(id), dealtAt: dealt.get(id)! });
        if (r === 'resent') resent++;
        else undrawn++;
      } else if (f.k === 'inst' && vp && dealt.has(id) && !outs.has(id)) {
        d.poker.recover(f, vp, dealt.get(id)!);
        undrawn++;
      } else if (f.k === 'inst') {
        if ((await d.instant.recover(f, outs.get(id))) === 'resent') resent++;
        else rolledBack++;
      } else if (f.k === 'tbet') d.tables.recover(f);
      else if (f.k === 'slip') d.slips.recover(f);
    }
    return { rolledBack, resent, hands: undrawn, tableBets: d.tables.pendingCount(), slips: d.slips.count() };
  };
