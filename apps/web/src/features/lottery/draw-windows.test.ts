import { describe, expect, it } from 'vitest';
import { drawWindowsOf, formatDay, windowDaysAt } from './draw-windows';

// 28 Nov 2026, 20:00 UTC: already 29 Nov in Karachi (UTC+5), still 28 Nov in UTC.
const NOW = Date.UTC(2026, 10, 28, 20, 0);

describe("a lottery game's draws by the next and previous 7 and 30 days (spec section 9)", () => {
  it('a game on a daily or weekly schedule offers the next days too; a fast game only the previous ones', () => {
    expect(drawWindowsOf({ intervalMinutes: null })).toEqual(['previous30', 'previous7', 'next7', 'next30']);
    expect(drawWindowsOf({ intervalMinutes: 1 })).toEqual(['previous30', 'previous7']);
  });

  it("counts the days in the merchant's zone, today included at both ends", () => {
    expect(windowDaysAt('next7', NOW, 'Asia/Karachi')).toEqual({ from: '2026-11-29', to: '2026-12-05' });
    expect(windowDaysAt('next30', NOW, 'Asia/Karachi')).toEqual({ from: '2026-11-29', to: '2026-12-28' });
    expect(windowDaysAt('previous7', NOW, 'Asia/Karachi')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(windowDaysAt('previous30', NOW, 'UTC')).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(windowDaysAt('next7', NOW, 'Not/AZone')).toEqual({ from: '2026-11-28', to: '2026-12-04' });
  });

  it('writes a day as that day in either language', () => {
    expect(formatDay('2026-12-05', 'en')).toBe('Dec 5, 2026');
    expect(formatDay('2026-12-05', 'ur')).toContain('2026');
  });
});
