import type { Rng } from '../fair/fair-rng';

// Punto banco from a fresh 8-deck shoe every round. Cards are 0..51 within a deck: rank = card % 13 (0 ace .. 12
// king), suit = floor(card / 13). Baccarat values: ace 1, two..nine face value, ten and pictures 0.

export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;

export function cardRank(card: number): number {
  return card % 13;
}

export function cardValue(card: number): number {
  const rank = card % 13;
  return rank >= 9 ? 0 : rank + 1;
}

/**
 * Deals from a Fisher-Yates shuffle of the shoe performed lazily from the front: the i-th card dealt is the card
 * swapped into position i by the i-th step, so dealing k cards yields exactly the first k cards of the full forward
 * shuffle (shuffleShoe) with the same RNG — only the steps that matter are run.
 */
export class ShoeDealer {
  private readonly shoe = new Uint16Array(SHOE_SIZE);
  private position = 0;

  constructor(private readonly rng: Rng) {
    for (let i = 0; i < SHOE_SIZE; i++) this.shoe[i] = i % 52;
  }

  /** Positions swapped so far, so reset() can restore the unshuffled shoe without rebuilding it. */
  private readonly swaps: number[] = [];

  draw(): number {
    const i = this.position++;
    const j = i + this.rng.nextInt(SHOE_SIZE - i);
    this.swaps.push(j);
    const card = this.shoe[j]!;
    this.shoe[j] = this.shoe[i]!;
    this.shoe[i] = card;
    return card;
  }

  /** Back to a fresh unshuffled shoe: lets the simulation reuse one dealer for millions of rounds. */
  reset(): void {
    while (this.swaps.length > 0) {
      const i = --this.position;
      const j = this.swaps.pop()!;
      const card = this.shoe[j]!;
      this.shoe[j] = this.shoe[i]!;
      this.shoe[i] = card;
    }
  }
}

/** The whole shoe in shuffled order (forward Fisher-Yates). */
export function shuffleShoe(rng: Rng): number[] {
  const dealer = new ShoeDealer(rng);
  return Array.from({ length: SHOE_SIZE }, () => dealer.draw());
}

export function handTotal(cards: readonly number[]): number {
  let total = 0;
  for (const card of cards) total += cardValue(card);
  return total % 10;
}

/** Banker's third-card rule once the player has drawn a third card of value `playerThird`. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratCoup {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
}

/** Deals one coup: player, banker, player, banker, then the third-card rules; a natural 8 or 9 stops both hands. */
export function dealCoup(draw: () => number): BaccaratCoup {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (handTotal(player) <= 5) {
      const card = draw();
      player.push(card);
      playerThird = cardValue(card);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBetKind = (typeof BACCARAT_BETS)[number];
/** Stakes in minor units per bet; absent or 0 means not placed. */
export type BaccaratBets = Partial<Record<BaccaratBetKind, number>>;

export function validateBaccaratBets(bets: BaccaratBets): void {
  let placed = 0;
  for (const [kind, stake] of Object.entries(bets)) {
    if (!(BACCARAT_BETS as readonly string[]).includes(kind)) throw new RangeError(`unknown bet ${kind}`);
    if (stake === undefined || stake === 0) continue;
    if (!Number.isSafeInteger(stake) || stake < 0 || stake > 1_000_000_000_000) {
      throw new RangeError('stakes must be whole minor units');
    }
    placed++;
  }
  if (placed === 0) throw new RangeError('place at least one bet');
}

/**
 * What a bet returns, stake included: player 1:1, banker 1:1 less 5% commission (rounded down to the minor unit),
 * both pushed on a tie; tie 8:1; each pair 11:1 when that hand's first two cards have the same rank.
 */
export function betReturn(kind: BaccaratBetKind, stake: number, coup: BaccaratCoup): number {
  switch (kind) {
    case 'player':
      return coup.winner === 'player' ? 2 * stake : coup.winner === 'tie' ? stake : 0;
    case 'banker':
      return coup.winner === 'banker' ? stake + Math.floor((stake * 19) / 20) : coup.winner === 'tie' ? stake : 0;
    case 'tie':
      return coup.winner === 'tie' ? 9 * stake : 0;
    case 'playerPair':
      return cardRank(coup.player[0]!) === cardRank(coup.player[1]!) ? 12 * stake : 0;
    case 'bankerPair':
      return cardRank(coup.banker[0]!) === cardRank(coup.banker[1]!) ? 12 * stake : 0;
  }
}

export interface BaccaratResult extends BaccaratCoup {
  bets: BaccaratBets;
  stake: number;
  /** Return per bet kind, stake included. */
  returns: BaccaratBets;
  payout: number;
}

export function settleBaccarat(bets: BaccaratBets, coup: BaccaratCoup): BaccaratResult {
  const returns: BaccaratBets = {};
  let stake = 0;
  let payout = 0;
  for (const kind of BACCARAT_BETS) {
    const placed = bets[kind];
    if (!placed) continue;
    returns[kind] = betReturn(kind, placed, coup);
    stake += placed;
    payout += returns[kind];
  }
  return { ...coup, bets, stake, returns, payout };
}

/** One round: a freshly shuffled 8-deck shoe dealt from the provably-fair (or simulation) RNG. */
export function playBaccarat(bets: BaccaratBets, rng: Rng): BaccaratResult {
  validateBaccaratBets(bets);
  const dealer = new ShoeDealer(rng);
  return settleBaccarat(
    bets,
    dealCoup(() => dealer.draw()),
  );
}
