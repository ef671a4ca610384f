import { describe, expect, it } from 'vitest';
import { baccaratDealOrder, baccaratShown, LIVE_CARD_PACE, LIVE_FIGHT_PACE, liveShowAt } from './live-show';

describe('a live round shown in the open', () => {
  it('deals one card a gap after the lead, and says the winner only a gap after the last card', () => {
    const o = { startedAt: 1000, steps: 5, pace: LIVE_CARD_PACE, reduced: false };
    expect(liveShowAt(o, 1000)).toEqual({ shown: 0, done: false, nextAt: 1250 });
    expect(liveShowAt(o, 1250).shown).toBe(1);
    expect(liveShowAt(o, 1250 + 550).shown).toBe(2);
    expect(liveShowAt(o, 1250 + 4 * 550)).toEqual({ shown: 5, done: false, nextAt: 1250 + 5 * 550 });
    expect(liveShowAt(o, 1250 + 5 * 550)).toEqual({ shown: 5, done: true, nextAt: null });
  });

  it('never shows fewer cards later, and every card is shown before it is done', () => {
    const o = { startedAt: 0, steps: 6, pace: LIVE_CARD_PACE, reduced: false };
    let last = 0;
    for (let t = 0; t < 5000; t += 37) {
      const s = liveShowAt(o, t);
      expect(s.shown).toBeGreaterThanOrEqual(last);
      if (s.done) expect(s.shown).toBe(6);
      last = s.shown;
    }
  });

  it('under reduced motion the whole result is there at once', () => {
    expect(liveShowAt({ startedAt: 0, steps: 4, pace: LIVE_CARD_PACE, reduced: true }, 0)).toEqual({ shown: 4, done: true, nextAt: null });
  });

  it('a fight is one step that lasts its whole time', () => {
    const o = { startedAt: 0, steps: 1, pace: LIVE_FIGHT_PACE, reduced: false };
    expect(liveShowAt(o, 2399).done).toBe(false);
    expect(liveShowAt(o, 2400).done).toBe(true);
  });

  it('deals a coup player, banker, player, banker, then the third cards', () => {
    expect(baccaratDealOrder(2, 2)).toEqual(['player', 'banker', 'player', 'banker']);
    expect(baccaratDealOrder(3, 3)).toEqual(['player', 'banker', 'player', 'banker', 'player', 'banker']);
    expect(baccaratDealOrder(2, 3)).toEqual(['player', 'banker', 'player', 'banker', 'banker']);
    expect(baccaratShown(3, 3, 3)).toEqual({ player: 2, banker: 1 });
    expect(baccaratShown(2, 3, 5)).toEqual({ player: 2, banker: 3 });
  });
});
