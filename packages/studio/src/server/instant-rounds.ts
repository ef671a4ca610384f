import type { StudioApi, StudioBody, StudioValue } from '../api';
import { hashServerSeed } from '../engines/index';
import { playInstant } from './games';
import { newId } from './ids';
import type { Fact } from './journal';
import { clientSeedOf } from './seeds';
import type { Session } from './sessions';
import type { StudioContext } from './studio-context';
import { StudioError, need } from './studio-error';
import { type Who, whoOf } from './wallets';

type Play = StudioApi['play'];

/**
 * Instant rounds (slots, scratch cards, limbo, bingo, fishing, tables against the house): the seed is committed (its
 * hash shown) before the round, the stake and the win go in one call, the seed is revealed with the result.
 */
export const createInstantRounds = (c: StudioContext) => {
  const play = async (s: Session, body: StudioBody<Play>): Promise<StudioValue<Play>> => {
    const bet = body.bet;
    const { serverSeed, clientSeed, nonce } = c.seeds.current(s, clientSeedOf(body.clientSeed));
    let played: ReturnType<typeof playInstant>;
    try {
      played = playInstant(s.game, s.engine, bet, { serverSeed, clientSeed, nonce });
    } catch (err) {
      throw new StudioError(/limits/.test(String((err as Error).message)) ? 'studio.stake_out_of_limits' : 'studio.bet_invalid');
    }
    // The seed is used once, whatever happens to the round.
    c.seeds.use(s, nonce);
    const roundId = newId('I');
    const id = roundId;
    const who: Who = whoOf(s);
    const w = c.wallet;
    c.journal.write({ k: 'inst', id, who, game: s.game, roundId, amount: played.stake });
    const placed = await w.bet(who, { txId: `${roundId}B`, roundId, gameCode: s.game.code, amount: played.stake });
    if (!placed.ok) {
      // A lost answer may still have taken the stake: it is rolled back (a rollback of a bet never seen leaves a
      // tombstone at the platform, so a late copy is refused). A rollback that is lost too waits for recovery.
      const back = placed.lost ? await w.rollback(who, { txId: `${roundId}R`, betTxId: `${roundId}B`, roundId }) : null;
      if (!back || back.ok || !back.lost) c.journal.write({ k: 'done', id });
      need(placed);
    }
    c.journal.write({ k: 'out', id, payout: played.payout });
    const won = await w.win(who, { txId: `${roundId}W`, betTxId: `${roundId}B`, roundId, amount: played.payout });
    if (won.ok) c.journal.write({ k: 'done', id });
    const fairness = { serverSeedHash: hashServerSeed(serverSeed), serverSeed, clientSeed, nonce };
    c.report(who, roundId, s.game, played.stake, played.payout, { engine: s.engine.kind, bet, outcome: played.outcome }, fairness);
    return {
      roundId,
      stake: played.stake,
      payout: played.payout,
      outcome: played.outcome,
      balance: won.ok ? won.balance : null,
      fairness,
      next: c.seeds.commit(s, nonce + 1),
    };
  };

  /**
   * A round a crash left open (an instant round, or a hand that never got dealt or already has its outcome): a decided
   * outcome's win goes again (same id); otherwise the round never finished and is rolled back.
   */
  const recover = async (f: Fact, payout: number | undefined) => {
    const who = f.who as Who;
    const roundId = String(f.roundId);
    const w = c.wallet;
    const a =
      payout !== undefined
        ? await w.win(who, { txId: `${roundId}W`, betTxId: `${roundId}B`, roundId, amount: payout })
        : await w.rollback(who, { txId: `${roundId}R`, betTxId: `${roundId}B`, roundId });
    if (a.ok || !a.lost) c.journal.write({ k: 'done', id: f.id });
    return payout !== undefined ? 'resent' : 'rolledBack';
  };

  return { play, recover };
};
