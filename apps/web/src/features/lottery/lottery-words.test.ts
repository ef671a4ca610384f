import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import ur from '../../i18n/ur.json';

/** Issue 36 item 6: the lottery's counts go through i18next's plural rules, and a draw taking bets says so. */
const text = async (lng: 'en' | 'ur') => {
  const i = i18next.createInstance();
  await i.init({ lng, resources: { en: { translation: en }, ur: { translation: ur } }, interpolation: { escapeValue: false } });
  return i.t.bind(i);
};

describe('lottery words', () => {
  it.each(['en', 'ur'] as const)('%s: one ticket is one, several are several', async (lng) => {
    const t = await text(lng);
    const one = t('lottery.slip.placed', { count: 1 });
    const two = t('lottery.slip.placed', { count: 2 });
    expect(one).toContain('1');
    expect(one).not.toBe(two.replace('2', '1'));
    if (lng === 'en') expect([one, two]).toEqual(['1 ticket placed:', '2 tickets placed:']);
  });

  it.each(['en', 'ur'] as const)('%s: a scheduled draw whose countdown runs reads as taking bets, not "Scheduled"', async (lng) => {
    const t = await text(lng);
    expect(t('lottery.state.scheduled')).toBe(t('lottery.state.open'));
    if (lng === 'en') expect(t('lottery.state.scheduled')).toBe('Taking bets');
  });
});
