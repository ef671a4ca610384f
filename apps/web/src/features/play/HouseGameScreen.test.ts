import { errorsEn, errorsUr, formatMinor } from '@wl/contracts';
import { createServerSeed, type HouseBet, type HouseRound, playRound } from '@wl/house-games';
import { createInstance } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import ur from '../../i18n/ur.json';
import { checkRound, type FairCommitment } from '../../lib/fairness';
import { HouseGameScreen } from './HouseGameScreen';

// Preview state only: an engine result rendered without any server or balance, as the screen's props allow.
async function render(lng: 'en' | 'ur', commitment: FairCommitment, round: HouseRound | null) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { en: { translation: { ...en, errors: errorsEn } }, ur: { translation: { ...ur, errors: errorsUr } } },
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(HouseGameScreen, { commitment, round, preview: true })),
  );
}

const bets: HouseBet[] = [
  { game: 'slot', stake: 250, lines: 25 },
  { game: 'dice', stake: 100, target: 5000, direction: 'under' },
  { game: 'baccarat', bets: { player: 100, banker: 100 } },
];

function playPreview(bet: HouseBet) {
  const { serverSeed, serverSeedHash } = createServerSeed();
  const commitment: FairCommitment = { game: bet.game, serverSeedHash, clientSeed: 'preview-seed', nonce: 4 };
  const round = playRound(bet, { serverSeed, clientSeed: 'preview-seed', nonce: 4 });
  return { commitment, round, serverSeed };
}

describe('house game screens', () => {
  it.each(bets)('$game: shows the seed hash before the round and keeps the seed hidden', async (bet) => {
    const { commitment, serverSeed } = playPreview(bet);
    const html = await render('en', commitment, null);
    expect(html).toContain(commitment.serverSeedHash);
    expect(html).not.toContain(serverSeed);
    expect(html).toContain('Place a bet to play a round.');
    expect(html).toContain('Preview — not a real round');
    expect(html).not.toContain('>Verify<');
  });

  it.each(bets)('$game: after the round reveals the seed, the result and a verify action', async (bet) => {
    const { commitment, round, serverSeed } = playPreview(bet);
    const html = await render('en', commitment, round);
    expect(html).toContain(serverSeed);
    expect(html).toContain('>Verify<');
    expect(html).toContain(`data-testid="house-payout">${formatMinor(round.payout)}<`);
    if (bet.game === 'slot') expect(html.match(/hg-slot__cell/g)).toHaveLength(15);
    if (bet.game === 'slot') expect(html).toContain('95.9606%');
    if (bet.game === 'baccarat') expect(html).toContain('98.9421%');
    if (bet.game === 'dice') expect(html).toContain('Roll under 50.00');
    if (bet.game === 'baccarat') expect(html).toMatch(/Player wins|Banker wins|Tie/);
  });

  it('renders in Urdu', async () => {
    const { commitment, round } = playPreview(bets[2]!);
    const html = await render('ur', commitment, round);
    expect(html).toContain('قابلِ تصدیق منصفانہ کھیل');
    expect(html).toContain('بکارا');
    expect(html).toContain('تصدیق کریں');
  });
});

describe('verify in the browser', () => {
  it('accepts an honest round against the hash shown before it', () => {
    const { commitment, round } = playPreview(bets[0]!);
    expect(checkRound(round, commitment).valid).toBe(true);
  });

  it('rejects a round whose seed was swapped after the hash was shown', () => {
    const { commitment } = playPreview(bets[0]!);
    const other = playPreview(bets[0]!);
    // the record's own hash matches its seed, but not the hash the player saw before the round
    const result = checkRound(other.round, commitment);
    expect(result).toMatchObject({ valid: false, hashMatches: false });
  });

  it('rejects a rewritten result and a round played with other inputs', () => {
    const { commitment, round } = playPreview(bets[1]!);
    const forged = { ...round, outcome: { ...round.outcome, payout: round.outcome.payout + 100 } };
    expect(checkRound(forged, commitment)).toMatchObject({ valid: false, hashMatches: true, outcomeMatches: false });
    expect(checkRound(round, { ...commitment, nonce: 5 }).valid).toBe(false);
  });
});
