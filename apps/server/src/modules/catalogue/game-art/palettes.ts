import { hash } from './svg-kit';

/** A tile's colours: background top and bottom, the glow behind the motif, and the motif's own inks. */
export interface Palette {
  key: string;
  a: string;
  b: string;
  glow: string;
  ink: string;
  hi: string;
  dark: string;
}

const p = (key: string, a: string, b: string, glow: string, ink: string, hi: string, dark: string): Palette => ({
  key,
  a,
  b,
  glow,
  ink,
  hi,
  dark,
});

/**
 * One palette per word that names a colour or a mood: "Golden Dragon" is gold, "Blazing Tiger" is fire, "Crystal
 * Moon" is ice. A name without such a word gets one by its hash.
 */
export const PALETTES: Palette[] = [
  p('golden', '#6b4a00', '#1f1400', '#ffd34d', '#ffc21a', '#fff3b0', '#4a2f00'),
  p('lucky', '#0d6b3a', '#032013', '#6dff9e', '#2fd06a', '#c9ffd9', '#06361c'),
  p('wild', '#5a3a12', '#1b1006', '#ff9f43', '#e07b1a', '#ffd9a8', '#3a2008'),
  p('mighty', '#7a1020', '#24050a', '#ff5a6e', '#e0203f', '#ffb3be', '#4a0010'),
  p('royal', '#3d1a78', '#120626', '#c79bff', '#8f4dff', '#e6d4ff', '#220a46'),
  p('blazing', '#a3260a', '#2a0800', '#ffb020', '#ff5a1f', '#ffe08a', '#5a1200'),
  p('magic', '#23237a', '#080826', '#8d8dff', '#5b5bff', '#d6d6ff', '#10104a'),
  p('silver', '#4a5568', '#141a24', '#e6ecf5', '#b8c4d6', '#ffffff', '#2a3340'),
  p('crystal', '#0e5f7a', '#031c26', '#8ff0ff', '#3fd0ff', '#dcfbff', '#05384a'),
  p('ancient', '#6b5530', '#1f180c', '#f0d08a', '#c9a25a', '#fff0cc', '#3f3018'),
  p('super', '#0a4fb8', '#03142e', '#58c8ff', '#1f8fff', '#c4e8ff', '#062a66'),
  p('mega', '#7a0a6b', '#22021e', '#ff6bf0', '#e02fd0', '#ffc4f7', '#48043f'),
  p('happy', '#b86e00', '#2e1a00', '#ffe066', '#ffb700', '#fff4c2', '#5a3600'),
  p('secret', '#1c2233', '#07090f', '#7d8cff', '#4a5aff', '#c7ceff', '#0e1226'),
  p('thunder', '#2e2a6b', '#0a0920', '#ffe94d', '#ffd000', '#fff8c2', '#1a163f'),
  p('shining', '#00706b', '#00201f', '#5dffe8', '#18d6c0', '#c8fff6', '#00403c'),
  p('mystic', '#4b1470', '#14051f', '#e07bff', '#b03ff0', '#f2ceff', '#2a0a40'),
  p('brave', '#6b3a1a', '#1f0f06', '#ff9f6b', '#d9692f', '#ffd2b8', '#3f1f0a'),
  p('sweet', '#a01a5e', '#2a0519', '#ff8fcf', '#ff4fa8', '#ffd0ea', '#5a0a34'),
  p('grand', '#0b5a3a', '#021a10', '#ffd34d', '#18b46e', '#ffe9a0', '#06321f'),
];
const BY_KEY = new Map(PALETTES.map((x) => [x.key, x]));

/** The palette a name asks for (its first colour word), else one chosen by `seed`. */
export const paletteFor = (words: string[], seed: string): Palette => {
  for (const w of words) {
    const found = BY_KEY.get(w.toLowerCase());
    if (found) return found;
  }
  return PALETTES[hash(seed) % PALETTES.length]!;
};
