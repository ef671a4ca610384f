import { formatMinor } from '@wl/contracts';
import { dicePacing, PlayButton, RollTrack, useGameUi } from '@wl/game-ui';
import { type DiceResult, diceMultiplier, winningRolls } from '@wl/house-games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/money';
import { clampTarget, DICE_LIMITS, DICE_STAKES, diceBet, playBlock } from './bets';
import { useHouseSession } from './house-session';
import { HouseShell } from './HouseShell';
import { PlayProblem } from './PlayProblem';
import { HouseRoundResult } from './HouseRoundResult';

const STAKES = DICE_STAKES;
const LIMITS = DICE_LIMITS;
const clamp = clampTarget;
const pacing = () => dicePacing;

/** House Dice: roll 0.00–99.99 under or over a target; the multiplier follows the chance (1 % house edge). */
export const DiceGame = ({ token, back }: { token: string; back: string }) => {
  const { t } = useTranslation();
  const fmt = useMoney();
  const { sound, text: gt } = useGameUi();
  const session = useHouseSession('dice', token, pacing);
  const { round } = session;
  const [stake, setStake] = useState(STAKES.indexOf(100));
  const [target, setTarget] = useState(5000);
  const [direction, setDirection] = useState<'under' | 'over'>('under');
  const check = diceBet(STAKES[stake]!, target, direction);
  const block = playBlock(check, session);
  const shownTarget = clamp(target, direction);
  const m = diceMultiplier(shownTarget, direction);
  const times = formatMinor((m.numerator * 10_000n) / m.denominator, 4);
  const chance = formatMinor(BigInt(winningRolls(shownTarget, direction)), 2);
  const shownResult = round.phase === 'shown' && round.answer ? (round.answer.round.outcome as DiceResult) : null;
  const inPlay = round.answer ? (round.answer.round.outcome as DiceResult) : null;
  const busy = round.busy;
  const roll = () => {
    if (!check.ok) return;
    sound.play('dice');
    session.play(check.bet);
  };
  return (
    <HouseShell
      session={session}
      back={back}
      stage={
        <div className="play-dice">
          <RollTrack
            target={busy && inPlay ? inPlay.target : shownTarget}
            direction={busy && inPlay ? inPlay.direction : direction}
            roll={shownResult?.roll ?? null}
            rolling={busy}
            won={shownResult ? shownResult.win : null}
          />
          <HouseRoundResult round={round} category="dice" />
        </div>
      }
      controls={
        <div className="play-controls play-controls--dice">
          <div className="play-controls__bets">
            <fieldset className="play-stepper">
              <legend className="play-stepper__label">{t('houseGames.stake')}</legend>
              <span className="play-stepper__row">
                <button type="button" disabled={busy || stake === 0} onClick={() => setStake(stake - 1)} aria-label={gt('slot.less')}>
                  −
                </button>
                <bdi className="play-stepper__value" data-testid="bet-total">
                  {fmt(STAKES[stake])}
                </bdi>
                <button
                  type="button"
                  disabled={busy || stake === STAKES.length - 1}
                  onClick={() => setStake(stake + 1)}
                  aria-label={gt('slot.more')}
                >
                  +
                </button>
              </span>
            </fieldset>
            <fieldset className="play-dir" disabled={busy}>
              <legend className="play-stepper__label">{t('play.direction')}</legend>
              {(['under', 'over'] as const).map((d) => (
                <button
                  key={d}
                  type="button"
                  className={`chip${direction === d ? ' chip--active' : ''}`}
                  aria-pressed={direction === d}
                  onClick={() => {
                    setDirection(d);
                    setTarget(clamp(target, d));
                  }}
                  data-testid={`bet-${d}`}
                >
                  {t(`play.${d}`)}
                </button>
              ))}
            </fieldset>
            <label className="play-target">
              <span className="play-stepper__label">
                {gt('dice.target')} <bdi data-testid="bet-target">{formatMinor(BigInt(shownTarget), 2)}</bdi>
              </span>
              <input
                type="range"
                min={LIMITS[direction][0]}
                max={LIMITS[direction][1]}
                step={1}
                value={shownTarget}
                disabled={busy}
                onChange={(e) => setTarget(Number(e.target.value))}
                dir="ltr"
                data-testid="bet-target-range"
              />
            </label>
            <p className="play-controls__total">
              {gt('dice.chance')} <bdi>{chance}%</bdi> · {gt('dice.payout')} <bdi>{t('houseGames.times', { value: times })}</bdi>
            </p>
          </div>
          <PlayButton
            category="dice"
            label={gt('roll')}
            busy={busy}
            canStop={false}
            disabled={block !== null}
            hint={block ? gt(block) : null}
            onPlay={roll}
            onStop={round.quickStop}
          />
        </div>
      }
      problem={<PlayProblem error={round.error} />}
    />
  );
};
