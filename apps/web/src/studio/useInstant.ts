import { cardPacing, dicePacing, fishPacing, slotPacing, useGameUi, useRoundPresenter } from '@wl/game-ui';
import { type RoundValue, type StudioInput, studioApi } from '@wl/studio/api';
import { useState } from 'react';
import { studioCall } from './api';
import { useStudio } from './context';

/** One instant round on the game-ui pace: the stake goes at once, the result is revealed step by step. */
export const useInstant = (steps: (a: RoundValue) => number, kind: 'slot' | 'cards' | 'dice' | 'fish') => {
  const { vendor, launch, s, setBalance, record } = useStudio();
  const { reducedMotion } = useGameUi();
  const [hash, setHash] = useState(s.next.serverSeedHash);
  const [last, setLast] = useState<RoundValue | null>(null);
  const round = useRoundPresenter<RoundValue>({
    pacing: (a) =>
      kind === 'slot' ? slotPacing(steps(a)) : kind === 'cards' ? cardPacing(steps(a)) : kind === 'fish' ? fishPacing : dicePacing,
    reducedMotion,
    onShown: (a) => {
      setBalance(a.balance);
      record(BigInt(a.stake), BigInt(a.payout));
      setHash(a.next.serverSeedHash);
      setLast(a);
    },
  });
  const play = (bet: StudioInput<typeof studioApi.play>['bet']) =>
    round.play(() => studioCall(studioApi.play, vendor, launch, { bet, clientSeed: `studio-${Date.now().toString(36)}` }));
  return { round, play, hash, last };
};
