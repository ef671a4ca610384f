import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { SCREEN_SECTIONS } from './src/i18n/screen-texts.ts';

const PART = /\/i18n\/en\.json\?texts=(first|screens)$/;

/** One part of the English pack: its sections for lazy screens (`screens`) or all the others (`first`). */
export const textsPart = (pack: Record<string, unknown>, part: 'first' | 'screens') => {
  const screens = new Set<string>(SCREEN_SECTIONS);
  return Object.fromEntries(Object.entries(pack).filter(([k]) => screens.has(k) === (part === 'screens')));
};

/**
 * `./en.json?texts=first` and `./en.json?texts=screens` are the two parts of the one English pack (src/i18n/en.json
 * stays the single source, as the Urdu one is): the first bundle carries the first, the lazy screens fetch the
 * second (decision 018).
 */
export const textSplit = (): Plugin => ({
  name: 'wl-text-split',
  enforce: 'pre',
  load(id) {
    const m = PART.exec(id);
    if (!m) return null;
    const file = id.slice(0, id.indexOf('?'));
    this.addWatchFile(file);
    const pack = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    // a module of one JSON string: parsed faster than the same object written as code
    const json = JSON.stringify(textsPart(pack, m[1] as 'first' | 'screens'));
    return { code: `export default JSON.parse(${JSON.stringify(json)});`, moduleType: 'js' };
  },
});
