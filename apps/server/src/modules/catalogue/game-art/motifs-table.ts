import type { Motif } from './motifs-slot';
import { starPoints } from './svg-kit';

const card = (x: number, y: number, turn: number, glyph: string, red: boolean) =>
  `<g transform="rotate(${turn} ${x + 17} ${y + 24})"><rect x="${x}" y="${y}" width="34" height="48" rx="4" fill="#fdfcf7" stroke="#1b1b22" stroke-width="2"/><text x="${x + 17}" y="${y + 32}" text-anchor="middle" font-family="Georgia, serif" font-size="22" font-weight="900" fill="${red ? '#d0203a' : '#1b1b22'}">${glyph}</text></g>`;
const die = (x: number, y: number, size: number, pips: [number, number][], fill = '#fbfbfd') =>
  `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size / 5}" fill="${fill}" stroke="#1b1b22" stroke-width="2.5"/>${pips
    .map(([px, py]) => `<circle cx="${x + px * size}" cy="${y + py * size}" r="${size / 11}" fill="#1b1b22"/>`)
    .join('')}`;
const ball = (cx: number, cy: number, r: number, fill: string, n: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#0006" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#fff"/><text x="${cx}" y="${cy + r * 0.22}" text-anchor="middle" font-family="Arial, sans-serif" font-size="${r * 0.62}" font-weight="900" fill="#1b1b22">${n}</text>`;

/** Motifs of table, card, fishing, lottery and sports games, keyed by a word of the name. */
export const tableMotifs: Record<string, Motif> = {
  baccarat: () => `${card(18, 24, -12, '9', true)}${card(48, 22, 10, '8', false)}`,
  roulette: (c) =>
    `<circle cx="50" cy="50" r="42" fill="${c.dark}" stroke="${c.ink}" stroke-width="4"/>${Array.from(
      { length: 12 },
      (_, i) =>
        `<path d="M50 50 L${(50 + 38 * Math.cos((i * Math.PI) / 6)).toFixed(1)} ${(50 + 38 * Math.sin((i * Math.PI) / 6)).toFixed(1)} A38 38 0 0 1 ${(50 + 38 * Math.cos(((i + 1) * Math.PI) / 6)).toFixed(1)} ${(50 + 38 * Math.sin(((i + 1) * Math.PI) / 6)).toFixed(1)} Z" fill="${i % 2 ? '#d0203a' : '#1b1b22'}"/>`,
    ).join(
      '',
    )}<circle cx="50" cy="50" r="16" fill="${c.ink}" stroke="${c.dark}" stroke-width="2"/><circle cx="74" cy="30" r="5" fill="#fff"/>`,
  blackjack: () => `${card(20, 22, -10, 'A', false)}${card(46, 26, 8, 'K', true)}`,
  sic: () =>
    `${die(10, 40, 34, [
      [0.3, 0.3],
      [0.7, 0.7],
    ])}${die(56, 44, 34, [
      [0.3, 0.3],
      [0.5, 0.5],
      [0.7, 0.7],
    ])}${die(32, 8, 34, [[0.5, 0.5]], '#fff3f3')}`,
  dragon: (c) =>
    `<circle cx="50" cy="50" r="40" fill="${c.ink}" stroke="${c.dark}" stroke-width="3"/><path d="M50 10 A40 40 0 0 1 50 90 A20 20 0 0 1 50 50 A20 20 0 0 0 50 10 Z" fill="#e0203f"/><circle cx="50" cy="30" r="6" fill="#e0203f"/><circle cx="50" cy="70" r="6" fill="${c.ink}"/>`,
  teen: () => `${card(12, 30, -18, 'A', true)}${card(33, 22, 0, 'A', false)}${card(54, 30, 18, 'A', true)}`,
  andar: () =>
    `${card(14, 26, -6, '7', true)}${card(52, 26, 6, '7', false)}<path d="M48 18 V86" stroke="#fff" stroke-width="3" stroke-dasharray="5 5"/>`,
  poker: (c) =>
    `${card(40, 14, 12, 'Q', true)}<ellipse cx="36" cy="74" rx="26" ry="9" fill="${c.dark}"/><ellipse cx="36" cy="70" rx="26" ry="9" fill="#e0203f" stroke="#1b1b22" stroke-width="2"/><ellipse cx="36" cy="62" rx="26" ry="9" fill="${c.ink}" stroke="#1b1b22" stroke-width="2"/><ellipse cx="36" cy="62" rx="14" ry="4.5" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="3 3"/>`,
  rummy: () => `${card(10, 30, -24, '5', true)}${card(26, 22, -8, '6', true)}${card(42, 22, 8, '7', true)}${card(58, 30, 24, '8', true)}`,
  ludo: () =>
    `<rect x="10" y="10" width="80" height="80" rx="8" fill="#fbfbfd" stroke="#1b1b22" stroke-width="3"/><rect x="14" y="14" width="30" height="30" rx="4" fill="#e0203f"/><rect x="56" y="14" width="30" height="30" rx="4" fill="#1f8fff"/><rect x="14" y="56" width="30" height="30" rx="4" fill="#22b45a"/><rect x="56" y="56" width="30" height="30" rx="4" fill="#ffc21a"/><polygon points="50,38 62,50 50,62 38,50" fill="#1b1b22"/>`,
  fish: (c) =>
    `<path d="M10 50 C26 24 60 22 78 44 L94 30 L90 50 L94 70 L78 56 C60 78 26 76 10 50 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><circle cx="28" cy="46" r="5" fill="#fff"/><circle cx="28" cy="46" r="2.5" fill="${c.dark}"/><path d="M46 36 C52 44 52 56 46 64 M58 38 C64 46 64 54 58 62" fill="none" stroke="${c.hi}" stroke-width="3" stroke-linecap="round"/><circle cx="14" cy="22" r="4" fill="none" stroke="${c.hi}" stroke-width="2"/><circle cx="22" cy="12" r="2.5" fill="none" stroke="${c.hi}" stroke-width="2"/>`,
  shark: (c) =>
    `<path d="M6 70 C30 58 56 56 94 66 C70 72 40 80 6 70 Z" fill="${c.dark}"/><path d="M30 66 C36 44 44 26 58 14 C58 34 62 50 72 62 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M4 76 C20 70 30 82 46 76 C62 70 72 82 96 76" fill="none" stroke="${c.hi}" stroke-width="4" stroke-linecap="round"/>`,
  lotto: () => `${ball(32, 34, 20, '#e0203f', '7')}${ball(66, 40, 20, '#1f8fff', '3')}${ball(48, 70, 20, '#22b45a', '5')}`,
  keno: () =>
    `${ball(28, 30, 16, '#ffc21a', '12')}${ball(66, 28, 16, '#8f4dff', '40')}${ball(34, 68, 16, '#e0203f', '8')}${ball(70, 66, 16, '#1f8fff', '27')}`,
  sports: () =>
    `<circle cx="50" cy="50" r="40" fill="#fbfbfd" stroke="#1b1b22" stroke-width="3"/><polygon points="50,34 64,44 59,60 41,60 36,44" fill="#1b1b22"/><path d="M50 34 V14 M64 44 L82 38 M59 60 L70 78 M41 60 L30 78 M36 44 L18 38" stroke="#1b1b22" stroke-width="3"/>`,
  esports: (c) =>
    `<path d="M20 34 H80 C92 34 96 52 94 66 C92 80 80 82 72 72 L64 62 H36 L28 72 C20 82 8 80 6 66 C4 52 8 34 20 34 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M24 44 V58 M17 51 H31" stroke="${c.dark}" stroke-width="5" stroke-linecap="round"/><circle cx="70" cy="46" r="4.5" fill="${c.hi}"/><circle cx="78" cy="54" r="4.5" fill="${c.hi}"/><circle cx="62" cy="54" r="4.5" fill="${c.hi}"/>`,
  rooster: (c) =>
    `<path d="M30 80 C20 64 24 44 40 36 C36 24 42 14 52 16 L56 8 L60 18 L66 12 L66 22 C74 26 76 36 70 42 C80 44 90 36 94 26 C96 50 84 76 56 82 Z" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M70 42 L82 46 L70 48 Z" fill="#ffc21a" stroke="${c.dark}" stroke-width="2"/><circle cx="60" cy="30" r="3" fill="${c.dark}"/><path d="M40 82 V94 M54 82 V94" stroke="#ffc21a" stroke-width="4" stroke-linecap="round"/>`,
  default: (c) =>
    `<polygon points="${starPoints(50, 52, 40, 18, 6)}" fill="${c.ink}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/><circle cx="50" cy="52" r="12" fill="${c.hi}"/>`,
};

/** Words of names that pick a table motif, for names that do not start with the motif's own key. */
export const tableWords: Record<string, string> = {
  bo: 'sic',
  tiger: 'dragon',
  patti: 'teen',
  bahar: 'andar',
  fishing: 'fish',
  catch: 'fish',
  sea: 'fish',
  party: 'fish',
  king: 'fish',
  hunter: 'shark',
  '5d': 'lotto',
  '3d': 'lotto',
  fast: 'lotto',
  pick: 'keno',
  '28': 'keno',
  sportsbook: 'sports',
  arena: 'esports',
  cockfight: 'rooster',
};
