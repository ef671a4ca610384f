import type { LotteryDrawSummary, LotteryResult } from '@wl/contracts';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyed } from './slip';
import { clockText, secondsLeft } from './slip';

/**
 * A live countdown to a draw's cut-off by the server's clock: the server's `countdownSeconds` less the time since
 * its answer arrived. `onZero` runs once when it reaches zero (the board closes and asks for the next draw).
 */
export const Countdown = ({ draw, receivedAt, onZero }: { draw: LotteryDrawSummary; receivedAt: number; onZero?: () => void }) => {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  useEffect(() => {
    fired.current = false;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = secondsLeft(draw.countdownSeconds, receivedAt, now);
  useEffect(() => {
    if (left === 0 && !fired.current && onZero) {
      fired.current = true;
      onZero();
    }
  }, [left, onZero]);
  const open = (draw.state === 'open' || draw.state === 'scheduled') && left > 0;
  return (
    <span className={`lotto-countdown${open ? '' : ' lotto-countdown--closed'}`} data-testid="lottery-countdown" role="timer">
      {open ? (
        <>
          <span className="lotto-countdown__label">{t('lottery.closesIn')}</span>{' '}
          <bdi className="lotto-countdown__time">
            {left >= 86_400 ? `${t('lottery.days', { count: Math.floor(left / 86_400) })} ` : ''}
            {clockText(left % 86_400)}
          </bdi>
        </>
      ) : (
        t('lottery.closed')
      )}
    </span>
  );
};

export const DrawState = ({ state }: { state: LotteryDrawSummary['state'] }) => {
  const { t } = useTranslation();
  return (
    <span className={`lotto-state lotto-state--${state}`} data-testid="draw-state">
      {t(`lottery.state.${state}`)}
    </span>
  );
};

/**
 * A result's prizes, best first; a rank's numbers as balls, isolated so RTL keeps their digits in order. `reveal`: a
 * draw made while the player watched — the balls come out one after another, the best prize last (no motion when the
 * player asked for reduced motion: the numbers are simply there).
 */
export const ResultTable = ({ result, compact, reveal }: { result: LotteryResult; compact?: boolean; reveal?: boolean }) => {
  const { t } = useTranslation();
  const order = revealOrder(result);
  return (
    <dl
      className={`lotto-result${compact ? ' lotto-result--compact' : ''}${reveal ? ' lotto-result--reveal' : ''}`}
      data-testid="lottery-result"
    >
      {result.map((p, row) => (
        <div key={p.rank} className="lotto-result__row">
          <dt>{t(`lottery.rank.${p.rank}`)}</dt>
          <dd>
            {keyed(p.numbers).map(({ n, key }, i) => (
              <bdi
                key={key}
                className={`lotto-ball${p.rank === 'DB' || p.rank === 'P1' ? ' lotto-ball--top' : ''}`}
                style={reveal ? ({ '--i': order[row]![i] } as CSSProperties) : undefined}
              >
                {n}
              </bdi>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
};

/** Each ball's turn in a reveal (row by row, index by index): the lower prizes first, the best prize's balls last. */
export const revealOrder = (result: LotteryResult): number[][] => {
  let turn = 0;
  const turns = result.map((p) => p.numbers.map(() => 0));
  for (let row = result.length - 1; row >= 0; row--) for (let i = 0; i < turns[row]!.length; i++) turns[row]![i] = turn++;
  return turns;
};

/** A long hash or seed, wrapped and isolated (it is left-to-right in any language). */
export const Hex = ({ value, testId }: { value: string; testId?: string }) => (
  <bdi className="lotto-hex" dir="ltr" data-testid={testId}>
    {value}
  </bdi>
);
