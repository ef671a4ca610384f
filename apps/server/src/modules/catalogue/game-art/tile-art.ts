import { adornments } from './adornments';
import { type Motif, slotMotifs } from './motifs-slot';
import { tableMotifs, tableWords } from './motifs-table';
import { type Palette, paletteFor } from './palettes';
import { esc, hash, place, wrapName } from './svg-kit';

/**
 * A game tile drawn from the game's name, category and vendor: the name's theme word picks the motif ("Dragon",
 * "Roulette", "Shark"), its colour word the palette ("Golden", "Crystal"), its edition word the ribbon ("Deluxe",
 * "Max", "2"); the vendor picks the background pattern and the accent of its badge. The full name is written on the
 * tile. So tiles of one vendor never share motif, palette and ribbon together (their names differ), and the same name
 * at two vendors still differs in pattern and accent.
 */
export interface TileArt {
  motif: string;
  /** The name's mood word drawn behind the motif (flames for "Blazing" …), or null. */
  adornment: string | null;
  palette: string;
  ribbon: string | null;
  pattern: number;
  accent: number;
  layout: number;
}

export interface TileGame {
  gameCode: string;
  gameName: string;
  vassalage: string;
  category?: string;
}

const EDITIONS = new Set(['deluxe', 'rush', 'link', 'plus', 'max', 'ii', 'iii', 'xl', 'pro']);
const CATEGORY_MOTIF: Record<string, string> = {
  FISH: 'fish',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'rooster',
  LOTT: 'lotto',
  ELOTT: 'keno',
};
const SLOT_KEYS = Object.keys(slotMotifs);
const EXTRA_WORDS: Record<string, string> = { dice: 'sic', cards: 'poker' };
/** Words that call for an adornment without naming it: a king is royal, a war brave, the deep sea mystic. */
const ADORN_WORDS: Record<string, string> = { king: 'royal', war: 'brave', deep: 'mystic', sea: 'mystic', party: 'happy', hunter: 'wild' };
const adornmentOf = (words: string[]) => {
  const lower = words.map((w) => w.toLowerCase());
  return lower.find((w) => w in adornments) ?? lower.map((w) => ADORN_WORDS[w]).find(Boolean) ?? null;
};

const motifKeyOf = (words: string[], category: string | undefined, seed: string): string => {
  const lower = words.map((w) => w.toLowerCase());
  const slotFirst = !category || category === 'RNG';
  const fromSlot = () => lower.find((w) => w in slotMotifs);
  const fromTable = () => {
    for (const w of lower) {
      if (w in tableMotifs && w !== 'default') return w;
      const mapped = tableWords[w] ?? EXTRA_WORDS[w];
      if (mapped) return mapped;
    }
    return undefined;
  };
  const found = slotFirst ? (fromSlot() ?? fromTable()) : (fromTable() ?? fromSlot());
  if (found && (category !== 'FISH' || found === 'shark' || found === 'fish')) return found;
  if (category && CATEGORY_MOTIF[category]) return CATEGORY_MOTIF[category]!;
  return slotFirst ? SLOT_KEYS[hash(seed) % SLOT_KEYS.length]! : 'default';
};

const motifOf = (key: string): Motif => slotMotifs[key] ?? tableMotifs[key] ?? tableMotifs.default!;

/** Everything that makes a tile look as it does, apart from the written name. */
export const signatureOf = (a: TileArt) =>
  `${a.motif}|${a.adornment ?? '-'}|${a.palette}|${a.ribbon ?? '-'}|${a.pattern}|${a.accent}|${a.layout}`;

export const tileArtOf = (g: TileGame): TileArt => {
  const words = g.gameName.split(/\s+/).filter(Boolean);
  const last = words.at(-1)?.toLowerCase() ?? '';
  const ribbon = words.length > 1 && (EDITIONS.has(last) || /^\d+[a-z]?$/.test(last)) ? words.at(-1)!.toUpperCase() : null;
  const v = hash(g.vassalage);
  return {
    motif: motifKeyOf(words, g.category, `${g.gameName}|${g.gameCode}`),
    adornment: adornmentOf(words),
    palette: paletteFor(words, `${g.gameName}|${g.vassalage}`).key,
    ribbon,
    pattern: v % 8,
    accent: (v >>> 3) % 360,
    layout: hash(g.gameCode) % 3,
  };
};

/** The background pattern of a vendor, as SVG defs + a rect filled with it. */
const patternOf = (n: number, w: number, h: number, ink: string) => {
  const op = 'fill-opacity="0.14" stroke-opacity="0.16"';
  const defs = [
    `<path d="M0 10 L10 0 M-2 2 L2 -2 M8 12 L12 8" stroke="${ink}" stroke-width="3" ${op}/>`,
    `<circle cx="5" cy="5" r="1.8" fill="${ink}" ${op}/>`,
    `<path d="M0 6 Q 2.5 2 5 6 T 10 6" fill="none" stroke="${ink}" stroke-width="1.2" ${op}/>`,
    `<path d="M5 0 L10 5 L5 10 L0 5 Z" fill="none" stroke="${ink}" stroke-width="1" ${op}/>`,
    `<circle cx="5" cy="5" r="4" fill="none" stroke="${ink}" stroke-width="1" ${op}/>`,
    `<rect width="5" height="10" fill="${ink}" ${op}/>`,
    `<path d="M2.5 0 L7.5 0 L10 5 L7.5 10 L2.5 10 L0 5 Z" fill="none" stroke="${ink}" stroke-width="0.9" ${op}/>`,
    `<rect x="2" y="2" width="2.2" height="4" fill="${ink}" transform="rotate(30 3 4)" ${op}/><rect x="6" y="6" width="2.2" height="3" fill="${ink}" transform="rotate(-40 7 7)" ${op}/>`,
  ];
  const size = Math.round(Math.min(w, h) / 9);
  return `<defs><pattern id="pt" width="${size}" height="${size}" patternUnits="userSpaceOnUse" viewBox="0 0 10 10">${defs[n]}</pattern></defs><rect width="${w}" height="${h}" fill="url(#pt)"/>`;
};

const ribbonOf = (text: string, w: number, c: Palette) =>
  `<g transform="translate(${w - 64} -8) rotate(40 32 32)"><rect x="-10" y="22" width="110" height="18" fill="${c.ink}" stroke="${c.dark}" stroke-width="2"/><text x="45" y="35.5" text-anchor="middle" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="${text.length > 5 ? 9 : 11}" font-weight="900" fill="${c.dark}">${esc(text)}</text></g>`;

/** A small rounded label: the vendor's badge. */
const pill = (text: string, x: number, y: number, ink: string) => {
  const width = Math.max(30, text.length * 7 + 14);
  return `<rect x="${x}" y="${y}" width="${width}" height="18" rx="9" fill="#000" fill-opacity="0.45" stroke="${ink}" stroke-width="1.5"/><text x="${x + width / 2}" y="${y + 13}" text-anchor="middle" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="10" font-weight="800" fill="${ink}">${esc(text)}</text>`;
};

/**
 * A lobby tile's vendor badge and edition ribbon, side by side just above the name: the tile's top corners are the
 * page's (its "Hot" or maintenance badge at one, the favourite star at the other, swapped in Urdu), so nothing drawn
 * there would be readable (issue 36).
 */
const tags = (vendor: string, ribbon: string | null, w: number, y: number, accent: string, c: Palette) => {
  const vw = Math.max(30, vendor.length * 7 + 14);
  const rw = ribbon ? Math.max(24, ribbon.length * 7 + 12) : 0;
  const x = (w - vw - (ribbon ? rw + 6 : 0)) / 2;
  const edition = ribbon
    ? `<rect x="${x + vw + 6}" y="${y}" width="${rw}" height="18" rx="4" fill="${c.ink}" stroke="${c.dark}" stroke-width="1.5"/><text x="${x + vw + 6 + rw / 2}" y="${y + 13}" text-anchor="middle" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="10" font-weight="900" fill="${c.dark}">${esc(ribbon)}</text>`
    : '';
  return `${pill(vendor, x, y, accent)}${edition}`;
};

export const gameSvg = (g: TileGame, large: boolean) => {
  const art = tileArtOf(g);
  const c = paletteFor([art.palette], art.palette);
  const w = large ? 400 : 200;
  const h = large ? 240 : 200;
  const accent = `hsl(${art.accent} 80% 62%)`;
  const motif = motifOf(art.motif)(c);
  const size = large ? 170 : 118;
  const [mx, my, turn] = large
    ? [w - size - 24, (h - size) / 2 - 8, art.layout === 1 ? 8 : art.layout === 2 ? -8 : 0]
    : art.layout === 0
      ? [(w - size) / 2, 18, 0]
      : art.layout === 1
        ? [w - size - 12, 22, 10]
        : [12, 22, -10];
  const lines = wrapName(g.gameName, large ? 16 : 14);
  const fs = large ? (lines.length > 1 ? 28 : 34) : lines.length > 1 ? 17 : 21;
  const textX = large ? 26 : w / 2;
  const anchor = large ? 'start' : 'middle';
  const textY = large ? h / 2 - ((lines.length - 1) * fs) / 2 + 4 : h - 16 - (lines.length - 1) * (fs + 2);
  const name = lines.map((l, i) => `<tspan x="${textX}" y="${textY + i * (fs + 2)}">${esc(l)}</tspan>`).join('');
  const band = large
    ? `<rect width="${w * 0.62}" height="${h}" fill="url(#band)"/>`
    : `<rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="url(#band)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(g.gameName)}" data-art="${esc(signatureOf(art))}"><defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${c.a}"/><stop offset="1" stop-color="${c.b}"/></linearGradient><radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${c.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${c.glow}" stop-opacity="0"/></radialGradient><linearGradient id="band" x1="${large ? 0 : 0}" y1="${large ? 0 : 0}" x2="${large ? 1 : 0}" y2="${large ? 0 : 1}"><stop offset="${large ? 0.35 : 0}" stop-color="#000" stop-opacity="${large ? 0.55 : 0}"/><stop offset="${large ? 1 : 0.6}" stop-color="#000" stop-opacity="${large ? 0 : 0.65}"/></linearGradient></defs><rect width="${w}" height="${h}" rx="16" fill="url(#bg)"/>${patternOf(art.pattern, w, h, c.hi)}<circle cx="${mx + size / 2}" cy="${my + size / 2}" r="${size * 0.62}" fill="url(#glow)"/>${art.adornment ? `<g opacity="0.5">${place(adornments[art.adornment]!(c), mx - size * 0.12, my - size * 0.12, size * 1.24)}</g>` : ''}${place(motif, mx, my, size, turn)}${band}${large ? `${art.ribbon ? ribbonOf(art.ribbon, w, c) : ''}${pill(g.vassalage.replace(/_/g, ' '), 24, 18, accent)}` : tags(g.vassalage.replace(/_/g, ' '), art.ribbon, w, textY - fs - 24, accent, c)}<text text-anchor="${anchor}" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="${fs}" font-weight="900" fill="#fff" stroke="${c.dark}" stroke-width="${large ? 5 : 4}" paint-order="stroke" stroke-linejoin="round">${name}</text><rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="15" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="2"/></svg>`;
};
