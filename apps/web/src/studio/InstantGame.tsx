import { CardHand, PlayButton, RoundResult, SymbolIcon, useGameUi, useStepCount } from '@wl/game-ui';
import type { RoundValue, TableInfo } from '@wl/studio/api';
import { type ReactNode, useState } from 'react';
import { cardLabel } from './cardLabel';
import { categoryOf } from './category';
import { Celebrate } from './Celebrate';
import { ChipPicker } from './ChipPicker';
import { useStudio } from './context';
import { RoundFairness } from './Fairness';
import { Problem } from './Problem';
import { Shell } from './Shell';
import { STAKES, Stepper } from './Stepper';
import { TableOutcome } from './TableOutcome';
import { useInstant } from './useInstant';

const SCRATCH_ART = ['', 'cherry', 'bell', 'seven', 'diamond', 'crown', 'star'];

/** Scratch, video poker, bingo, limbo and the card games against the house: one stake, one reveal. */
export const InstantGame = () => {
  const { s, t, money } = useStudio();
  const { text: gt } = useGameUi();
  const kind = s.engine.kind === 'table' ? s.engine.table : s.engine.kind;
  const category = categoryOf(kind);
  const spots = (s.info.spots as TableInfo['spots'] | undefined) ?? [];
  const [stake, setStake] = useState(100);
  const [target, setTarget] = useState(200);
  const [chip, setChip] = useState(100);
  const [bets, setBets] = useState<Record<string, number>>({});
  const cards = (a: RoundValue | null) => {
    const o = a?.outcome as { cards?: number[]; result?: Record<string, unknown> } | undefined;
    return o?.cards?.length ?? 6;
  };
  const { round, play, hash, last } = useInstant((a) => cards(a), kind === 'sicBo' ? 'dice' : 'cards');
  const a = round.phase === 'shown' || round.phase === 'revealing' ? round.answer : null;
  const o = (a?.outcome ?? {}) as Record<string, unknown>;
  const revealed = useStepCount(round.steps);
  const shown = round.phase === 'shown' ? 99 : revealed;
  const placed = Object.values(bets).reduce((x, y) => x + y, 0);

  let stage: ReactNode = null;
  let controls: ReactNode = null;
  if (kind === 'scratch') {
    const cells = (o.cells as number[] | undefined) ?? Array.from({ length: 9 }, () => 0);
    stage = (
      <div className="studio-scratch" data-testid="studio-scratch">
        {cells.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the card's nine places
          <span key={i} className={`studio-scratch__cell${a && c === o.prizeSymbol ? ' is-won' : ''}`}>
            {a && c > 0 ? <SymbolIcon name={SCRATCH_ART[c]!} /> : '?'}
          </span>
        ))}
        <p>{t('scratchCard.match')}</p>
      </div>
    );
  } else if (kind === 'poker') {
    stage = (
      <div className="studio-cards">
        <CardHand
          title={gt('cards.player')}
          cards={(o.cards as number[]) ?? []}
          shown={shown}
          total={null}
          cardLabel={cardLabel}
          testId="studio-hand"
          places={5}
        />
        <p data-testid="studio-hand-name">{round.phase === 'shown' ? t(`poker.${(o.hand as string | null) ?? 'none'}`) : '\u00a0'}</p>
      </div>
    );
  } else if (kind === 'bingo') {
    const card = (o.card as number[]) ?? [];
    const called = new Set((o.called as number[]) ?? []);
    stage = (
      <div className="studio-bingo" data-testid="studio-bingo">
        <p>{t('bingo.card')}</p>
        <div className="studio-bingo__card">
          {card.map((n) => (
            <span key={n} className={round.phase === 'shown' && called.has(n) ? 'is-marked' : ''}>
              {n}
            </span>
          ))}
        </div>
        {round.phase === 'shown' ? <p>{t('bingo.marked', { n: Number(o.marked) })}</p> : null}
      </div>
    );
  } else if (kind === 'limbo') {
    stage = (
      <div className="studio-limbo" data-testid="studio-limbo">
        <p className="studio-limbo__value">
          {round.phase === 'shown' ? t('limbo.reached', { value: (Number(o.reached) / 100).toFixed(2) }) : '×—'}
        </p>
      </div>
    );
  } else {
    stage = (
      <TableOutcome table={kind} result={(o.result as Record<string, unknown>) ?? null} shown={shown} settled={round.phase === 'shown'} />
    );
  }

  const isTable = s.engine.kind === 'table';
  if (isTable) {
    controls = (
      <div className="studio-controls">
        <ChipPicker chip={chip} onChip={setChip} />
        <div className="studio-spots">
          {spots
            .filter((x) => !x.startsWith('n') || x === 'n0')
            .map((spot) => (
              <button
                key={spot}
                type="button"
                className="studio-spot"
                disabled={round.busy}
                onClick={() => setBets({ ...bets, [spot]: (bets[spot] ?? 0) + chip })}
                data-testid={`spot-${spot}`}
              >
                <span>{t(`spots.${spot}`)}</span>
                <bdi>{bets[spot] ? money(BigInt(bets[spot]!)) : '\u00a0'}</bdi>
              </button>
            ))}
        </div>
        <button type="button" onClick={() => setBets({})} disabled={round.busy || placed === 0}>
          {t('clear')}
        </button>
        <PlayButton
          label={t('deal')}
          category={category}
          busy={round.busy}
          canStop={round.busy}
          disabled={placed === 0}
          hint={gt('why.chips')}
          onPlay={() => play({ bets })}
          onStop={round.quickStop}
        />
      </div>
    );
  } else {
    controls = (
      <div className="studio-controls">
        <Stepper value={stake} values={STAKES} onChange={setStake} disabled={round.busy} label={t('stake')} />
        {kind === 'limbo' ? (
          <Stepper
            value={target}
            values={[110, 150, 200, 300, 500, 1000, 2000, 10000]}
            onChange={setTarget}
            disabled={round.busy}
            label={t('limbo.target')}
          />
        ) : null}
        <PlayButton
          label={kind === 'scratch' ? t('scratch') : t('play')}
          category={category}
          busy={round.busy}
          canStop={round.busy}
          disabled={false}
          onPlay={() => play(kind === 'limbo' ? { stake, target } : { stake })}
          onStop={round.quickStop}
        />
      </div>
    );
  }
  return (
    <Shell
      phase={round.phase}
      art={SCRATCH_ART.slice(1)}
      stage={
        <div className="studio-stage">
          {stage}
          <RoundResult
            phase={round.phase}
            category={category}
            result={round.phase === 'shown' && a ? { stake: BigInt(a.stake), payout: BigInt(a.payout) } : null}
          />
          {round.phase === 'shown' && a ? <Celebrate key={a.roundId} stake={BigInt(a.stake)} payout={BigInt(a.payout)} /> : null}
        </div>
      }
      controls={
        <>
          {controls}
          <Problem error={round.error} />
          <RoundFairness last={last} hash={hash} />
        </>
      }
    />
  );
};
