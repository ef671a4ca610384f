import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameUiProvider } from '../context';
import { PlayButton } from '../shell/GameShell';
import { createSoundEngine } from '../sound/sound-engine';
import { createText, gameUiText } from '../text/text';
import { type RoundCategory, RoundResult } from './RoundResult';

const silent = createSoundEngine({ store: null, createContext: null });
const render = (node: React.ReactNode, lang: 'en' | 'ur') =>
  renderToStaticMarkup(
    <GameUiProvider text={createText(gameUiText[lang])} sound={silent} reducedMotion={false}>
      {node}
    </GameUiProvider>,
  );
const CATEGORIES: RoundCategory[] = ['slot', 'cards', 'dice', 'wheel', 'scratch', 'draw', 'fish', 'fight'];
const headline = (category: RoundCategory, phase: 'waiting' | 'revealing', lang: 'en' | 'ur') =>
  /gu-result__headline">([^<]*)</.exec(render(<RoundResult phase={phase} category={category} result={null} />, lang))![1]!;
const stop = (category: RoundCategory, lang: 'en' | 'ur') =>
  /gu-play__label">([^<]*)</.exec(
    render(<PlayButton label="Go" category={category} busy canStop disabled={false} onPlay={() => {}} onStop={() => {}} />, lang),
  )![1]!;

describe('status words per category (issue 36 item 3)', () => {
  it.each(['en', 'ur'] as const)('%s: a card round is dealt, never spun, and its hurry button shows the cards', (lang) => {
    const reels = lang === 'en' ? /spin|reel/i : /ریل|گھوم/;
    for (const phase of ['waiting', 'revealing'] as const) expect(headline('cards', phase, lang)).not.toMatch(reels);
    expect(headline('cards', 'revealing', lang)).toBe(lang === 'en' ? 'Dealing the cards…' : 'پتے بانٹے جا رہے ہیں…');
    expect(stop('cards', lang)).not.toMatch(lang === 'en' ? /skip|stop/i : /آگے بڑھیں|روکیں/);
  });

  it.each(['en', 'ur'] as const)('%s: every category has words of its own, none the same as another', (lang) => {
    for (const phase of ['waiting', 'revealing'] as const) {
      const words = CATEGORIES.map((c) => headline(c, phase, lang));
      expect(words.every((w) => w.length > 0 && !w.startsWith('status.'))).toBe(true);
      expect(new Set(words).size).toBe(CATEGORIES.length);
    }
    const stops = CATEGORIES.filter((c) => c !== 'slot').map((c) => stop(c, lang));
    expect(stops).not.toContain(stop('slot', lang));
  });

  it('the fish net closes in Urdu; the reels are for the slot alone', () => {
    expect(headline('fish', 'revealing', 'ur')).not.toMatch(/ریل/);
    expect(headline('slot', 'waiting', 'ur')).toMatch(/ریل/);
  });
});
