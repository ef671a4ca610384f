/**
 * The games' sounds, synthesised with WebAudio (nothing is downloaded). Sound is off until the player turns it on;
 * the choice is remembered in localStorage for every game of the site. No AudioContext exists before the player turns
 * sound on, so a muted page never touches the audio device.
 */
export type Cue = 'spin' | 'reelStop' | 'win' | 'bigWin' | 'deal' | 'flip' | 'dice' | 'land' | 'chip' | 'click';

export const SOUND_PREF_KEY = 'gu.sound';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export interface SoundEngine {
  enabled: () => boolean;
  setEnabled: (on: boolean) => void;
  /** Plays a cue when sound is on; `level` scales celebratory cues (the big-win tier). */
  play: (cue: Cue, level?: number) => void;
  subscribe: (listener: () => void) => () => void;
}

export interface SoundDeps {
  store: Store | null;
  /** Makes the AudioContext; only called once sound is on and a cue plays. */
  createContext: (() => AudioContext) | null;
}

export function createSoundEngine(deps: SoundDeps): SoundEngine {
  let on = readPref(deps.store);
  let ctx: AudioContext | null = null;
  let noise: AudioBuffer | null = null;
  const listeners = new Set<() => void>();

  const context = (): AudioContext | null => {
    if (!on || !deps.createContext) return null;
    if (!ctx) {
      try {
        ctx = deps.createContext();
      } catch {
        return null;
      }
    }
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    return ctx;
  };

  const noiseBuffer = (c: AudioContext) => {
    if (noise) return noise;
    noise = c.createBuffer(1, Math.floor(c.sampleRate * 0.6), c.sampleRate);
    const data = noise.getChannelData(0);
    // a fixed pseudo-random sequence: the same texture every time
    let x = 0x9e3779b9;
    for (let i = 0; i < data.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      data[i] = ((x >>> 0) / 2 ** 32) * 2 - 1;
    }
    return noise;
  };

  /** One enveloped oscillator note. */
  const tone = (
    c: AudioContext,
    at: number,
    freq: number,
    dur: number,
    opts: { type?: OscillatorType; gain?: number; slideTo?: number } = {},
  ) => {
    const osc = c.createOscillator();
    const g = c.createGain();
    osc.type = opts.type ?? 'triangle';
    osc.frequency.setValueAtTime(freq, at);
    if (opts.slideTo) osc.frequency.exponentialRampToValueAtTime(opts.slideTo, at + dur);
    const peak = opts.gain ?? 0.18;
    g.gain.setValueAtTime(0.0001, at);
    g.gain.exponentialRampToValueAtTime(peak, at + 0.012);
    g.gain.exponentialRampToValueAtTime(0.0001, at + dur);
    osc.connect(g).connect(c.destination);
    osc.start(at);
    osc.stop(at + dur + 0.02);
  };

  /** A burst of filtered noise (shuffles, whooshes, dice on felt). */
  const hiss = (c: AudioContext, at: number, dur: number, opts: { freq: number; q?: number; gain?: number; sweepTo?: number }) => {
    const src = c.createBufferSource();
    src.buffer = noiseBuffer(c);
    const filter = c.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.setValueAtTime(opts.freq, at);
    if (opts.sweepTo) filter.frequency.exponentialRampToValueAtTime(opts.sweepTo, at + dur);
    filter.Q.value = opts.q ?? 1.2;
    const g = c.createGain();
    g.gain.setValueAtTime(0.0001, at);
    g.gain.exponentialRampToValueAtTime(opts.gain ?? 0.25, at + 0.01);
    g.gain.exponentialRampToValueAtTime(0.0001, at + dur);
    src.connect(filter).connect(g).connect(c.destination);
    src.start(at);
    src.stop(at + dur + 0.02);
  };

  const cues: Record<Cue, (c: AudioContext, t: number, level: number) => void> = {
    spin: (c, t) => hiss(c, t, 0.45, { freq: 600, sweepTo: 2400, gain: 0.12 }),
    reelStop: (c, t) => {
      tone(c, t, 150, 0.14, { type: 'sine', slideTo: 60, gain: 0.3 });
      hiss(c, t, 0.05, { freq: 3000, gain: 0.08 });
    },
    win: (c, t) => {
      [523.25, 659.25, 783.99].forEach((f, i) => {
        tone(c, t + i * 0.09, f, 0.25, { gain: 0.14 });
      });
    },
    bigWin: (c, t, level) => {
      const notes = [523.25, 659.25, 783.99, 1046.5, 1318.5, 1568];
      const n = Math.min(notes.length, 3 + level);
      for (let r = 0; r < 1 + level; r++) {
        notes.slice(0, n).forEach((f, i) => {
          tone(c, t + r * 0.5 + i * 0.08, f, 0.3, { gain: 0.12 });
        });
      }
      hiss(c, t, 0.8 + level * 0.3, { freq: 7000, q: 0.7, gain: 0.05 });
    },
    deal: (c, t) => hiss(c, t, 0.09, { freq: 2500, sweepTo: 1200, gain: 0.2 }),
    flip: (c, t) => hiss(c, t, 0.05, { freq: 4000, gain: 0.14 }),
    dice: (c, t) => {
      for (let i = 0; i < 6; i++) tone(c, t + i * 0.07 + (i % 2) * 0.02, 900 + ((i * 337) % 600), 0.04, { type: 'square', gain: 0.05 });
    },
    land: (c, t) => tone(c, t, 220, 0.12, { type: 'sine', slideTo: 110, gain: 0.25 }),
    chip: (c, t) => {
      tone(c, t, 2400, 0.05, { type: 'sine', gain: 0.1 });
      tone(c, t + 0.04, 3100, 0.05, { type: 'sine', gain: 0.08 });
    },
    click: (c, t) => tone(c, t, 1200, 0.03, { type: 'square', gain: 0.04 }),
  };

  return {
    enabled: () => on,
    setEnabled: (next) => {
      on = next;
      try {
        deps.store?.setItem(SOUND_PREF_KEY, next ? 'on' : 'off');
      } catch {
        // not remembered in private mode; still applies on this page
      }
      if (!next && ctx) void ctx.suspend().catch(() => undefined);
      if (next) {
        const c = context();
        if (c) cues.click(c, c.currentTime, 0);
      }
      for (const l of listeners) l();
    },
    play: (cue, level = 0) => {
      const c = context();
      if (!c) return;
      cues[cue](c, c.currentTime + 0.005, level);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function readPref(store: Store | null): boolean {
  try {
    return store?.getItem(SOUND_PREF_KEY) === 'on';
  } catch {
    return false;
  }
}

/** The browser's engine: localStorage and the page's AudioContext (absent in old browsers and on the server). */
export function browserSoundEngine(): SoundEngine {
  const hasWindow = typeof window !== 'undefined';
  let store: Store | null = null;
  try {
    store = hasWindow ? window.localStorage : null;
  } catch {
    store = null;
  }
  const Ctor = hasWindow
    ? (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext)
    : undefined;
  return createSoundEngine({ store, createContext: Ctor ? () => new Ctor() : null });
}
