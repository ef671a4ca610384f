import type { ReactNode } from 'react';
import { ChipTrayArt, ShoeArt } from '../art/table-props';
import { useGameUi } from '../context';
import { baccaratShown } from '../round/live-show';
import { CardHand } from './CardHand';
import { LiveResult } from './LiveResult';
import '../styles/live.css';

export type BaccaratWinner = 'player' | 'banker' | 'tie';

type Props = {
  /** The coup's hands (from the round's result), empty before the first deal seen. */
  player: readonly number[];
  banker: readonly number[];
  /** Cards of the coup on the table, in the order dealt (player, banker, player, banker, thirds). */
  shown: number;
  /** A hand's baccarat total, as the host's rules count it. */
  totalOf: (cards: readonly number[]) => number;
  /** The winner, once every card is on the table; null while dealing or before a deal. */
  winner: BaccaratWinner | null;
  /** Cards are being dealt now (a result has come and is not all on the table). */
  dealing: boolean;
  /** The betting window (a BetWindow), drawn at the dealer's edge of the table. */
  window: ReactNode;
  /** A line under the result (the round it was). */
  detail?: ReactNode;
  /** The next round's betting is open: the last coup stays on the table, dimmed, with its result. */
  past?: boolean;
  cardLabel: (rank: string, suit: string) => string;
};

/**
 * A live baccarat table: the felt with the dealer's edge (shoe, chip tray, the betting window), the Player and Banker
 * boxes the cards are dealt into face up, one at a time in the game's order, each box with its running total, and the
 * result right under the hands, on the felt, where the player is already looking. The winner is said only once the
 * last card is down.
 */
export const BaccaratTable = ({ player, banker, shown, totalOf, winner, dealing, window, detail, past = false, cardLabel }: Props) => {
  const { text } = useGameUi();
  const on = baccaratShown(player.length, banker.length, shown);
  const p = player.slice(0, on.player);
  const b = banker.slice(0, on.banker);
  return (
    <section
      className={`gu-felt gu-bacc${past ? ' is-past' : ''}`}
      data-testid="baccarat-table"
      data-dealt={shown}
      aria-label={text('live.baccaratTable')}
    >
      <div className="gu-bacc__dealer">
        <span className="gu-bacc__tray">
          <ChipTrayArt />
          <span className="gu-bacc__dealer-name">{text('live.dealer')}</span>
        </span>
        <span className="gu-bacc__shoe" title={text('cards.shoe')}>
          <ShoeArt />
        </span>
      </div>
      {window}
      <div className="gu-bacc__boxes">
        {(['player', 'banker'] as const).map((side) => {
          const cards = side === 'player' ? p : b;
          return (
            <div key={side} className={`gu-bacc__box gu-bacc__box--${side}${winner === side ? ' is-won' : ''}`}>
              <CardHand
                title={text(`cards.${side}`)}
                cards={cards}
                shown={cards.length}
                total={cards.length ? totalOf(cards) : null}
                won={winner === side}
                from="end"
                cardLabel={cardLabel}
                testId={`hand-${side}`}
              />
            </div>
          );
        })}
      </div>
      <LiveResult
        winner={winner}
        said={`${player.join()}|${banker.join()}`}
        head={
          winner === null
            ? dealing
              ? text('live.dealing')
              : ''
            : winner === 'tie'
              ? text('live.tie')
              : text('live.wins', { side: text(`cards.${winner}`) })
        }
        detail={
          <>
            <bdi>{text('live.score', { player: totalOf(player), banker: totalOf(banker) })}</bdi>
            {detail ? <> · {detail}</> : null}
          </>
        }
      />
    </section>
  );
};
