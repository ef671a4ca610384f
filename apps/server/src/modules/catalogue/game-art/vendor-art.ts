import { esc, hash } from './svg-kit';

const hues = (seed: string) => {
  const h = hash(seed);
  return [h % 360, (h >>> 9) % 360] as const;
};

/** A vendor's tile: its code on a gradient of its own two hues. */
export const vendorSvg = (v: { vassalage: string; name: string }, large: boolean) => {
  const [a, b] = hues(v.vassalage);
  const w = large ? 240 : 120;
  const h = large ? 120 : 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${a} 55% 35%)"/><stop offset="1" stop-color="hsl(${b} 60% 22%)"/></linearGradient></defs><rect width="${w}" height="${h}" rx="10" fill="url(#g)"/><text x="50%" y="58%" text-anchor="middle" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="${large ? 26 : 15}" font-weight="800" fill="#fff">${esc(v.vassalage.replace(/_/g, ' '))}</text></svg>`;
};
