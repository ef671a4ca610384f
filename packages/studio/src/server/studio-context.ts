import type { GameRef } from './games';
import type { Journal } from './journal';
import { playMoneyWallet } from './play-money';
import { protocolWallets } from './protocol-wallets';
import { type Seeds, createSeeds } from './seeds';
import { type Wallet, type Who, seamlessWallet, transferWallet } from './wallets';

/**
 * What every kind of round of the studio works with: the clock, the journal, each vendor's wallet, the seed chains and
 * the round report to the platform. Made once by `createStudio` and handed to each kind of round.
 */
export const createStudioContext = (o: {
  platformUrl: string | (() => string);
  secret: string;
  transferVendors: string[];
  walletTimeoutMs?: number;
  now: () => number;
  journal: Journal;
}) => {
  const { journal, transferVendors } = o;
  const seamless = seamlessWallet({ platformUrl: o.platformUrl, master: o.secret, timeoutMs: o.walletTimeoutMs });
  const transfer = transferWallet(journal);
  // A seamless vendor's call goes through a real vendor protocol's simulator when its launch came that way (issue 34).
  const protocols = protocolWallets({ platformUrl: o.platformUrl, master: o.secret });
  const routed = protocols.route(seamless.wallet);
  const play = playMoneyWallet();
  /** A session's wallet mode: its signed launch's (`wallet`), else the vendor's at start-up (a round journalled before). */
  const transferOf = (who: Who) => who.transfer ?? transferVendors.includes(who.vendor);
  /**
   * Each call goes to the wallet of the session it is for (its `Who`): play money for a free-play launch, the studio's
   * transfer wallet for a transfer-wallet launch, else the seamless one (or a protocol's simulator). So one vendor plays
   * one merchant's sessions on the transfer wallet and another's on the seamless one.
   */
  const pick = (who: Who): Wallet => (who.free ? play.wallet : transferOf(who) ? transfer.wallet : routed);
  const wallet: Wallet = {
    balance: (who) => pick(who).balance(who),
    bet: (who, b) => pick(who).bet(who, b),
    win: (who, b) => pick(who).win(who, b),
    rollback: (who, b) => pick(who).rollback(who, b),
    endRound: (who, b) => pick(who).endRound(who, b),
  };
  const seeds: Seeds = createSeeds(o.secret, journal);

  /** The round's report for the platform's betting record (details and proof); off the money path, never awaited. */
  const report = (
    s: Who,
    roundId: string,
    game: GameRef,
    stake: number,
    payout: number,
    detail: Record<string, unknown>,
    proof: Record<string, unknown>,
  ) => {
    // A real vendor protocol has no such report: the platform's record of its rounds is the wallet calls alone. A
    // free-play round moved no money of the platform's and is in none of its records.
    if ((transferOf(s) && s.token === s.player) || s.proto || s.free) return;
    void seamless
      .report(s.vendor, { token: s.token, roundId, gameCode: game.code, stake: String(stake), payout: String(payout), detail, proof })
      .catch(() => undefined);
  };

  return { secret: o.secret, now: o.now, journal, transferVendors, seamless, transfer, protocols, play, wallet, transferOf, seeds, report };
};
export type StudioContext = ReturnType<typeof createStudioContext>;
