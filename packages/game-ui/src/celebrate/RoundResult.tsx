import { useGameUi } from '../context';
import { classifyReturn, formatMultiplier } from '../round/outcome';
import type { RoundPhase } from '../round/use-round';
import '../styles/celebrate.css';

/**
 * What kind of round is in play, for its status words: each category says what is happening in its own terms (the
 * reels spin, the cards are dealt, the net closes) and none borrows another's.
 */
export type RoundCategory = 'slot' | 'cards' | 'dice' | 'wheel' | 'scratch' | 'draw' | 'fish' | 'fight';

type Props = {
  phase: RoundPhase;
  category: RoundCategory;
  /** The shown round's stake and payout (server figures), or null before the first. */
  result: { stake: bigint; payout: bigint } | null;
  /** The detail under the headline (the line in focus, the winning hand …). */
  detail?: string | null;
};

/**
 * The line under the game that says what happened. Only a return above the stake reads as a win; a partial return
 * says how much of the stake came back, plainly (RTS 14). Its height never changes, so nothing jumps.
 */
export const RoundResult = ({ phase, category, result, detail }: Props) => {
  const { text, money } = useGameUi();
  let tone = 'idle';
  let headline = text('goodLuck');
  if (phase === 'waiting' || phase === 'revealing') {
    tone = 'busy';
    headline = text(`status.${category}.${phase}`);
  } else if (phase === 'shown' && result) {
    const r = classifyReturn(result.stake, result.payout);
    tone = r.kind;
    headline =
      r.kind === 'win'
        ? `${text('result.winAmount', { amount: money(result.payout) })} · ${text('result.times', { value: formatMultiplier(r.multiplier) })}`
        : r.kind === 'returned'
          ? text('result.returned', { amount: money(result.payout), stake: money(result.stake) })
          : r.kind === 'push'
            ? text('result.push', { amount: money(result.payout) })
            : text('result.noWin');
  }
  return (
    <div
      className={`gu-result gu-result--${tone}`}
      data-testid="round-result"
      data-kind={tone}
      data-category={category}
      role="status"
      aria-live="polite"
    >
      <span className="gu-result__headline">{headline}</span>
      <span className="gu-result__detail">{phase === 'shown' && detail ? detail : '\u00a0'}</span>
    </div>
  );
};
