import { describe, expect, it } from 'vitest';
import { CardHand } from './table/CardHand';
import { BigWin } from './celebrate/BigWin';
import { SlotMachine, type SlotOutcome } from './slot/SlotMachine';
import { SYMBOL_NAMES, SymbolSprite } from './art/symbols';
import { createText, gameUiText } from './text/text';
import { BetSpot, chipStack } from './table/Chips';
import { SoundToggle } from './shell/SoundToggle';
import { PlayButton } from './shell/GameShell';
import { renderUi } from './render.test-helpers';

const render = renderUi;

const symbols = ['wild', 'scatter', 'crown', 'diamond', 'bell', 'ace', 'king', 'queen', 'jack'];
const label = (s: number) => symbols[s] ?? '?';
const idle = [
  [5, 6, 7],
  [8, 5, 6],
  [7, 8, 5],
  [6, 7, 8],
  [5, 6, 7],
];
const filler = idle.map((r) => [...r, 2, 3, 4]);
const machine = (round: { phase: 'idle' | 'waiting' | 'revealing' | 'shown'; answer: SlotOutcome | null }) =>
  render(<SlotMachine symbols={symbols} symbolLabel={label} filler={filler} idleWindow={idle} round={round} />);

const answer = (payout: bigint): SlotOutcome => ({
  window: [
    [5, 5, 5],
    [5, 0, 5],
    [5, 5, 5],
    [6, 6, 6],
    [7, 7, 7],
  ],
  stake: 1000n,
  payout,
  wins: payout > 0n ? [{ kind: 'line', line: 1, path: [1, 1, 1, 1, 1], count: 3, symbol: 5, payout }] : [],
});

describe('slot machine', () => {
  it('before play: five reels of three symbols, each named', () => {
    const html = machine({ phase: 'idle', answer: null });
    expect(html.match(/data-testid="slot-reel"/g)).toHaveLength(5);
    expect(html.match(/data-symbol="[a-z]+" role="img" aria-label="[a-z]+"/g)).toHaveLength(15);
    expect(html).toContain('data-state="still"');
  });

  it('while the server is asked every reel spins and nothing of the outcome is on screen', () => {
    const html = machine({ phase: 'waiting', answer: null });
    expect(html.match(/data-state="spinning"/g)).toHaveLength(5);
    expect(html).not.toContain('data-testid="win-lines"');
    expect(html).toContain('the reels are spinning');
  });

  it('a win is drawn over the winning symbols with its amount', () => {
    const html = machine({ phase: 'shown', answer: answer(4000n) });
    expect(html).toContain('data-testid="win-line" data-line="1"');
    expect(html).toContain('40.00');
    expect(html).toContain('gu-winlines is-win');
    expect(html).toContain('data-kind="win"');
    expect(html.match(/gu-cell is-lit/g)).toHaveLength(3);
  });

  it('a return below the stake is shown plainly, never as a win', () => {
    const html = machine({ phase: 'shown', answer: answer(920n) });
    expect(html).toContain('data-kind="returned"');
    expect(html).toContain('Returned 9.20 of 10.00 staked');
    expect(html).toContain('gu-winlines is-plain');
    expect(html).not.toContain('You win');
  });
});

describe('art and table pieces', () => {
  it('draws every symbol once in the sprite, with the localised words', () => {
    const html = render(<SymbolSprite names={[...SYMBOL_NAMES, 'wild']} />, 'ur');
    expect(html.match(/<symbol /g)).toHaveLength(SYMBOL_NAMES.length);
    expect(html).toContain('وائلڈ');
  });

  it('a big win names its tier and the multiple', () => {
    const html = render(<BigWin tier={2} amount={31_000n} multiplier={31} onDone={() => undefined} />);
    expect(html).toContain('Huge win');
    expect(html).toContain('310.00');
    expect(html).toContain('×31');
    expect(html).toContain('data-tier="2"');
  });

  it('a hand shows only the cards dealt so far', () => {
    const html = render(
      <CardHand title="Player" cards={[0, 25, 12]} shown={2} total={2} cardLabel={(r, s) => `${r} of ${s}`} testId="hand" />,
    );
    expect(html).toContain('aria-label="A of spades"');
    expect(html).toContain('aria-label="K of hearts"');
    expect(html).not.toContain('K of spades');
    expect(html).toContain('Total 2');
  });

  it('stacks chips on a spot, largest first', () => {
    const values = [100n, 500n, 1000n];
    expect(chipStack(1700n, values)).toEqual([2, 1, 0, 0]);
    const html = render(
      <BetSpot label="Banker" pays="0.95:1" amount={600n} values={values} onAdd={() => undefined} disabled={false} testId="bet-banker" />,
    );
    expect(html).toContain('data-amount="600"');
    expect(html).toContain('Banker: 6.00');
  });

  it('sound starts off', () => {
    expect(render(<SoundToggle />)).toContain('aria-pressed="false"');
  });
});

describe('play button', () => {
  const button = (props: { disabled: boolean; busy?: boolean; hint?: string }, lang: 'en' | 'ur' = 'en') =>
    render(
      <PlayButton
        label="Place bet"
        busy={props.busy ?? false}
        canStop={false}
        disabled={props.disabled}
        hint={props.hint}
        onPlay={() => undefined}
        onStop={() => undefined}
      />,
      lang,
    );

  it('a disabled button says why, under it, and the button is described by that hint', () => {
    const html = button({ disabled: true, hint: 'Pick a selection first' });
    const hintId = html.match(/<span class="gu-play__hint" id="([^"]+)" data-testid="play-hint">Pick a selection first<\/span>/)?.[1];
    expect(hintId).toBeTruthy();
    expect(html).toContain(`aria-describedby="${hintId}"`);
    expect(html).toMatch(/<button[^>]* disabled=""/);
  });

  it('an enabled (or busy) button shows no hint and is described by nothing', () => {
    for (const html of [button({ disabled: false, hint: 'Pick a selection first' }), button({ disabled: true, busy: true, hint: 'x' })]) {
      expect(html).not.toContain('play-hint');
      expect(html).not.toContain('aria-describedby');
    }
  });

  it('icon and label sit side by side in one pill, the label on one line', () => {
    const html = button({ disabled: false });
    expect(html).toMatch(
      /<button[^>]*class="gu-play"[^>]*><span class="gu-play__icon"[^>]*>.*<\/span><span class="gu-play__label">Place bet<\/span><\/button>/,
    );
    expect(html).toContain('title="Place bet"');
  });

  it('both packs name every reason', () => {
    for (const lang of ['en', 'ur'] as const) {
      const t = createText(gameUiText[lang]);
      for (const k of ['pick', 'chips', 'balance', 'closed', 'inProgress', 'connecting', 'invalid', 'seed'])
        expect(t(`why.${k}`)).not.toMatch(/^why\./);
    }
  });
});
