import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import ur from '../i18n/ur.json';
import { compactAmount } from './compact-amount';

describe("the Zalo reward 'up to 131K' (spec section 9)", () => {
  it('writes the reward in the language’s compact notation, whole units of the currency', () => {
    expect(compactAmount('13100000', 2, 'en')).toBe('131K');
    expect(compactAmount('131000', 0, 'en')).toBe('131K');
    expect(compactAmount('13100000', 2, 'ur')).toMatch(/لاکھ/);
  });

  it('reads "Reward up to 131K" in English and has its Urdu text', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: en }, ur: { translation: ur } }, interpolation: { escapeValue: false } });
    expect(i18n.t('footer.zaloReward', { amount: compactAmount('13100000', 2, 'en') })).toBe('Reward up to 131K');
    const urText = i18n.getFixedT('ur')('footer.zaloReward', { amount: compactAmount('13100000', 2, 'ur') });
    expect(urText).toMatch(/لاکھ تک انعام$/);
  });
});
