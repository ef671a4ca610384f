import { packs } from './packs';

/** Test helper: the language packs as the unit tests read them. */
export type Pack = { [k: string]: string | Pack };

/** A nested pack as dotted keys: `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
export const flatten = (pack: Pack, prefix = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(pack)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
};

export const enFlat = flatten(packs.en as Pack);
export const urFlat = flatten(packs.ur as Pack);
