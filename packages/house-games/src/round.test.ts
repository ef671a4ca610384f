import { describe, expect, it } from 'vitest';
import { FairRng, createServerSeed } from './fair/fair-rng';
import { publishedRtps } from './published-rtp';
import { REEL_STRIPS } from './slot/slot-paytable';
import { canonicalJson, type HouseBet, SLOT_JACKPOT_ODDS, playRound, verify } from './round';

const bets: HouseBet[] = [
  { game: 'slot', stake: 250, lines: 25 },
  { game: 'dice', stake: 100, target: 5000, direction: 'over' },
  { game: 'baccarat', bets: { banker: 100, tie: 20 } },
];

describe('provably-fair rounds', () => {
  it.each(bets)('a $game round verifies from its revealed seed', (bet) => {
    const { serverSeed, serverSeedHash } = createServerSeed();
    const round = playRound(bet, { serverSeed, clientSeed: 'player-seed', nonce: 12 });
    expect(round.fairness.serverSeedHash).toBe(serverSeedHash);
    // what a player's browser receives after the round: stored as JSON, keys in any order
    const stored = JSON.parse(JSON.stringify(round));
    const result = verify({ bet, serverSeed, serverSeedHash, clientSeed: 'player-seed', nonce: 12, outcome: stored.outcome });
    expect(result).toMatchObject({ hashMatches: true, outcomeMatches: true, valid: true });
    expect(result.outcome).toEqual(round.outcome);
  });

  it('catches a seed that does not match the published hash', () => {
    const committed = createServerSeed();
    const swapped = createServerSeed();
    const round = playRound(bets[0]!, { serverSeed: swapped.serverSeed, clientSeed: 'c', nonce: 1 });
    const result = verify({
      bet: bets[0]!,
      ...swapped,
      serverSeedHash: committed.serverSeedHash,
      clientSeed: 'c',
      nonce: 1,
      outcome: round.outcome,
    });
    expect(result).toMatchObject({ hashMatches: false, outcomeMatches: true, valid: false });
  });

  it('catches an outcome the seeds do not produce', () => {
    const seed = createServerSeed();
    const round = playRound(bets[1]!, { serverSeed: seed.serverSeed, clientSeed: 'c', nonce: 1 });
    const forged = { ...round.outcome, payout: round.outcome.payout + 1 };
    expect(verify({ bet: bets[1]!, ...seed, clientSeed: 'c', nonce: 1, outcome: forged })).toMatchObject({
      valid: false,
      outcomeMatches: false,
    });
    // a different nonce is a different round
    expect(verify({ bet: bets[1]!, ...seed, clientSeed: 'c', nonce: 2, outcome: round.outcome }).outcomeMatches).toBe(
      canonicalJson(playRound(bets[1]!, { serverSeed: seed.serverSeed, clientSeed: 'c', nonce: 2 }).outcome) ===
        canonicalJson(round.outcome),
    );
  });

  it('answers invalid, not an exception, for malformed input', () => {
    const result = verify({ bet: bets[0]!, serverSeed: 'nothex', serverSeedHash: 'x', clientSeed: 'c', nonce: 0 });
    expect(result).toEqual({ hashMatches: false, outcomeMatches: false, valid: false, outcome: null, jackpotHit: false });
  });

  it('refuses a round with an unusable client seed', () => {
    const { serverSeed } = createServerSeed();
    expect(() => playRound(bets[0]!, { serverSeed, clientSeed: '', nonce: 0 })).toThrow(RangeError);
  });

  it('derives slot stops exactly as an independent HMAC implementation does', () => {
    // Python: [w % 32 for w in struct.unpack('>8I', hmac.new(bytes(32), b'fixed:0:0', sha256).digest())[:5]]
    const round = playRound(bets[0]!, { serverSeed: '00'.repeat(32), clientSeed: 'fixed', nonce: 0 });
    expect((round.outcome as { stops: number[] }).stops).toEqual([15, 19, 27, 12, 3]);
  });
});

describe('published RTPs', () => {
  it('lists every game and bet with its exact fraction and percentage', () => {
    expect(publishedRtps().map((r) => `${r.key} ${r.percent}`)).toEqual([
      'slot 95.9606%',
      'dice 99.0000%',
      'baccarat.banker 98.9421%',
      'baccarat.player 98.7649%',
      'baccarat.tie 85.6404%',
      'baccarat.playerPair 89.6386%',
      'baccarat.bankerPair 89.6386%',
    ]);
    expect(publishedRtps()[0]).toMatchObject({ numerator: '32199049', denominator: '33554432' });
  });
});

describe('the house slot jackpot draw', () => {
  const seedThatHits = (serverSeed: string, nonce: number) => {
    for (let i = 0; i < 50 * SLOT_JACKPOT_ODDS; i++) {
      const clientSeed = `jp-${i}`;
      if (playRound(bets[0]!, { serverSeed, clientSeed, nonce }).jackpotHit) return clientSeed;
    }
    throw new Error('no hit');
  };

  it('is the draw after the reels, 0 of SLOT_JACKPOT_ODDS, and verifies from the revealed seeds', () => {
    const { serverSeed, serverSeedHash } = createServerSeed();
    const clientSeed = seedThatHits(serverSeed, 3);
    const rng = new FairRng({ serverSeed, clientSeed, nonce: 3 });
    for (const strip of REEL_STRIPS) rng.nextInt(strip.length);
    expect(rng.nextInt(SLOT_JACKPOT_ODDS)).toBe(0);
    const round = playRound(bets[0]!, { serverSeed, clientSeed, nonce: 3 });
    expect(verify({ bet: bets[0]!, serverSeed, serverSeedHash, clientSeed, nonce: 3, outcome: round.outcome })).toMatchObject({
      valid: true,
      jackpotHit: true,
    });
    // the draw does not touch the outcome: the reels are those of the same seeds without it
    expect(playRound(bets[0]!, { serverSeed, clientSeed: 'other', nonce: 3 }).jackpotHit).toBe(false);
  });

  it('never hits in the other games', () => {
    const { serverSeed } = createServerSeed();
    for (let i = 0; i < 2000; i++) {
      for (const bet of bets.slice(1)) expect(playRound(bet, { serverSeed, clientSeed: `x${i}`, nonce: i }).jackpotHit).toBe(false);
    }
  });
});
