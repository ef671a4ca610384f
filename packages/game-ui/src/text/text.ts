import en from './en.json';
import ur from './ur.json';

/** game-ui's own texts, one pack per interface language (the same keys in each; a test checks). */
export const gameUiText = { en, ur } as const;
export type GameUiPack = typeof en;

/** Looks a text up by its dotted key: the host passes its i18n `t` (web) or `createText(pack)` (a bare page). */
export type TextFn = (key: string, vars?: Record<string, string | number>) => string;

const lookup = (pack: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), pack);

/** A text function over one pack, with {{name}} placeholders; an unknown key reads as itself so a gap is visible. */
export const createText =
  (pack: GameUiPack): TextFn =>
  (key, vars) => {
    const found = lookup(pack, key);
    const text = typeof found === 'string' ? found : key;
    return vars ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
  };
