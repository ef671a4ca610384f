import { useEffect, useRef } from 'react';
import { useGameUi } from '../context';
import { bigWinMs, formatMultiplier, type WinTier } from '../round/outcome';
import '../styles/celebrate.css';

const TITLES = ['', 'bigWin.big', 'bigWin.huge', 'bigWin.mega'] as const;
/** The count-up shows a new figure at most this often. */
const COUNT_STEP_MS = 50;

/**
 * The big-win moment: a title by tier, the amount counting up and coins thrown, longer and fuller for a larger
 * multiple. It sits over the game and never holds it: a tap ends it, and the next stake does too. The balance has
 * already changed underneath (the result was shown first). Under reduced motion: the title and amount, still.
 */
export const BigWin = ({ tier, amount, multiplier, onDone }: { tier: WinTier; amount: bigint; multiplier: number; onDone: () => void }) => {
  const { text, money, reducedMotion, sound } = useGameUi();
  const figure = useRef<HTMLSpanElement>(null);
  const duration = bigWinMs(tier, multiplier);
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  const moneyRef = useRef(money);
  moneyRef.current = money;

  useEffect(() => {
    sound.play('bigWin', tier);
    const end = setTimeout(() => doneRef.current(), reducedMotion ? Math.min(duration, 2500) : duration);
    if (reducedMotion) return () => clearTimeout(end);
    // The count-up writes the text directly, on a timer: no React render, and no animation-frame loop (which would
    // tie every frame of the moment to the main thread; on a slow phone that drops frames). A new figure at most
    // every COUNT_STEP_MS, faster than the eye reads one anyway; the last one is exact.
    const countFor = Math.min(duration * 0.6, 2600);
    const start = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = () => {
      const p = Math.min(1, (performance.now() - start) / countFor);
      const eased = 1 - (1 - p) ** 3;
      if (figure.current) figure.current.textContent = moneyRef.current((amount * BigInt(Math.round(eased * 1000))) / 1000n);
      if (p < 1) timer = setTimeout(step, COUNT_STEP_MS);
    };
    timer = setTimeout(step, COUNT_STEP_MS);
    return () => {
      clearTimeout(end);
      clearTimeout(timer);
    };
  }, [amount, duration, reducedMotion, sound, tier]);

  const coins = reducedMotion ? 0 : 8 + tier * 8;
  return (
    <button
      type="button"
      className={`gu-bigwin gu-bigwin--t${tier}`}
      onClick={onDone}
      data-testid="big-win"
      data-tier={tier}
      aria-live="polite"
    >
      <span className="gu-bigwin__rays" aria-hidden="true" />
      {Array.from({ length: coins }, (_, i) => (
        <span
          // coins are decoration placed by their index
          // biome-ignore lint/suspicious/noArrayIndexKey: decoration
          key={i}
          className="gu-bigwin__coin"
          aria-hidden="true"
          style={{
            ['--x' as string]: `${((i * 37) % 100) - 50}vw`,
            ['--r' as string]: `${(i * 97) % 720}deg`,
            animationDelay: `${(i % 8) * 90}ms`,
            insetInlineStart: `${(i * 53) % 100}%`,
          }}
        />
      ))}
      <span className="gu-bigwin__title">{text(TITLES[tier])}</span>
      {/* the count-up starts from nothing (with motion) and is decoration; the amount is read once, whole */}
      <span className="gu-bigwin__amount" ref={figure} aria-hidden="true">
        {money(reducedMotion ? amount : 0n)}
      </span>
      <span className="visually-hidden">{money(amount)}</span>
      <span className="gu-bigwin__times">{text('result.times', { value: formatMultiplier(multiplier) })}</span>
      <span className="visually-hidden">{text('bigWin.dismiss')}</span>
    </button>
  );
};
