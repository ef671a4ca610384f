import { describe, expect, it } from 'vitest';
import { cardPacing, dicePacing, planReveal, revealedAt, SLOT_FLOOR_MS, slotPacing } from './reveal-plan';

// A small seeded generator: the random cases are the same on every run (the seed is printed on failure by the name).
const lcg = (seed: number) => () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

describe('slot pacing (RTS 14 floor)', () => {
  const cfg = slotPacing(5);

  it('stops the reels one by one after a quick answer and shows the result no sooner than 2.5 s', () => {
    const times = planReveal(cfg, { stakeAt: 1000, answerAt: 1080, quickAt: null, reduced: false });
    expect(times).toEqual([2400, 2800, 3200, 3600, 4000]);
    expect(times.at(-1)! - 1000).toBeGreaterThanOrEqual(SLOT_FLOOR_MS);
  });

  it('a quick-stop brings the reels forward but never the result under the floor', () => {
    const times = planReveal(cfg, { stakeAt: 0, answerAt: 100, quickAt: 150, reduced: false });
    expect(times.at(-1)).toBe(SLOT_FLOOR_MS);
    expect(times).toEqual([1400, 1800, 2200, 2390, 2500]);
  });

  it('a quick-stop after the floor stops what is left at once', () => {
    const times = planReveal(cfg, { stakeAt: 0, answerAt: 100, quickAt: 2900, reduced: false });
    expect(times.slice(0, 4)).toEqual([1400, 1800, 2200, 2600]);
    expect(times[4]).toBe(2900);
  });

  it('a slow server: nothing stops before the answer, the cascade starts from it', () => {
    const times = planReveal(cfg, { stakeAt: 0, answerAt: 4000, quickAt: 10, reduced: false });
    expect(Math.min(...times)).toBeGreaterThanOrEqual(4000);
    expect(times).toEqual([4000, 4110, 4220, 4330, 4440]);
  });

  it('reduced motion shows every reel at once, at the floor or the answer, whichever is later', () => {
    expect(planReveal(cfg, { stakeAt: 0, answerAt: 300, quickAt: null, reduced: true })).toEqual(Array(5).fill(2500));
    expect(planReveal(cfg, { stakeAt: 0, answerAt: 3100, quickAt: 0, reduced: true })).toEqual(Array(5).fill(3100));
  });

  it('holds for 20,000 random rounds: floor, answer first, order, quick never slower', () => {
    const rnd = lcg(20261125);
    for (let n = 0; n < 20_000; n++) {
      const stakeAt = rnd() * 1e6;
      const answerAt = stakeAt + (rnd() < 0.05 ? -50 : rnd() * 5000);
      const quickAt = rnd() < 0.5 ? null : stakeAt + rnd() * 6000;
      const reduced = rnd() < 0.2;
      const reels = 3 + Math.floor(rnd() * 4);
      const pacing = slotPacing(reels);
      const times = planReveal(pacing, { stakeAt, answerAt, quickAt, reduced });
      const problems: string[] = [];
      if (times.length !== reels) problems.push('length');
      if (times.at(-1)! - stakeAt < SLOT_FLOOR_MS) problems.push('floor');
      if (Math.min(...times) < Math.max(answerAt, stakeAt)) problems.push('before the answer');
      if (times.some((t, i) => i > 0 && t < times[i - 1]!)) problems.push('order');
      if (quickAt !== null && !reduced) {
        const natural = planReveal(pacing, { stakeAt, answerAt, quickAt: null, reduced });
        if (times.some((t, i) => t > natural[i]!)) problems.push('quick slower than natural');
      }
      if (problems.length)
        throw new Error(`case ${n}: ${problems.join(', ')} ${JSON.stringify({ stakeAt, answerAt, quickAt, reduced, times })}`);
    }
  });
});

describe('dice and cards', () => {
  it('dice land once, after the answer, with a short roll', () => {
    expect(planReveal(dicePacing, { stakeAt: 0, answerAt: 50, quickAt: null, reduced: false })).toEqual([900]);
    expect(planReveal(dicePacing, { stakeAt: 0, answerAt: 50, quickAt: 60, reduced: false })).toEqual([60]);
    expect(planReveal(dicePacing, { stakeAt: 0, answerAt: 50, quickAt: null, reduced: true })).toEqual([50]);
  });

  it('cards are dealt in order; a skip turns the rest at once', () => {
    const cfg = cardPacing(6);
    expect(planReveal(cfg, { stakeAt: 0, answerAt: 100, quickAt: null, reduced: false })).toEqual([350, 870, 1390, 1910, 2430, 2950]);
    expect(planReveal(cfg, { stakeAt: 0, answerAt: 100, quickAt: 1000, reduced: false })).toEqual([350, 870, 1000, 1000, 1000, 1000]);
  });

  it('counts the steps shown at a time', () => {
    expect(revealedAt([10, 20, 30], 5)).toBe(0);
    expect(revealedAt([10, 20, 30], 20)).toBe(2);
    expect(revealedAt([10, 20, 30], 99)).toBe(3);
  });
});
