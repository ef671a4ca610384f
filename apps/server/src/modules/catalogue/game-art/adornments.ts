import type { Palette } from './palettes';
import { starPoints } from './svg-kit';

/**
 * What the name's colour-or-mood word adds behind the motif (100×100 box, drawn faintly): flames for "Blazing", a bolt
 * for "Thunder", shards for "Crystal" … so "Golden Treasure" and "Blazing Treasure" differ by more than their colour.
 */
type Adornment = (c: Palette) => string;

const ring = (n: number, r: number, draw: (x: number, y: number, i: number) => string) =>
  Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    return draw(50 + r * Math.cos(a), 50 + r * Math.sin(a), i);
  }).join('');

export const adornments: Record<string, Adornment> = {
  golden: (c) =>
    ring(
      7,
      44,
      (x, y) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="7" fill="${c.ink}" stroke="${c.dark}" stroke-width="1.5"/>`,
    ),
  lucky: (c) =>
    ring(
      4,
      42,
      (x, y) =>
        `<g transform="translate(${(x - 8).toFixed(1)} ${(y - 8).toFixed(1)})"><circle cx="5" cy="5" r="5" fill="${c.ink}"/><circle cx="11" cy="5" r="5" fill="${c.ink}"/><circle cx="5" cy="11" r="5" fill="${c.ink}"/><circle cx="11" cy="11" r="5" fill="${c.ink}"/></g>`,
    ),
  wild: (c) => `<path d="M16 10 L40 90 M34 6 L58 86 M52 4 L76 84" stroke="${c.hi}" stroke-width="7" stroke-linecap="round"/>`,
  mighty: (c) => `<polygon points="${starPoints(50, 50, 50, 34, 14)}" fill="${c.hi}"/>`,
  royal: (c) => ring(8, 44, (x, y) => `<polygon points="${starPoints(x, y, 6, 2.5, 4)}" fill="${c.hi}"/>`),
  blazing: () =>
    `<path d="M14 96 C4 70 20 56 24 40 C30 56 38 58 40 44 C48 62 60 40 58 22 C74 40 84 58 80 76 C86 70 90 64 90 56 C98 74 94 90 84 96 Z" fill="#ff8a1f"/><path d="M28 96 C22 80 32 70 36 62 C42 74 52 72 56 60 C64 74 70 86 64 96 Z" fill="#ffd34d"/>`,
  magic: (c) => ring(6, 42, (x, y, i) => `<polygon points="${starPoints(x, y, i % 2 ? 8 : 5, i % 2 ? 3 : 2, 5)}" fill="${c.hi}"/>`),
  silver: (c) => `<path d="M70 6 C40 10 26 40 34 66 C42 90 70 98 92 90 C64 86 50 62 56 38 C60 22 66 12 70 6 Z" fill="${c.hi}"/>`,
  crystal: (c) =>
    `<polygon points="8,40 22,8 30,44" fill="${c.hi}"/><polygon points="70,4 92,30 76,40" fill="${c.hi}"/><polygon points="80,70 98,92 70,90" fill="${c.hi}"/><polygon points="4,80 22,64 26,96" fill="${c.hi}"/>`,
  ancient: (c) =>
    `${[6, 80].map((x) => `<rect x="${x}" y="14" width="14" height="80" fill="${c.hi}"/><rect x="${x - 3}" y="8" width="20" height="8" fill="${c.hi}"/>`).join('')}`,
  super: (c) => `<path d="M58 0 L30 52 H50 L38 100 L74 40 H54 Z" fill="${c.hi}"/>`,
  mega: (c) =>
    ring(
      12,
      0,
      (_x, _y, i) =>
        `<path d="M50 50 L${(50 + 60 * Math.cos((i * Math.PI) / 6)).toFixed(1)} ${(50 + 60 * Math.sin((i * Math.PI) / 6)).toFixed(1)}" stroke="${c.hi}" stroke-width="6"/>`,
    ),
  happy: () =>
    ['#ff4f7b', '#ffd34d', '#4fd1ff', '#7dff6b', '#b18cff', '#ff9a4d']
      .map(
        (f, i) =>
          `<rect x="${8 + ((i * 37) % 84)}" y="${6 + ((i * 53) % 84)}" width="8" height="14" rx="2" fill="${f}" transform="rotate(${i * 40} ${12 + ((i * 37) % 84)} ${13 + ((i * 53) % 84)})"/>`,
      )
      .join(''),
  secret: (c) => `<circle cx="50" cy="36" r="22" fill="${c.hi}"/><path d="M38 48 L30 96 H70 L62 48 Z" fill="${c.hi}"/>`,
  thunder: () => `<path d="M60 0 L24 56 H46 L30 100 L80 38 H56 L72 0 Z" fill="#ffe94d" stroke="#8a6a00" stroke-width="2"/>`,
  shining: (c) =>
    ring(
      16,
      0,
      (_x, _y, i) =>
        `<path d="M50 50 L${(50 + 70 * Math.cos((i * Math.PI) / 8)).toFixed(1)} ${(50 + 70 * Math.sin((i * Math.PI) / 8)).toFixed(1)}" stroke="${c.hi}" stroke-width="${i % 2 ? 3 : 8}"/>`,
    ),
  mystic: (c) => ring(5, 42, (x, y, i) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${5 + (i % 3) * 2}" fill="${c.hi}"/>`),
  brave: (c) => `<path d="M10 10 L90 90 M90 10 L10 90" stroke="${c.hi}" stroke-width="8" stroke-linecap="round"/>`,
  sweet: () =>
    ['#ff4fa8', '#ffd34d', '#4fd1ff', '#7dff6b']
      .map(
        (f, i) =>
          `<circle cx="${[14, 86, 18, 84][i]}" cy="${[16, 20, 84, 80][i]}" r="9" fill="${f}" stroke="#fff" stroke-width="3" stroke-dasharray="4 3"/>`,
      )
      .join(''),
  grand: (c) =>
    `${[0, 1]
      .map(
        (side) =>
          `<g transform="${side ? 'translate(100 0) scale(-1 1)' : ''}">${[20, 34, 48, 62, 76].map((y) => `<ellipse cx="${14 + (y - 20) * 0.1}" cy="${y}" rx="5" ry="10" fill="${c.hi}" transform="rotate(-30 14 ${y})"/>`).join('')}</g>`,
      )
      .join('')}`,
};
