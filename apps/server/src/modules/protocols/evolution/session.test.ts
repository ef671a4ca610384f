import { describe, expect, it } from 'vitest';
import { playSid, readSid } from './session';

describe('Evolution play sids', () => {
  const KEY = 'auth-token-one';

  it('reads a play sid of its player, again from what it verified, and never for another player or key', () => {
    const sid = playSid(KEY, 'tok123', '77');
    expect(readSid(KEY, sid, '77')).toEqual({ kind: 'play', token: 'tok123' });
    // A second read is the same answer (from the sids already verified).
    expect(readSid(KEY, sid, '77')).toEqual({ kind: 'play', token: 'tok123' });
    expect(readSid(KEY, sid, '78')).toEqual({ kind: 'foreign' });
    expect(readSid('auth-token-two', sid, '77')).toEqual({ kind: 'foreign' });
  });

  it('refuses a forged tag every time, and reads a sid without a tag as the launch sid', () => {
    const sid = playSid(KEY, 'tok9', '5');
    const forged = `${sid.slice(0, -1)}${sid.endsWith('A') ? 'B' : 'A'}`;
    expect(readSid(KEY, forged, '5')).toEqual({ kind: 'foreign' });
    expect(readSid(KEY, forged, '5')).toEqual({ kind: 'foreign' });
    expect(readSid(KEY, '.tag', '5')).toEqual({ kind: 'foreign' });
    expect(readSid(KEY, 'tok9', '5')).toEqual({ kind: 'launch', token: 'tok9' });
  });
});
