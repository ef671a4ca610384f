import { describe, expect, it } from 'vitest';
import { createSoundEngine, SOUND_PREF_KEY } from './sound-engine';

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

/** Enough of an AudioContext to count what a cue schedules. */
const fakeAudio = () => {
  const made = { contexts: 0, nodes: 0, started: 0 };
  const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} });
  const node = () => {
    made.nodes++;
    const n = {
      type: '',
      buffer: null,
      frequency: param(),
      gain: param(),
      Q: param(),
      connect: () => n,
      start: () => void made.started++,
      stop() {},
    };
    return n;
  };
  const create = () => {
    made.contexts++;
    return {
      state: 'running',
      currentTime: 0,
      sampleRate: 8000,
      destination: {},
      createOscillator: node,
      createGain: node,
      createBiquadFilter: node,
      createBufferSource: node,
      createBuffer: (_c: number, length: number) => ({ getChannelData: () => new Float32Array(length) }),
      resume: async () => undefined,
      suspend: async () => undefined,
    } as unknown as AudioContext;
  };
  return { made, create };
};

describe('sound engine', () => {
  it('is off until turned on and makes no audio context while off', () => {
    const audio = fakeAudio();
    const engine = createSoundEngine({ store: memory(), createContext: audio.create });
    expect(engine.enabled()).toBe(false);
    engine.play('spin');
    engine.play('bigWin', 3);
    expect(audio.made.contexts).toBe(0);
  });

  it('remembers the choice, plays synthesised cues once on, and stops when muted', () => {
    const store = memory();
    const audio = fakeAudio();
    const engine = createSoundEngine({ store, createContext: audio.create });
    let changes = 0;
    engine.subscribe(() => changes++);
    engine.setEnabled(true);
    expect(store.data.get(SOUND_PREF_KEY)).toBe('on');
    expect(changes).toBe(1);
    const before = audio.made.started;
    engine.play('reelStop');
    engine.play('win');
    expect(audio.made.started).toBeGreaterThan(before);
    expect(audio.made.contexts).toBe(1);
    // a new page reads the remembered choice
    expect(createSoundEngine({ store, createContext: audio.create }).enabled()).toBe(true);
    engine.setEnabled(false);
    const muted = audio.made.started;
    engine.play('win');
    expect(audio.made.started).toBe(muted);
    expect(createSoundEngine({ store, createContext: audio.create }).enabled()).toBe(false);
  });

  it('scales the big-win cue with its tier', () => {
    const count = (level: number) => {
      const audio = fakeAudio();
      const engine = createSoundEngine({ store: memory({ [SOUND_PREF_KEY]: 'on' }), createContext: audio.create });
      engine.play('bigWin', level);
      return audio.made.started;
    };
    expect(count(3)).toBeGreaterThan(count(1));
  });
});
