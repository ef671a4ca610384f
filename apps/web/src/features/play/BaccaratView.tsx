import { formatMinor } from '@wl/contracts';
import { BACCARAT_BETS, type BaccaratResult, cardRank } from '@wl/house-games';
import { useTranslation } from 'react-i18next';

const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
const SUIT_GLYPHS = ['\u2660', '\u2665', '\u2666', '\u2663'];
const FACES: Record<number, string> = { 0: 'ace', 10: 'jack', 11: 'queen', 12: 'king' };

const Card = ({ card }: { card: number }) => {
  const { t } = useTranslation();
  const rank = cardRank(card);
  const suit = Math.floor(card / 13);
  const face = FACES[rank];
  const label = face ? t(`houseGames.cards.${face}`) : String(rank + 1);
  return (
    <span
      className={`hg-card hg-card--${SUITS[suit]}`}
      role="img"
      aria-label={t('houseGames.cards.label', { rank: label, suit: t(`houseGames.cards.${SUITS[suit]}`) })}
    >
      <span>{label}</span>
      <span aria-hidden="true">{SUIT_GLYPHS[suit]}</span>
    </span>
  );
};

/** A hand holds at most three cards, dealt in order: the position identifies a card. */
const CARD_KEYS = ['first', 'second', 'third'];

const Hand = ({ side, cards, total, won }: { side: 'player' | 'banker'; cards: number[]; total: number; won: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className={`hg-hand${won ? ' is-win' : ''}`} data-testid={`house-baccarat-${side}`}>
      <h3 className="hg-hand__title">
        {t(`houseGames.baccarat.${side}`)} <span className="hg-hand__total">{total}</span>
      </h3>
      <div className="hg-hand__cards">
        {CARD_KEYS.slice(0, cards.length).map((position, i) => (
          <Card key={position} card={cards[i]!} />
        ))}
      </div>
    </div>
  );
};

export const BaccaratView = ({ result }: { result: BaccaratResult }) => {
  const { t } = useTranslation();
  return (
    <div className="hg-baccarat" data-testid="house-baccarat">
      <div className="hg-baccarat__hands">
        <Hand side="player" cards={result.player} total={result.playerTotal} won={result.winner === 'player'} />
        <Hand side="banker" cards={result.banker} total={result.bankerTotal} won={result.winner === 'banker'} />
      </div>
      <p className="hg-baccarat__winner" data-testid="house-baccarat-winner">
        {t(`houseGames.baccarat.wins.${result.winner}`)}
      </p>
      <table className="hg-bets">
        <thead>
          <tr>
            <th scope="col">{t('houseGames.baccarat.bet')}</th>
            <th scope="col">{t('houseGames.stake')}</th>
            <th scope="col">{t('houseGames.payout')}</th>
          </tr>
        </thead>
        <tbody>
          {BACCARAT_BETS.filter((kind) => result.bets[kind]).map((kind) => (
            <tr key={kind}>
              <th scope="row">{t(`houseGames.baccarat.${kind}`)}</th>
              <td>{formatMinor(result.bets[kind] ?? 0)}</td>
              <td>{formatMinor(result.returns[kind] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
