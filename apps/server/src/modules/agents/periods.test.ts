import { describe, expect, it } from 'vitest';
import { dayIn } from '../activity';
import { grainKey } from './periods';

/** The consumers' formatting answers are remembered per zone and UTC second: never a stale one. */
describe('remembered period keys', () => {
  it('the next millisecond across a boundary gets its own period, whatever zone was asked between', () => {
    const before = new Date('2026-03-01T18:59:59.999Z');
    const after = new Date('2026-03-01T19:00:00.000Z');
    // Karachi is UTC+5: 19:00 UTC is its midnight.
    expect(grainKey('R', before, 'Asia/Karachi')).toBe('2026-03-01T23:55');
    expect(grainKey('R', before, 'UTC')).toBe('2026-03-01T18:55');
    expect(grainKey('D', after, 'Asia/Karachi')).toBe('2026-03-02');
    expect(grainKey('H', after, 'Asia/Karachi')).toBe('2026-03-02T00');
    expect(grainKey('D', before, 'Asia/Karachi')).toBe('2026-03-01');
    expect(dayIn(before, 'Asia/Karachi')).toBe('2026-03-01');
    expect(dayIn(before, 'UTC')).toBe('2026-03-01');
    expect(dayIn(after, 'Asia/Karachi')).toBe('2026-03-02');
    // The same second again, after other zones: the same answer.
    expect(dayIn(new Date('2026-03-01T19:00:00.500Z'), 'Asia/Karachi')).toBe('2026-03-02');
    expect(grainKey('R', new Date('2026-03-01T19:00:00.500Z'), 'UTC')).toBe('2026-03-01T19:00');
  });
});
