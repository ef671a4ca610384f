import { describe, expect, it } from 'vitest';
import { formatElapsed, loadSession, netOf, recordRound } from './session-stats';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('session stats', () => {
  it('counts stakes and returns from the server answers and survives a reload', () => {
    const store = memory();
    let s = loadSession(store, 'tok', 1_000);
    s = recordRound(store, 'tok', s, { stake: 1000n, payout: 920n });
    s = recordRound(store, 'tok', s, { stake: 1000n, payout: 4000n });
    expect(netOf(s)).toBe(2920n);
    const again = loadSession(store, 'tok', 50_000);
    expect(again).toEqual(s);
    expect(again.startedAt).toBe(1_000);
    expect(loadSession(store, 'other', 60_000)).toMatchObject({ rounds: 0, startedAt: 60_000 });
  });

  it('starts fresh on a damaged record', () => {
    const store = memory();
    store.setItem('gu.session.tok', '{"startedAt":1,"rounds":-3,"staked":"x","returned":"0"}');
    expect(loadSession(store, 'tok', 5)).toMatchObject({ rounds: 0, staked: '0', startedAt: 5 });
    expect(loadSession(null, 'tok', 5).rounds).toBe(0);
  });

  it('formats the time played', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(75_400)).toBe('01:15');
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
  });
});
