import { CardBack, CardFace, cardOf, RANK_GLYPHS } from '../art/cards';
import { useGameUi } from '../context';
import '../styles/table.css';

/** Card positions of a hand: a hand holds few cards, dealt in order, so a position is a card's identity. */
const POSITIONS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8'];

type Props = {
  title: string;
  /** Every card of the hand (from the answer); only the first `shown` are on the table. */
  cards: readonly number[];
  shown: number;
  /** The hand's total as the game counts it (the host's rule), for the cards shown; null hides it. */
  total: number | null;
  /** Highlight: this hand won the round (shown only once the result is). */
  won?: boolean;
  /** Where the cards come from, as a share of the hand's width (the shoe's side). */
  from?: 'start' | 'end';
  cardLabel: (rank: string, suit: string) => string;
  testId?: string;
  /** Empty places to keep the layout still before the cards come. */
  places?: number;
};

/**
 * A hand of cards dealt from the shoe and turned face up. Each card slides in and flips (transform only); under
 * reduced motion it is simply there.
 */
export const CardHand = ({ title, cards, shown, total, won = false, from = 'end', cardLabel, testId, places = 3 }: Props) => {
  const { text, reducedMotion } = useGameUi();
  const visible = cards.slice(0, shown);
  return (
    <section className={`gu-hand${won ? ' is-won' : ''} gu-hand--from-${from}`} data-testid={testId} aria-label={title}>
      <header className="gu-hand__head">
        <h3 className="gu-hand__title">{title}</h3>
        <span className={`gu-hand__total${total === null ? ' is-empty' : ''}`} data-testid={testId ? `${testId}-total` : undefined}>
          {total === null ? '\u00a0' : text('cards.total', { value: total })}
        </span>
      </header>
      <div className="gu-hand__cards">
        {POSITIONS.slice(0, Math.max(places, visible.length)).map((position, i) => {
          const card = visible[i];
          if (card === undefined) return <span key={position} className="gu-card gu-card--place" aria-hidden="true" />;
          const { rank, suit } = cardOf(card);
          return (
            <span
              key={position}
              className={`gu-card${reducedMotion ? '' : ' gu-card--dealt'}`}
              role="img"
              aria-label={cardLabel(RANK_GLYPHS[rank]!, suit)}
              data-card={card}
            >
              <span className="gu-card__inner">
                <span className="gu-card__face">
                  <CardFace card={card} />
                </span>
                <span className="gu-card__back">
                  <CardBack />
                </span>
              </span>
            </span>
          );
        })}
      </div>
    </section>
  );
};
