import { type RoundCategory, type RoundPhase, RoundResult } from '@wl/game-ui';
import type { HouseAnswer } from './house-session';

/** A house round's result once shown (its stake and payout as the server answered them). */
export const HouseRoundResult = ({
  round,
  category,
}: {
  round: { phase: RoundPhase; answer: HouseAnswer | null };
  category: RoundCategory;
}) => (
  <RoundResult
    phase={round.phase}
    category={category}
    result={
      round.phase === 'shown' && round.answer
        ? { stake: BigInt(round.answer.value.stake), payout: BigInt(round.answer.value.payout) }
        : null
    }
  />
);
