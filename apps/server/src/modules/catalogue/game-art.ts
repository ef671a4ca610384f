/** Deterministic SVG artwork for games, vendors and banners: generated here, so no outside image host is needed. */
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
const hash = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 33) ^ c.charCodeAt(0)) >>> 0, 5381);
const hues = (seed: string) => {
  const h = hash(seed);
  return [h % 360, (h >>> 9) % 360] as const;
};
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

export const gameSvg = (g: { gameCode: string; gameName: string; vassalage: string }, large: boolean) => {
  const [a, b] = hues(g.gameCode);
  const w = large ? 400 : 200;
  const h = large ? 240 : 200;
  const shape = hash(g.gameName) % 3;
  const deco =
    shape === 0
      ? `<circle cx="${w * 0.78}" cy="${h * 0.28}" r="${h * 0.34}" fill="#fff" fill-opacity="0.12"/>`
      : shape === 1
        ? `<path d="M0 ${h * 0.75} Q ${w / 2} ${h * 0.45} ${w} ${h * 0.75} V ${h} H 0 Z" fill="#000" fill-opacity="0.18"/>`
        : `<rect x="${w * 0.55}" y="-20" width="${w * 0.6}" height="${h * 0.6}" transform="rotate(25)" fill="#fff" fill-opacity="0.1"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 45%)"/><stop offset="1" stop-color="hsl(${b} 75% 25%)"/></linearGradient></defs><rect width="${w}" height="${h}" rx="16" fill="url(#g)"/>${deco}<text x="50%" y="52%" text-anchor="middle" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="${large ? 72 : 56}" font-weight="800" fill="#fff" fill-opacity="0.92">${esc(initials(g.gameName))}</text><text x="50%" y="${h - 18}" text-anchor="middle" font-family="Arial, sans-serif" font-size="${large ? 18 : 14}" font-weight="700" fill="#fff" fill-opacity="0.75">${esc(g.vassalage)}</text></svg>`;
};

export const vendorSvg = (v: { vassalage: string; name: string }, large: boolean) => {
  const [a, b] = hues(v.vassalage);
  const w = large ? 240 : 120;
  const h = large ? 120 : 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${a} 55% 35%)"/><stop offset="1" stop-color="hsl(${b} 60% 22%)"/></linearGradient></defs><rect width="${w}" height="${h}" rx="10" fill="url(#g)"/><text x="50%" y="58%" text-anchor="middle" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="${large ? 26 : 15}" font-weight="800" fill="#fff">${esc(v.vassalage.replace(/_/g, ' '))}</text></svg>`;
};

export const bannerSvg = (seed: string, primary: string, accent: string) => {
  const [a] = hues(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="0.6" stop-color="hsl(${a} 55% 22%)"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs><rect width="1200" height="360" fill="url(#g)"/><circle cx="1000" cy="80" r="220" fill="#fff" fill-opacity="0.08"/><circle cx="180" cy="360" r="160" fill="#000" fill-opacity="0.15"/><path d="M760 300 L820 170 L880 300 Z" fill="#fff" fill-opacity="0.12"/></svg>`;
};
