import type { Palette } from './palettes';
import { starPoints } from './svg-kit';

/** A motif: one object that says what the game is about, drawn in a 100×100 box in the tile's palette. */
export type Motif = (c: Palette) => string;

const shine = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff" fill-opacity="0.45"/>`;

/** Motifs of the slot themes, keyed by the word of the name that calls for them. */
export const slotMotifs: Record<string, Motif> = {
  dragon: (c) =>
    `<path d="M14 70 C20 40 44 48 46 30 C48 16 62 10 74 16 L88 10 L84 24 C92 30 90 42 80 44 C70 46 62 40 58 48 C52 62 66 72 80 70 C70 86 40 90 14 70 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><circle cx="74" cy="24" r="3.5" fill="${c.dark}"/><path d="M30 62 L24 52 M40 56 L36 44 M50 52 L48 40" stroke="${c.hi}" stroke-width="4" stroke-linecap="round"/>${shine(60, 22, 8, 3)}`,
  tiger: (c) =>
    `<circle cx="50" cy="54" r="34" fill="${c.ink}" stroke="${c.dark}" stroke-width="3"/><path d="M22 30 L18 14 L34 24 Z M78 30 L82 14 L66 24 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M50 22 V34 M30 40 L40 44 M70 40 L60 44 M24 58 L36 58 M76 58 L64 58" stroke="${c.dark}" stroke-width="4" stroke-linecap="round"/><circle cx="38" cy="52" r="5" fill="${c.dark}"/><circle cx="62" cy="52" r="5" fill="${c.dark}"/><path d="M44 66 L50 72 L56 66 Z" fill="${c.dark}"/><ellipse cx="50" cy="76" rx="14" ry="8" fill="${c.hi}" fill-opacity="0.6"/>`,
  fortune: (c) =>
    `<circle cx="50" cy="50" r="38" fill="${c.ink}" stroke="${c.dark}" stroke-width="3"/><circle cx="50" cy="50" r="28" fill="none" stroke="${c.dark}" stroke-width="2" stroke-dasharray="4 4"/><rect x="40" y="40" width="20" height="20" fill="${c.a}" stroke="${c.dark}" stroke-width="2"/>${shine(36, 30, 12, 6)}`,
  treasure: (c) =>
    `<path d="M12 46 C12 26 88 26 88 46 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3"/><rect x="12" y="46" width="76" height="38" rx="4" fill="${c.ink}" stroke="${c.dark}" stroke-width="3"/><path d="M12 58 H88 M30 46 V84 M70 46 V84" stroke="${c.dark}" stroke-width="3"/><rect x="44" y="52" width="12" height="14" rx="2" fill="${c.hi}" stroke="${c.dark}" stroke-width="2"/><circle cx="30" cy="30" r="6" fill="${c.hi}"/><circle cx="46" cy="24" r="7" fill="${c.hi}"/><circle cx="64" cy="28" r="6" fill="${c.hi}"/>`,
  phoenix: (c) =>
    `<path d="M50 86 C34 70 36 56 44 48 C28 50 14 40 8 22 C26 30 36 28 44 36 C40 24 44 12 50 6 C56 12 60 24 56 36 C64 28 74 30 92 22 C86 40 72 50 56 48 C64 56 66 70 50 86 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M50 84 C46 72 48 62 50 56 C52 62 54 72 50 84 Z" fill="${c.hi}"/>`,
  empire: (c) =>
    `<path d="M10 34 L50 12 L90 34 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><rect x="14" y="34" width="72" height="8" fill="${c.hi}" stroke="${c.dark}" stroke-width="2"/>${[22, 38, 54, 70].map((x) => `<rect x="${x}" y="44" width="9" height="34" fill="${c.ink}" stroke="${c.dark}" stroke-width="2"/>`).join('')}<rect x="8" y="78" width="84" height="10" fill="${c.hi}" stroke="${c.dark}" stroke-width="2"/>`,
  jewels: (c) =>
    `<polygon points="50,10 86,32 86,68 50,90 14,68 14,32" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><polygon points="50,26 72,38 72,62 50,74 28,62 28,38" fill="${c.hi}" fill-opacity="0.5"/><path d="M14 32 L28 38 M86 32 L72 38 M86 68 L72 62 M14 68 L28 62 M50 10 V26 M50 90 V74" stroke="${c.dark}" stroke-width="2"/>${shine(38, 30, 10, 5)}`,
  fruits: () =>
    `<path d="M36 60 C40 36 54 22 72 12 M66 58 C64 40 66 24 72 12" fill="none" stroke="#3f6b12" stroke-width="4" stroke-linecap="round"/><path d="M72 12 C82 8 94 14 96 24 C86 28 76 24 72 12 Z" fill="#4fc22a" stroke="#1f4a0a" stroke-width="2"/><circle cx="34" cy="70" r="18" fill="#e0203f" stroke="#5a0010" stroke-width="3"/><circle cx="66" cy="68" r="18" fill="#e0203f" stroke="#5a0010" stroke-width="3"/>${shine(28, 62, 6, 3)}${shine(60, 60, 6, 3)}`,
  panda: () =>
    `<circle cx="24" cy="26" r="13" fill="#1b1b22"/><circle cx="76" cy="26" r="13" fill="#1b1b22"/><circle cx="50" cy="54" r="36" fill="#fbfbfd" stroke="#1b1b22" stroke-width="3"/><ellipse cx="36" cy="50" rx="9" ry="12" fill="#1b1b22" transform="rotate(-20 36 50)"/><ellipse cx="64" cy="50" rx="9" ry="12" fill="#1b1b22" transform="rotate(20 64 50)"/><circle cx="37" cy="49" r="3" fill="#fff"/><circle cx="63" cy="49" r="3" fill="#fff"/><ellipse cx="50" cy="66" rx="7" ry="5" fill="#1b1b22"/>`,
  pharaoh: (c) =>
    `<polygon points="50,10 92,86 8,86" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><polygon points="50,10 92,86 56,86" fill="${c.dark}" fill-opacity="0.3"/><path d="M26 62 H74 M36 44 H64" stroke="${c.dark}" stroke-width="2" stroke-opacity="0.6"/><circle cx="50" cy="34" r="5" fill="${c.hi}"/>`,
  ocean: (c) =>
    `<path d="M6 46 C18 30 30 30 40 42 C50 54 62 54 72 40 C80 30 90 30 96 36 V90 H6 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3"/><path d="M6 66 C18 54 30 54 40 64 C50 74 62 74 72 62 C80 54 90 54 96 58" fill="none" stroke="${c.hi}" stroke-width="4" stroke-linecap="round"/><circle cx="72" cy="20" r="5" fill="${c.hi}"/><circle cx="82" cy="12" r="3" fill="${c.hi}"/>`,
  kingdom: (c) =>
    `<rect x="14" y="40" width="72" height="48" fill="${c.ink}" stroke="${c.dark}" stroke-width="3"/><path d="M14 40 V28 H24 V36 H34 V28 H44 V36 H56 V28 H66 V36 H76 V28 H86 V40" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M40 88 V66 C40 56 60 56 60 66 V88 Z" fill="${c.dark}"/><path d="M50 28 V8 L64 14 L50 18" fill="${c.hi}" stroke="${c.dark}" stroke-width="2"/>`,
  wolf: (c) =>
    `<circle cx="68" cy="26" r="18" fill="${c.hi}" fill-opacity="0.9"/><path d="M20 88 L28 52 L22 26 L38 40 L50 34 L62 40 L74 28 L70 52 L80 88 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M40 56 L46 60 M60 56 L54 60" stroke="${c.dark}" stroke-width="4" stroke-linecap="round"/><path d="M44 74 L50 80 L56 74 Z" fill="${c.dark}"/>`,
  eagle: (c) =>
    `<path d="M50 40 C40 24 22 18 4 22 C16 28 22 36 26 46 C16 46 10 52 8 58 C22 54 34 56 44 62 L50 86 L56 62 C66 56 78 54 92 58 C90 52 84 46 74 46 C78 36 84 28 96 22 C78 18 60 24 50 40 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><circle cx="50" cy="34" r="9" fill="${c.hi}" stroke="${c.dark}" stroke-width="2"/><path d="M50 36 L58 40 L50 42 Z" fill="${c.dark}"/>`,
  garden: (c) =>
    `${[0, 72, 144, 216, 288].map((t) => `<ellipse cx="50" cy="28" rx="13" ry="20" fill="${c.ink}" stroke="${c.dark}" stroke-width="2.5" transform="rotate(${t} 50 50)"/>`).join('')}<circle cx="50" cy="50" r="12" fill="${c.hi}" stroke="${c.dark}" stroke-width="2.5"/>`,
  stars: (c) =>
    `<polygon points="${starPoints(42, 52, 34, 14, 5)}" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><polygon points="${starPoints(80, 22, 14, 6, 5)}" fill="${c.hi}" stroke="${c.dark}" stroke-width="2"/><polygon points="${starPoints(82, 72, 9, 4, 5)}" fill="${c.hi}"/>`,
  gold: (c) =>
    `${[
      [14, 60],
      [50, 60],
      [32, 38],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x} ${y! + 24} L${x! + 6} ${y} H${x! + 30} L${x! + 36} ${y! + 24} Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M${x! + 8} ${y! + 4} H${x! + 26}" stroke="${c.hi}" stroke-width="3"/>`,
      )
      .join('')}`,
  legend: (c) =>
    `<path d="M48 8 H52 L54 62 H46 Z" fill="${c.hi}" stroke="${c.dark}" stroke-width="2.5"/><rect x="30" y="60" width="40" height="8" rx="3" fill="${c.ink}" stroke="${c.dark}" stroke-width="2.5"/><rect x="45" y="68" width="10" height="18" fill="${c.ink}" stroke="${c.dark}" stroke-width="2.5"/><circle cx="50" cy="90" r="6" fill="${c.ink}" stroke="${c.dark}" stroke-width="2.5"/>`,
  warrior: (c) =>
    `<path d="M50 8 L86 20 C86 54 72 78 50 92 C28 78 14 54 14 20 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M50 18 L76 27 C76 52 66 70 50 81 Z" fill="${c.hi}" fill-opacity="0.45"/><polygon points="${starPoints(50, 46, 14, 6, 5)}" fill="${c.hi}" stroke="${c.dark}" stroke-width="2"/>`,
  moon: (c) =>
    `<path d="M62 10 C34 14 18 38 22 62 C26 84 50 96 72 88 C52 86 38 70 38 50 C38 32 48 18 62 10 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3"/><polygon points="${starPoints(72, 36, 9, 4, 5)}" fill="${c.hi}"/><polygon points="${starPoints(84, 60, 6, 3, 5)}" fill="${c.hi}"/>`,
  sun: (c) =>
    `<polygon points="${starPoints(50, 50, 46, 30, 12)}" fill="${c.hi}" stroke="${c.dark}" stroke-width="2"/><circle cx="50" cy="50" r="26" fill="${c.ink}" stroke="${c.dark}" stroke-width="3"/>${shine(42, 40, 10, 5)}`,
  carnival: (c) =>
    `<path d="M8 34 C30 26 42 32 50 40 C58 32 70 26 92 34 C92 56 80 68 64 66 C58 64 54 58 50 56 C46 58 42 64 36 66 C20 68 8 56 8 34 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><ellipse cx="30" cy="46" rx="9" ry="6" fill="${c.dark}"/><ellipse cx="70" cy="46" rx="9" ry="6" fill="${c.dark}"/><path d="M22 28 C20 16 28 8 36 12 M78 28 C80 16 72 8 64 12" fill="none" stroke="${c.hi}" stroke-width="4" stroke-linecap="round"/><path d="M50 66 V88" stroke="${c.dark}" stroke-width="4"/>`,
  riches: (c) =>
    `<path d="M36 22 L30 10 H70 L64 22 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M36 22 C14 36 10 66 22 82 C30 92 70 92 78 82 C90 66 86 36 64 22 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3"/><text x="50" y="72" text-anchor="middle" font-family="Arial, sans-serif" font-size="34" font-weight="900" fill="${c.dark}">$</text>`,
  crown: (c) =>
    `<path d="M14 72 L8 30 L30 48 L50 16 L70 48 L92 30 L86 72 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><rect x="12" y="70" width="76" height="14" rx="3" fill="${c.ink}" stroke="${c.dark}" stroke-width="3"/><circle cx="8" cy="28" r="5" fill="${c.hi}"/><circle cx="50" cy="13" r="6" fill="${c.hi}"/><circle cx="92" cy="28" r="5" fill="${c.hi}"/><circle cx="34" cy="77" r="4" fill="#e0203f"/><circle cx="50" cy="77" r="4" fill="#2f8df5"/><circle cx="66" cy="77" r="4" fill="#e0203f"/>`,
  elephant: (c) =>
    `<path d="M18 80 V56 C18 30 40 18 58 22 C76 26 86 40 84 56 C83 64 78 68 72 70 V84 H60 V72 H46 V84 H34 V76 C26 76 18 74 18 80 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M84 54 C92 60 94 72 88 82" fill="none" stroke="${c.dark}" stroke-width="5" stroke-linecap="round"/><path d="M36 34 C26 40 26 56 38 60 C46 62 50 52 46 40 Z" fill="${c.hi}" fill-opacity="0.6" stroke="${c.dark}" stroke-width="2"/><circle cx="68" cy="40" r="3.5" fill="${c.dark}"/>`,
};
