import { type RoundPhase, RoundResult } from '@wl/game-ui';
import type { HouseAnswer } from './house-session';

/** A house round's result once shown (its stake and payout as the server answered them). */
export const HouseRoundResult = ({ round }: { round: { phase: RoundPhase; answer: HouseAnswer | null } }) => (
  <RoundResult
    phase={round.phase}
    result={
      round.phase === 'shown' && round.answer
        ? { stake: BigInt(round.answer.value.stake), payout: BigInt(round.answer.value.payout) }
        : null
    }
  />
);
