import { Paytable, PlayButton, SlotMachine, type SlotOutcome, useGameUi } from '@wl/game-ui';
import type { SlotInfo } from '@wl/studio/api';
import { useMemo, useState } from 'react';
import { useStudio } from './context';
import { RoundFairness } from './Fairness';
import { Problem } from './Problem';
import { Shell } from './Shell';
import { STAKES, Stepper } from './Stepper';
import { useInstant } from './useInstant';

/** A slot: five reels spun on game-ui's slot machine, its paytable in the rules sheet. */
export const SlotGame = () => {
  const { s, t } = useStudio();
  const { text: gt } = useGameUi();
  const info = s.info as SlotInfo;
  const [stake, setStake] = useState(100);
  const { round, play, hash, last } = useInstant(() => 5, 'slot');
  const idle = useMemo(() => info.strips.map((strip) => [0, 1, 2].map((r) => strip[(r + 3) % strip.length]!)), [info.strips]);
  const answer = useMemo((): SlotOutcome | null => {
    const a = round.answer;
    if (!a) return null;
    const o = a.outcome as { window: number[][]; wins: { line: number; symbol: number; count: number; payout: number }[] };
    return {
      window: o.window,
      stake: BigInt(a.stake),
      payout: BigInt(a.payout),
      wins: o.wins.map((w) => ({
        kind: 'line' as const,
        line: w.line,
        path: info.lines[w.line - 1] ?? [],
        count: w.count,
        symbol: w.symbol,
        payout: BigInt(w.payout),
      })),
    };
  }, [round.answer, info.lines]);
  const rows = (
    <Paytable
      caption={t('rtp')}
      rows={info.symbols.slice(1).map((sym, i) => ({
        symbol: sym,
        label: gt(`symbols.${sym}`).startsWith('symbols.') ? sym : gt(`symbols.${sym}`),
        pays: [3, 4, 5].map((c) => ({ count: c, pays: `×${info.pays[i + 1]![c - 3]}` })),
      }))}
      rtp={[]}
    />
  );
  return (
    <Shell
      phase={round.phase}
      art={info.symbols}
      rules={rows}
      stage={
        <SlotMachine
          symbols={info.symbols}
          symbolLabel={(i) => info.symbols[i] ?? ''}
          filler={info.strips}
          idleWindow={idle}
          round={{ phase: round.phase, answer, steps: round.steps }}
        />
      }
      controls={
        <div className="studio-controls">
          <Stepper value={stake} values={STAKES} onChange={setStake} disabled={round.busy} label={t('stake')} />
          <PlayButton
            category="slot"
            label={gt('spin')}
            busy={round.busy}
            canStop={round.busy}
            disabled={false}
            onPlay={() => play({ stake })}
            onStop={round.quickStop}
          />
          <Problem error={round.error} />
          <RoundFairness last={last} hash={hash} />
        </div>
      }
    />
  );
};
