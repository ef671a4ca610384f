import { FishTank, PlayButton, RoundResult } from '@wl/game-ui';
import type { FishInfo } from '@wl/studio/api';
import { useState } from 'react';
import { Celebrate } from './Celebrate';
import { useStudio } from './context';
import { RoundFairness } from './Fairness';
import { Problem } from './Problem';
import { Shell } from './Shell';
import { STAKES, Stepper } from './Stepper';
import { useInstant } from './useInstant';

type Shot = { fishId: number; mult: number; hit: boolean };

/**
 * Fishing: fish swim across game-ui's tank, the player turns the cannon onto one and fires a shot of the chosen stake.
 * Each shot is a real round of the studio (the server decides the catch); the tank shows the shell's flight, the net
 * and the catch with its payout once the answer is shown.
 */
export const FishGame = () => {
  const { s, t } = useStudio();
  const fish = (s.info.fish as FishInfo['fish'] | undefined) ?? [];
  const [stake, setStake] = useState(100);
  const [target, setTarget] = useState<number | null>(null);
  const [firedAt, setFiredAt] = useState<number | null>(null);
  const { round, play, hash, last } = useInstant(() => 1, 'fish');
  const a = round.phase === 'shown' ? round.answer : null;
  const o = a?.outcome as Shot | undefined;
  return (
    <Shell
      phase={round.phase}
      stage={
        <div className="studio-stage">
          <FishTank
            fish={fish}
            target={target}
            onTarget={setTarget}
            locked={round.busy}
            shot={{
              phase: round.phase,
              fishId: firedAt,
              result: a && o ? { hit: o.hit, mult: o.mult, payout: BigInt(a.payout) } : null,
            }}
          />
          <RoundResult phase={round.phase} category="fish" result={a ? { stake: BigInt(a.stake), payout: BigInt(a.payout) } : null} />
          {a ? <Celebrate key={a.roundId} stake={BigInt(a.stake)} payout={BigInt(a.payout)} /> : null}
        </div>
      }
      controls={
        <div className="studio-controls">
          <Stepper value={stake} values={STAKES} onChange={setStake} disabled={round.busy} label={t('stake')} />
          <PlayButton
            label={t('shoot')}
            category="fish"
            busy={round.busy}
            canStop={round.busy}
            disabled={target === null}
            onPlay={() => {
              if (target === null) return;
              setFiredAt(target);
              play({ stake, fishId: target });
            }}
            onStop={round.quickStop}
          />
          <Problem error={round.error} />
          <RoundFairness last={last} hash={hash} />
        </div>
      }
    />
  );
};
