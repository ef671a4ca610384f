import { hashServerSeed } from '../engines/index';
import type { GameRef } from './games';
import { newId } from './ids';
import type { Fact } from './journal';
import { type RoundSeeds, clientSeedOf } from './seeds';
import type { Session } from './sessions';
import type { StudioContext } from './studio-context';
import { StudioError, need } from './studio-error';
import { type Who, whoOf } from './wallets';

/** How a dealt round is journalled (`vp` or `bj` of its `inst` fact), to be found again after a restart. */
export type DealtJournal = { key: string; tokenHash: string; clientSeed: string; nonce: number };

/** What every round played in steps (video poker, blackjack) holds from its deal. */
export type DealtBase = { id: string; key: string; who: Who; game: GameRef; stake: number; seeds: RoundSeeds };

/** The commitment shown with a dealt round: the hash of its server seed, the player's seed and the nonce. */
export const dealtFairness = (seeds: RoundSeeds) => ({
  serverSeedHash: hashServerSeed(seeds.serverSeed),
  clientSeed: seeds.clientSeed,
  nonce: seeds.nonce,
});

/**
 * The deal of a round played in steps: one open round per seed chain (409 `studio.round_open`), the stake within the
 * limits, the seed used whatever happens. The round (made by `make`, in state DEALING) is kept in `open` and journalled
 * before its stake is taken; when the wallet refuses it, it is dropped, a stake a lost answer may still have taken is
 * rolled back (a rollback that is lost too waits for recovery) and the refusal is thrown as the page's. Once the stake
 * is taken the round is DEALT, stamped (`dealtAt`) and journalled; the answer has the round and the balance.
 */
export const dealRound = async <R extends DealtBase & { state: string }>(
  c: StudioContext,
  open: Map<string, R>,
  s: Session,
  body: { bet: { stake: number }; clientSeed?: unknown },
  o: {
    idPrefix: string;
    limits: { min: number; max: number };
    journalAs: 'vp' | 'bj';
    make: (base: DealtBase & { state: 'DEALING' }) => R;
    /** Marks the round dealt at `at` (its clock starts again). */
    dealtAt: (r: R, at: number) => void;
  },
) => {
  const key = c.seeds.keyOf(s);
  if (open.has(key)) throw new StudioError('studio.round_open', 409);
  const stake = body.bet.stake;
  if (!Number.isSafeInteger(stake) || stake < o.limits.min || stake > o.limits.max) throw new StudioError('studio.stake_out_of_limits');
  const clientSeed = clientSeedOf(body.clientSeed);
  const seeds = c.seeds.current(s, clientSeed);
  const nonce = seeds.nonce;
  c.seeds.use(s, nonce);
  const id = newId(o.idPrefix);
  const who: Who = whoOf(s);
  const r = o.make({ id, key, who, game: s.game, stake, seeds, state: 'DEALING' });
  open.set(key, r);
  const journalled: DealtJournal = { key, tokenHash: s.tokenHash, clientSeed, nonce };
  c.journal.write({ k: 'inst', id, who, game: s.game, roundId: id, amount: stake, [o.journalAs]: journalled });
  const w = c.wallet;
  const placed = await w.bet(who, { txId: `${id}B`, roundId: id, gameCode: s.game.code, amount: stake });
  if (!placed.ok) {
    open.delete(key);
    const back = placed.lost ? await w.rollback(who, { txId: `${id}R`, betTxId: `${id}B`, roundId: id }) : null;
    if (!back || back.ok || !back.lost) c.journal.write({ k: 'done', id });
    need(placed);
  }
  r.state = 'DEALT';
  const at = c.now();
  o.dealtAt(r, at);
  c.journal.write({ k: 'dealt', id, at });
  return { r, balance: placed.ok ? placed.balance : null };
};

/** A dealt round rebuilt from its `inst` fact and journalled seeds after a restart. */
export const dealtBaseOf = (c: StudioContext, f: Fact, j: DealtJournal) => {
  const who = f.who as Who;
  const seeds = { serverSeed: c.seeds.seedOf(who.vendor, j.tokenHash, j.nonce), clientSeed: j.clientSeed, nonce: j.nonce };
  const base: DealtBase = { id: String(f.id), key: j.key, who, game: f.game as GameRef, stake: Number(f.amount), seeds };
  return base;
};
