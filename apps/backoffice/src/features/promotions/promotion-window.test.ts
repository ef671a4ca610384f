import { describe, expect, it } from 'vitest';
import { windowDayRange } from './promotion-window';

// 28 Nov 2026, 21:30 UTC: already 29 Nov in Karachi.
const NOW = Date.UTC(2026, 10, 28, 21, 30);

describe('the promotions list by the next and previous 7 and 30 days', () => {
  it("names the days a window covers in the merchant's calendar", () => {
    expect(windowDayRange('next7', NOW, 'Asia/Karachi', 'en')).toEqual({ from: 'Nov 29, 2026', to: 'Dec 5, 2026' });
    expect(windowDayRange('next30', NOW, 'Asia/Karachi', 'en')).toEqual({ from: 'Nov 29, 2026', to: 'Dec 28, 2026' });
    expect(windowDayRange('previous30', NOW, undefined, 'en')).toEqual({ from: 'Oct 30, 2026', to: 'Nov 28, 2026' });
    expect(windowDayRange('previous7', NOW, 'Asia/Karachi', 'ur').to).toContain('2026');
  });
});
