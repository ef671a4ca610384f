import { afterEach, describe, expect, it, vi } from 'vitest';
import { type JobLease, periodOf, startScheduler } from './job-lease';

describe('scheduler periods', () => {
  afterEach(() => vi.useRealTimers());

  it('names the minute, or the start of a shorter slice', () => {
    const at = new Date('2026-11-25T05:01:37.250Z');
    expect(periodOf(at)).toBe('2026-11-25T05:01Z');
    expect(periodOf(at, 5_000)).toBe('2026-11-25T05:01:35.000Z');
  });

  it('asks for each lease once per period: a 5-second job 12 times a minute, a minute job once', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T05:00:00.000Z'));
    const asked: string[] = [];
    const lease = {
      owner: 'test',
      runOnce: async (job: string, period: string) => {
        asked.push(`${job}@${period}`);
        return { ran: true };
      },
      prune: async () => 0,
    } as unknown as JobLease;
    const stop = startScheduler(
      lease,
      [
        { name: 'minute', run: async () => null },
        { name: 'draws', run: async () => null, periodMs: 5_000 },
      ],
      { error: () => {} },
    );
    await vi.advanceTimersByTimeAsync(59_000);
    stop();
    const of = (job: string) => asked.filter((a) => a.startsWith(`${job}@`));
    expect(new Set(of('draws')).size).toBe(of('draws').length);
    expect(of('draws').length).toBe(12);
    expect(of('minute')).toEqual(['minute@2026-11-25T05:00Z']);
  });
});
