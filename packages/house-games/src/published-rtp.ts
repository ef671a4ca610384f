import { baccaratRtp } from './baccarat/baccarat-rtp';
import { DICE_RETURN_PERCENT } from './dice/dice';
import { type Rational, rational, toPercent } from './fair/rational';
import { slotRtp } from './slot/slot-rtp';

export interface PublishedRtp {
  /** What the figure applies to: the game, or a bet within it. */
  key: string;
  numerator: string;
  denominator: string;
  /** Rounded to four decimals, e.g. '95.9606%'. */
  percent: string;
}

function publish(key: string, value: Rational): PublishedRtp {
  return {
    key,
    numerator: value.numerator.toString(),
    denominator: value.denominator.toString(),
    percent: toPercent(value),
  };
}

let cached: PublishedRtp[] | null = null;

/**
 * Every house game's exact RTP as the operator publishes it (strings, so it survives JSON). Computed once: the
 * baccarat enumeration takes a fraction of a second.
 */
export function publishedRtps(): PublishedRtp[] {
  if (cached) return cached;
  const baccarat = baccaratRtp();
  cached = [
    publish('slot', slotRtp().total),
    // before rounding a payout down to the minor unit; see diceRtp(bet) for a given stake
    publish('dice', rational(BigInt(DICE_RETURN_PERCENT), 100n)),
    publish('baccarat.banker', baccarat.banker),
    publish('baccarat.player', baccarat.player),
    publish('baccarat.tie', baccarat.tie),
    publish('baccarat.playerPair', baccarat.playerPair),
    publish('baccarat.bankerPair', baccarat.bankerPair),
  ];
  return cached;
}
