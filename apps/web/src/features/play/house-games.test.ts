import { errorsEn, errorsUr } from '@wl/contracts';
import { GameUiProvider, createSoundEngine, createText, gameUiText } from '@wl/game-ui';
import { type BaccaratResult, createServerSeed, type HouseBet, PAYLINES, playRound, SCATTER, type SpinResult } from '@wl/house-games';
import { createInstance } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import ur from '../../i18n/ur.json';
import { checkRound, type FairCommitment } from '../../lib/fairness';
import { dealOrder } from './BaccaratGame';
import { GameRules } from './GameRules';
import type { HouseAnswer } from './house-session';
import { slotOutcome } from './SlotGame';

const answerOf = (bet: HouseBet, clientSeed: string): HouseAnswer => {
  const { serverSeed, serverSeedHash } = createServerSeed();
  const round = playRound(bet, { serverSeed, clientSeed, nonce: 0 });
  const commitment: FairCommitment = { game: bet.game, serverSeedHash, clientSeed, nonce: 0 };
  const value = {
    roundId: 1,
    stake: String(round.stake),
    payout: String(round.payout),
    balance: '0',
    outcome: round.outcome as unknown as Record<string, unknown>,
    fairness: round.fairness,
    nextServerSeedHash: serverSeedHash,
  };
  return { round, commitment, balance: '0', value };
};

describe('a spin as the machine draws it', () => {
  it('every line win follows its payline; scatters are the cells that show one; the amounts are the engine’s', () => {
    let lines = 0;
    let scatters = 0;
    for (let i = 0; i < 400 && (lines < 20 || scatters < 2); i++) {
      const a = answerOf({ game: 'slot', stake: 2500, lines: 25 }, `spin-${i}`);
      const spin = a.round.outcome as SpinResult;
      const o = slotOutcome(a);
      expect(o.window).toEqual(spin.window);
      expect(o.payout).toBe(BigInt(spin.payout));
      expect(o.wins.reduce((s, w) => s + w.payout, 0n)).toBe(BigInt(spin.payout));
      for (const w of o.wins) {
        if (w.kind === 'line') {
          lines++;
          expect(w.path).toEqual(PAYLINES[w.line - 1]);
          for (let reel = 1; reel < w.count; reel++) expect([w.symbol, 0]).toContain(spin.window[reel]![w.path[reel]!]);
        } else {
          scatters++;
          expect(w.cells).toHaveLength(w.count);
          for (const [reel, row] of w.cells) expect(spin.window[reel]![row]).toBe(SCATTER);
        }
      }
    }
    expect(lines).toBeGreaterThan(0);
  });

  it('deals baccarat in the order of the table: player, banker, player, banker, then the thirds', () => {
    expect(dealOrder({ player: [1, 2], banker: [3, 4] })).toEqual(['player', 'banker', 'player', 'banker']);
    expect(dealOrder({ player: [1, 2], banker: [3, 4, 5] })).toEqual(['player', 'banker', 'player', 'banker', 'banker']);
    const a = answerOf({ game: 'baccarat', bets: { player: 100 } }, 'deal');
    const r = a.round.outcome as BaccaratResult;
    expect(dealOrder(r)).toHaveLength(r.player.length + r.banker.length);
  });
});

async function renderRules(lng: 'en' | 'ur', game: 'slot' | 'dice' | 'baccarat') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: {
      en: { translation: { ...en, errors: errorsEn } },
      ur: { translation: { ...ur, errors: errorsUr } },
    },
    interpolation: { escapeValue: false },
  });
  const sound = createSoundEngine({ store: null, createContext: null });
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(GameUiProvider, { sound, text: createText(gameUiText[lng]) }, createElement(GameRules, { game })),
    ),
  );
}

describe('rules one tap away', () => {
  it('the slot paytable with its symbols, the pace rule and the exact RTP', async () => {
    const html = await renderRules('en', 'slot');
    expect(html).toContain('95.9606%');
    expect(html).toContain('#gu-sym-crown');
    expect(html).toContain('×1000');
    expect(html).toContain('at least 2.5 seconds');
    expect(await renderRules('ur', 'slot')).toContain('تاج');
  });

  it('baccarat lists every bet’s RTP', async () => {
    const html = await renderRules('en', 'baccarat');
    expect(html).toContain('98.9421%');
    expect(html).toContain('89.6386%');
  });
});

describe('verify in the browser', () => {
  it('accepts an honest round against the hash shown before it', () => {
    const a = answerOf({ game: 'slot', stake: 250, lines: 25 }, 'preview-seed');
    expect(checkRound(a.round, a.commitment).valid).toBe(true);
  });

  it('rejects a round whose seed was swapped after the hash was shown', () => {
    const a = answerOf({ game: 'slot', stake: 250, lines: 25 }, 'preview-seed');
    const other = answerOf({ game: 'slot', stake: 250, lines: 25 }, 'preview-seed');
    expect(checkRound(other.round, a.commitment)).toMatchObject({ valid: false, hashMatches: false });
  });

  it('rejects a rewritten result and a round played with other inputs', () => {
    const a = answerOf({ game: 'dice', stake: 100, target: 5000, direction: 'under' }, 'x');
    const forged = { ...a.round, outcome: { ...a.round.outcome, payout: a.round.outcome.payout + 100 } };
    expect(checkRound(forged, a.commitment)).toMatchObject({ valid: false, hashMatches: true, outcomeMatches: false });
    expect(checkRound(a.round, { ...a.commitment, nonce: 5 }).valid).toBe(false);
  });
});
