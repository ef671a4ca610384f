import { describe, expect, it } from 'vitest';
import { nameKey, nameScore } from './name-match';

const MATCH = 0.9;
describe('screening name match', () => {
  it('matches spellings and scripts of the same name', () => {
    expect(nameScore('Muhammad Yousuf Qureshi', 'Mohammed Yusuf Kureshi')).toBeGreaterThanOrEqual(MATCH);
    expect(nameScore('Mohd. Yousaf Qureshi', 'Muhammad Yusuf Qureshi')).toBeGreaterThanOrEqual(MATCH);
    expect(nameScore('QURESHI, Muhammad Yousuf', 'Muhammad Yousuf Qureshi')).toBeGreaterThanOrEqual(MATCH);
    expect(nameScore('محمد یوسف قریشی', 'Muhammad Yousuf Qureshi')).toBeGreaterThanOrEqual(MATCH);
    expect(nameScore('Ayesha Khan', 'Aisha Khaan')).toBeGreaterThanOrEqual(MATCH);
  });
  it('does not match different people', () => {
    expect(nameScore('Ayesha Khan', 'Muhammad Yousuf Qureshi')).toBeLessThan(MATCH);
    expect(nameScore('Imran Ahmed', 'Irfan Ahmed')).toBeLessThan(MATCH);
    expect(nameScore('Sara Malik', 'Zara Ali')).toBeLessThan(MATCH);
    expect(nameScore('', 'Zara Ali')).toBe(0);
  });
  it('folds to keys', () => {
    expect(nameKey('Muhammad')).toEqual(nameKey('Mohammed'));
    expect(nameKey('Yousuf')).toEqual(nameKey('Yusuf'));
  });
});
