import './BetReceipt.css';
import type { Leg } from '@wl/studio/api';
import { settleSlip } from '@wl/studio/slips';
import { useStudio } from './context';

export type Receipt = { id: string; legs: Leg[]; stake: number; placedAt: number };

const allWon = (legs: readonly Leg[]) => legs.map((l) => ({ odds: l.odds, result: 'WON' as const }));
/**
 * What a slip returns if every leg wins, in minor units, and its total odds to the hundredth: the studio's own
 * settlement arithmetic (exact, rounded down), so the receipt shows what the bet will pay.
 */
export const potentialReturn = (stake: number, legs: readonly Leg[]) => settleSlip(stake, allWon(legs));
export const slipOdds = (legs: readonly Leg[]) => settleSlip(100, allWon(legs)) / 100;

/**
 * The receipt of a placed bet, where the slip was: its reference, when, each selection with its price, the stake, the
 * total odds and what it returns if it wins. The bet is then in "My bets" as open.
 */
export const BetReceipt = ({ r, nameOf, onDone }: { r: Receipt; nameOf: (id: string) => string; onDone: () => void }) => {
  const { t, money, dates } = useStudio();
  return (
    <section className="studio-receipt" data-testid="bet-receipt" aria-live="polite">
      <h3>{t('book.receipt.title')}</h3>
      <dl>
        <dt>{t('book.receipt.ref')}</dt>
        <dd dir="ltr" data-testid="bet-receipt-ref">
          {r.id}
        </dd>
        <dt>{t('book.receipt.at')}</dt>
        <dd>{dates.dateTime(r.placedAt)}</dd>
      </dl>
      <ul>
        {r.legs.map((l) => (
          <li key={l.fixtureId}>
            <bdi>{nameOf(l.fixtureId)}</bdi>: {t(`book.markets.${l.market}`)} · {t(`book.picks.${l.pick}`)} @{' '}
            <bdi>{(l.odds / 100).toFixed(2)}</bdi>
          </li>
        ))}
      </ul>
      <dl>
        <dt>{t('stake')}</dt>
        <dd data-testid="bet-receipt-stake">{money(BigInt(r.stake))}</dd>
        <dt>{t('book.receipt.odds')}</dt>
        <dd>
          <bdi>{slipOdds(r.legs).toFixed(2)}</bdi>
        </dd>
        <dt>{t('book.receipt.potential')}</dt>
        <dd data-testid="bet-receipt-potential">{money(BigInt(potentialReturn(r.stake, r.legs)))}</dd>
      </dl>
      <button type="button" className="studio-receipt__done" onClick={onDone} data-testid="bet-receipt-done">
        {t('book.receipt.done')}
      </button>
    </section>
  );
};
