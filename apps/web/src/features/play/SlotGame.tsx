import { PlayButton, SlotMachine, type SlotOutcome, slotPacing, useGameUi } from '@wl/game-ui';
import { MAX_LINES, PAYLINES, REEL_STRIPS, SCATTER, SLOT_REELS, SLOT_SYMBOLS, type SpinResult, windowAt } from '@wl/house-games';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/money';
import { LINE_BETS, playBlock, slotBet } from './bets';
import { type HouseAnswer, useHouseSession } from './house-session';
import { HouseShell } from './HouseShell';
import { PlayProblem } from './PlayProblem';

const DEFAULT_LINE_BET = LINE_BETS.indexOf(40);
const FILLER = REEL_STRIPS.map((strip) => Array.from(strip));
/** The attract screen before the first spin: an ordinary mixed window, no winning line. */
const IDLE = windowAt([3, 8, 13, 18, 23]);
const pacing = () => slotPacing(SLOT_REELS);

/** The engine's spin as the machine draws it: paylines by their rows, scatters by their cells. */
export const slotOutcome = (a: HouseAnswer): SlotOutcome => {
  const spin = a.round.outcome as SpinResult;
  const wins: SlotOutcome['wins'] = spin.lineWins.map((w) => ({
    kind: 'line' as const,
    line: w.line,
    path: PAYLINES[w.line - 1] ?? [],
    count: w.count,
    symbol: w.symbol,
    payout: BigInt(w.payout),
  }));
  if (spin.scatterWin) {
    const cells = spin.window.flatMap((rows, reel) => rows.flatMap((s, row) => (s === SCATTER ? [[reel, row] as [number, number]] : [])));
    wins.push({ kind: 'scatter', cells, count: spin.scatterWin.count, symbol: SCATTER, payout: BigInt(spin.scatterWin.payout) });
  }
  return { window: spin.window, stake: BigInt(a.value.stake), payout: BigInt(a.value.payout), wins };
};

const Stepper = ({
  label,
  value,
  onLess,
  onMore,
  disabled,
  testId,
}: {
  label: string;
  value: string;
  onLess: (() => void) | null;
  onMore: (() => void) | null;
  disabled: boolean;
  testId: string;
}) => {
  const { text: gt } = useGameUi();
  return (
    <fieldset className="play-stepper">
      <legend className="play-stepper__label">{label}</legend>
      <span className="play-stepper__row">
        <button
          type="button"
          onClick={onLess ?? undefined}
          disabled={disabled || !onLess}
          aria-label={gt('slot.less')}
          data-testid={`${testId}-less`}
        >
          −
        </button>
        <bdi className="play-stepper__value" data-testid={testId}>
          {value}
        </bdi>
        <button
          type="button"
          onClick={onMore ?? undefined}
          disabled={disabled || !onMore}
          aria-label={gt('slot.more')}
          data-testid={`${testId}-more`}
        >
          +
        </button>
      </span>
    </fieldset>
  );
};

/** Crown Fortune: 5 reels, 25 lines, played on the server and shown on the regulated pace (2.5 s floor, no autoplay). */
export const SlotGame = ({ token, back }: { token: string; back: string }) => {
  const { t } = useTranslation();
  const fmt = useMoney();
  const { sound, text: gt } = useGameUi();
  const session = useHouseSession('slot', token, pacing);
  const [lineBet, setLineBet] = useState(DEFAULT_LINE_BET);
  const [lines, setLines] = useState(MAX_LINES);
  const { round } = session;
  const busy = round.busy;
  const bet = slotBet(LINE_BETS[lineBet]!, lines);
  const answer = useMemo(() => (round.answer ? slotOutcome(round.answer) : null), [round.answer]);
  const label = useCallback((s: number) => t(`houseGames.slot.symbols.${SLOT_SYMBOLS[s]}`), [t]);
  const block = playBlock(bet, session);
  // A round that hit the jackpot says what the pool paid; shown with the round's result, not before the reels stop.
  const jackpot = round.phase === 'shown' ? round.answer?.value.jackpot : undefined;
  const spin = () => {
    if (!bet.ok) return;
    sound.play('click');
    session.play(bet.bet);
  };
  return (
    <HouseShell
      session={session}
      back={back}
      art={SLOT_SYMBOLS}
      stage={
        <SlotMachine
          symbols={SLOT_SYMBOLS}
          symbolLabel={label}
          filler={FILLER}
          idleWindow={IDLE}
          round={{ phase: round.phase, answer, steps: round.steps }}
        />
      }
      controls={
        <>
          {jackpot !== undefined && BigInt(jackpot) > 0n ? (
            <p className="slot-jackpot" role="status" data-testid="slot-jackpot">
              {t('catalogue.jackpot.won', { amount: fmt(jackpot) })}
            </p>
          ) : null}
          <div className="play-controls">
            <div className="play-controls__bets">
              <Stepper
                label={gt('slot.lineBet')}
                value={fmt(LINE_BETS[lineBet])}
                onLess={lineBet > 0 ? () => setLineBet(lineBet - 1) : null}
                onMore={lineBet < LINE_BETS.length - 1 ? () => setLineBet(lineBet + 1) : null}
                disabled={busy}
                testId="bet-line"
              />
              <Stepper
                label={gt('slot.lines')}
                value={String(lines)}
                onLess={lines > 1 ? () => setLines(lines - 1) : null}
                onMore={lines < MAX_LINES ? () => setLines(lines + 1) : null}
                disabled={busy}
                testId="bet-lines"
              />
              <p className="play-controls__total">
                {gt('slot.totalStake')} <bdi data-testid="bet-total">{fmt(bet.total)}</bdi>
              </p>
            </div>
            <PlayButton
              category="slot"
              label={gt('spin')}
              busy={busy}
              canStop={round.phase === 'revealing' || round.phase === 'waiting'}
              disabled={block !== null}
              hint={block ? gt(block) : null}
              onPlay={spin}
              onStop={round.quickStop}
            />
          </div>
        </>
      }
      problem={<PlayProblem error={round.error} />}
    />
  );
};
