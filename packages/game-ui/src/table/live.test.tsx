import { describe, expect, it } from 'vitest';
import { renderUi } from '../render.test-helpers';
import { BaccaratTable } from './BaccaratTable';
import { BetWindow } from './BetWindow';
import { CockfightPit } from './CockfightPit';

const render = renderUi;
// Cards as the engines number them (rank = n % 13, ace 0); baccarat values: ace 1, 2..9, tens and pictures 0.
const total = (cards: readonly number[]) => cards.reduce((s, c) => s + (c % 13 >= 9 ? 0 : (c % 13) + 1), 0) % 10;
const coup = { player: [2, 4, 12], banker: [5, 1] }; // player 3 + 5 + K = 8; banker 6 + 2 = 8
const table = (shown: number, winner: 'player' | 'banker' | 'tie' | null, lang: 'en' | 'ur' = 'en') =>
  render(
    <BaccaratTable
      {...coup}
      shown={shown}
      totalOf={total}
      winner={winner}
      dealing={winner === null}
      window={<span />}
      detail="Round 7"
      cardLabel={(r, s) => `${r} ${s}`}
    />,
    lang,
  );
const cardsIn = (html: string, hand: string) => {
  const at = html.indexOf(`data-testid="${hand}"`);
  return (html.slice(at, html.indexOf('</section>', at)).match(/data-card="\d+"/g) ?? []).length;
};

describe('live baccarat table', () => {
  it('deals in the open: player, banker, player, each face up with its running total, and no winner yet', () => {
    const html = table(3, null);
    expect(cardsIn(html, 'hand-player')).toBe(2);
    expect(cardsIn(html, 'hand-banker')).toBe(1);
    expect(html).toContain('Total 8');
    expect(html).toContain('Total 6');
    expect(html).toContain('data-winner=""');
    expect(html).toContain('Dealing the cards…');
    expect(html).toContain('Dealer');
  });

  it('says the winner with both totals once every card is down, in Urdu too', () => {
    const html = table(5, 'tie');
    expect(cardsIn(html, 'hand-player')).toBe(3);
    expect(cardsIn(html, 'hand-banker')).toBe(2);
    expect(html).toContain('data-winner="tie"');
    expect(html).toContain('Player 8 · Banker 8');
    const ur = table(5, 'tie', 'ur');
    expect(ur).toContain('برابر');
    expect(ur).not.toMatch(/Player|Banker|Dealer/);
  });
});

describe('betting window', () => {
  const at = (now: number) => render(<BetWindow opensAt={0} closesAt={10_000} now={now} />);
  it('counts down whole seconds, turns to last bets, then says no more bets', () => {
    expect(at(1_500)).toContain('Place your bets · 9 s');
    expect(at(1_500)).toContain('--gu-now:0.850');
    expect(at(1_500)).toContain('animation-duration:8500ms');
    expect(at(8_200)).toContain('data-state="closing"');
    expect(at(8_200)).toContain('Last bets · 2 s');
    expect(at(10_000)).toContain('data-state="closed"');
    expect(at(10_000)).toContain('No more bets');
  });
});

describe('cockfight pit', () => {
  const pit = (phase: 'waiting' | 'fighting' | 'shown', winner: 'meron' | 'wala' | 'draw' | null) =>
    render(<CockfightPit phase={phase} winner={winner} window={<span />} detail="Round 7" />);
  it('shows both cocks; the fight says no winner until it is over', () => {
    const html = pit('fighting', null);
    expect(html).toContain('data-testid="fighter-meron"');
    expect(html).toContain('data-testid="fighter-wala"');
    expect(html.match(/class="gu-rooster"/g)).toHaveLength(2);
    expect(html).toContain('data-winner=""');
    expect(html).toContain('The fight is on…');
  });

  it('the winner stands lit, the loser lies down; a draw leaves both standing', () => {
    const won = pit('shown', 'wala');
    expect(won).toMatch(/is-wala is-won/);
    expect(won).toMatch(/is-meron is-lost/);
    expect(won).toContain('Wala wins');
    const draw = pit('shown', 'draw');
    expect(draw).not.toMatch(/is-(won|lost)/);
    expect(draw).toContain('data-winner="draw"');
  });
});
