import { type Rational, rational } from '../fair/rational';
import { type BaccaratBetKind, bankerDraws, DECKS, SHOE_SIZE } from './baccarat-rules';

export interface BaccaratOdds {
  /** Ordered deals of up to six cards, each weighted to the full six-card denominator 416*415*...*411. */
  total: bigint;
  player: bigint;
  banker: bigint;
  tie: bigint;
}

/**
 * Exact outcome counts over an 8-deck shoe: every ordered sequence of card values the coup can deal (player,
 * banker, player, banker, then third cards by the rules), weighted by how many card orders of the shoe produce it.
 * A coup that stops after four or five cards is multiplied by the ways to fill the remaining positions, so all
 * counts share one denominator and the sums stay exact integers (below 2^53, checked).
 */
export function baccaratOdds(): BaccaratOdds {
  // value 0: tens and pictures (16 per deck); values 1..9: 4 per deck
  const counts = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * DECKS);
  let remaining = SHOE_SIZE;
  const totals = { player: 0, banker: 0, tie: 0 };

  const take = (value: number): number => {
    const ways = counts[value]!;
    counts[value] = ways - 1;
    remaining--;
    return ways;
  };
  const put = (value: number): void => {
    counts[value] = counts[value]! + 1;
    remaining++;
  };
  // ways to deal the positions a short coup leaves undealt, out of six
  const fill = (dealt: number): number => {
    let ways = 1;
    for (let i = dealt; i < 6; i++) ways *= SHOE_SIZE - i;
    return ways;
  };
  const score = (p: number, b: number, weight: number): void => {
    if (p > b) totals.player += weight;
    else if (b > p) totals.banker += weight;
    else totals.tie += weight;
  };

  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = take(p1);
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = w1 * take(b1);
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = w2 * take(p2);
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = w3 * take(b2);
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (w4 > 0) {
            if (player >= 8 || banker >= 8) score(player, banker, w4 * fill(4));
            else if (player >= 6) {
              if (bankerDraws(banker, null)) {
                for (let b3 = 0; b3 < 10; b3++) {
                  const w = w4 * counts[b3]!;
                  if (w > 0) score(player, (banker + b3) % 10, w * fill(5));
                }
              } else score(player, banker, w4 * fill(4));
            } else {
              for (let p3 = 0; p3 < 10; p3++) {
                const w5 = w4 * take(p3);
                const playerFinal = (player + p3) % 10;
                if (w5 > 0) {
                  if (bankerDraws(banker, p3)) {
                    for (let b3 = 0; b3 < 10; b3++) {
                      const w = w5 * counts[b3]!;
                      if (w > 0) score(playerFinal, (banker + b3) % 10, w);
                    }
                  } else score(playerFinal, banker, w5 * fill(5));
                }
                put(p3);
              }
            }
          }
          put(b2);
        }
        put(p2);
      }
      put(b1);
    }
    put(p1);
  }
  if (remaining !== SHOE_SIZE) throw new Error('enumeration left cards out of the shoe');
  const total = fill(0);
  const sum = totals.player + totals.banker + totals.tie;
  if (!Number.isSafeInteger(sum) || sum !== total) throw new Error('baccarat enumeration is not exact');
  return { total: BigInt(total), player: BigInt(totals.player), banker: BigInt(totals.banker), tie: BigInt(totals.tie) };
}

/** Probability that a hand's first two cards share a rank: 13 ranks x 32 x 31 ordered pairs out of 416 x 415. */
export function pairProbability(): Rational {
  const perRank = BigInt(4 * DECKS);
  return rational(13n * perRank * (perRank - 1n), BigInt(SHOE_SIZE * (SHOE_SIZE - 1)));
}

/**
 * Exact RTP of each bet (returned per unit staked, stake included, pushes returned): banker 1.95 on a win,
 * player 2, tie 9, pairs 12. The banker value holds for stakes in multiples of 20 minor units; on other stakes the
 * commission rounds down against the player by less than one minor unit.
 */
export function baccaratRtp(): Record<BaccaratBetKind, Rational> {
  const odds = baccaratOdds();
  const pair = pairProbability();
  const pairRtp = rational(12n * pair.numerator, pair.denominator);
  return {
    player: rational(2n * odds.player + odds.tie, odds.total),
    banker: rational(39n * odds.banker + 20n * odds.tie, 20n * odds.total),
    tie: rational(9n * odds.tie, odds.total),
    playerPair: pairRtp,
    bankerPair: pairRtp,
  };
}
