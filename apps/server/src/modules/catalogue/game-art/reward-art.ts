import { hash, starPoints } from './svg-kit';

/**
 * Pictures for promotions and points-mall items, drawn on the server as the game tiles are (issue 36: a download
 * arrow read as "download the app"). A promotion shows what it gives (matched coin stacks for a deposit match, a gift
 * for a fixed bonus, coins coming back round an arrow for a rebate, tickets for a raffle, a golden pass for a free
 * entry) on its theme's colours; a mall item shows the thing itself. The item's id seeds the sparkles, the tilt and the
 * glow, so two items of one kind still differ and the same item always looks the same. No words in the pictures:
 * the page writes the figure and the name in the visitor's language.
 */
const THEMES: Record<string, [string, string]> = {
  gold: ['#c98a00', '#5b3a00'],
  emerald: ['#12a77a', '#0b3d3a'],
  ruby: ['#d3344f', '#4a0f2b'],
  sapphire: ['#2f6fe0', '#131f4e'],
  violet: ['#8a4fe0', '#2a1450'],
  sunset: ['#f07a2b', '#5a1f3e'],
};

const coin = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffc21a" stroke="#8a5a00" stroke-width="${r / 8}"/><circle cx="${x}" cy="${y}" r="${r * 0.66}" fill="none" stroke="#8a5a00" stroke-width="${r / 14}"/><ellipse cx="${x - r * 0.3}" cy="${y - r * 0.35}" rx="${r * 0.32}" ry="${r * 0.16}" fill="#fff" fill-opacity="0.6"/>`;
/** A stack of flat coins seen from the side, `n` high, its base at (x, y). */
const stack = (x: number, y: number, n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<ellipse cx="${x}" cy="${y - i * 14}" rx="38" ry="12" fill="#e0a400" stroke="#8a5a00" stroke-width="3"/><ellipse cx="${x}" cy="${y - i * 14 - 5}" rx="38" ry="12" fill="#ffc21a" stroke="#8a5a00" stroke-width="3"/>`,
  ).join('');
const gift = (x: number, y: number, s: number, box: string, band: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-60" y="-30" width="120" height="90" rx="8" fill="${box}" stroke="#0006" stroke-width="4"/><rect x="-68" y="-52" width="136" height="30" rx="7" fill="${band}" stroke="#0006" stroke-width="4"/><rect x="-10" y="-52" width="20" height="112" fill="#fff" fill-opacity="0.85"/><path d="M0 -52 C-26 -92 -62 -74 -36 -52 Z M0 -52 C26 -92 62 -74 36 -52 Z" fill="#fff" fill-opacity="0.9" stroke="#0004" stroke-width="3"/></g>`;
const ticket = (x: number, y: number, turn: number, fill: string) =>
  `<g transform="translate(${x} ${y}) rotate(${turn})"><path d="M-80 -40 h160 v24 a16 16 0 0 0 0 32 v24 h-160 v-24 a16 16 0 0 0 0 -32 z" fill="${fill}" stroke="#0006" stroke-width="4"/><path d="M40 -36 v72" stroke="#0005" stroke-width="3" stroke-dasharray="6 6"/><polygon points="${starPoints(-20, 0, 22, 9, 5)}" fill="#fff" fill-opacity="0.9"/></g>`;

const promoScenes: Record<string, (a: string, b: string) => string> = {
  DEPOSIT_MATCH: () =>
    `${stack(110, 190, 6)}${stack(250, 190, 6)}<circle cx="180" cy="110" r="24" fill="#fff"/><path d="M180 96 v28 M166 110 h28" stroke="#1b1b22" stroke-width="7" stroke-linecap="round"/>${coin(300, 70, 20)}`,
  FIXED_BONUS: (a) => `${gift(180, 140, 1.2, a, '#ffc21a')}${coin(70, 180, 24)}${coin(300, 70, 18)}`,
  LOSS_REBATE: () =>
    `<path d="M110 70 A80 80 0 1 1 100 170" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"/><path d="M82 150 l22 34 l20 -36 z" fill="#fff"/>${coin(180, 125, 46)}${coin(300, 190, 20)}`,
  RAFFLE: (a) => `${ticket(160, 150, -14, '#ffc21a')}${ticket(200, 110, 10, a)}${coin(310, 190, 18)}`,
  FREE_ENTRY: (a) =>
    `<path d="M90 190 L76 80 L138 128 L180 60 L222 128 L284 80 L270 190 Z" fill="#ffc21a" stroke="#8a5a00" stroke-width="6" stroke-linejoin="round"/><rect x="86" y="184" width="188" height="30" rx="8" fill="#ffc21a" stroke="#8a5a00" stroke-width="6"/><circle cx="180" cy="199" r="9" fill="${a}"/>`,
};

const itemDrawings: Record<string, (c: string) => string> = {
  gift: (c) => gift(100, 112, 0.85, c, '#ffc21a'),
  cash: () =>
    [0, 1, 2]
      .map(
        (i) =>
          `<g transform="rotate(${-12 + i * 10} 100 110)"><rect x="30" y="${72 + i * 6}" width="140" height="70" rx="6" fill="#2fae62" stroke="#0d4d2a" stroke-width="4"/><circle cx="100" cy="${107 + i * 6}" r="18" fill="#8fe0ae" stroke="#0d4d2a" stroke-width="3"/><rect x="40" y="${82 + i * 6}" width="120" height="50" rx="4" fill="none" stroke="#0d4d2a" stroke-opacity="0.5" stroke-width="2"/></g>`,
      )
      .join(''),
  bag: (c) =>
    `<path d="M75 78 a25 25 0 0 1 50 0" fill="none" stroke="#3b2a14" stroke-width="8"/><path d="M48 78 h104 l10 100 h-124 z" fill="${c}" stroke="#0006" stroke-width="4" stroke-linejoin="round"/><circle cx="78" cy="96" r="5" fill="#3b2a14"/><circle cx="122" cy="96" r="5" fill="#3b2a14"/>${coin(100, 138, 20)}`,
  headset: (c) =>
    `<path d="M46 120 v-14 a54 54 0 0 1 108 0 v14" fill="none" stroke="#2a2f3d" stroke-width="12" stroke-linecap="round"/><rect x="34" y="110" width="30" height="54" rx="12" fill="${c}" stroke="#0006" stroke-width="4"/><rect x="136" y="110" width="30" height="54" rx="12" fill="${c}" stroke="#0006" stroke-width="4"/>`,
  watch: (c) =>
    `<rect x="80" y="34" width="40" height="132" rx="10" fill="#2a2f3d"/><circle cx="100" cy="100" r="44" fill="${c}" stroke="#e8ecf4" stroke-width="8"/><circle cx="100" cy="100" r="34" fill="#10131c"/><path d="M100 100 V76 M100 100 L116 110" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  phone: (c) =>
    `<rect x="62" y="34" width="76" height="136" rx="14" fill="#1b1f2b" stroke="#e8ecf4" stroke-width="5"/><rect x="70" y="48" width="60" height="104" rx="4" fill="${c}"/><polygon points="${starPoints(100, 100, 22, 9, 5)}" fill="#ffc21a"/><rect x="90" y="40" width="20" height="4" rx="2" fill="#e8ecf4"/>`,
  voucher: (c) => ticket(100, 104, -8, c).replace('translate(100 104)', 'translate(100 104) scale(0.95)'),
  car: (c) =>
    `<path d="M30 132 v-18 l18 -6 l22 -28 h58 l26 28 l18 6 v18 z" fill="${c}" stroke="#0006" stroke-width="4" stroke-linejoin="round"/><path d="M78 86 h46 l18 22 h-76 z" fill="#bfe3ff" stroke="#0005" stroke-width="3"/><circle cx="62" cy="134" r="16" fill="#1b1b22" stroke="#c9d2e3" stroke-width="5"/><circle cx="140" cy="134" r="16" fill="#1b1b22" stroke="#c9d2e3" stroke-width="5"/>`,
};

const sparkles = (seed: number, w: number, h: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const x = 8 + (((seed >>> (i % 16)) + i * 97) % (w - 16));
    const y = 8 + (((seed >>> ((i + 5) % 16)) + i * 53) % (h - 16));
    const r = 4 + (i % 3) * 3;
    return `<polygon points="${starPoints(x, y, r, r / 3, 4)}" fill="#fff" fill-opacity="${0.3 + (i % 3) * 0.2}"/>`;
  }).join('');

export const promotionKindsDrawn = Object.keys(promoScenes);
export const mallArtsDrawn = Object.keys(itemDrawings);

/** A promotion's card picture (600×240): its kind's scene at the start, room at the end for the headline figure. */
export const promotionSvg = (id: number, kind: string, theme: string) => {
  const scene = promoScenes[kind];
  if (!scene) return null;
  const [a, b] = THEMES[theme] ?? THEMES.gold!;
  const h = hash(`promo|${id}|${kind}|${theme}`);
  const tilt = (h % 9) - 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="240" viewBox="0 0 600 240" data-art="${kind}|${theme}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><radialGradient id="spot" cx="0.3" cy="0.5" r="0.45"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="600" height="240" fill="url(#g)"/><circle cx="${420 + (h % 120)}" cy="${40 + (h % 60)}" r="110" fill="#fff" fill-opacity="0.07"/><circle cx="${300 + ((h >>> 8) % 120)}" cy="250" r="130" fill="#000" fill-opacity="0.15"/><rect width="600" height="240" fill="url(#spot)"/><g transform="rotate(${tilt} 180 120)">${scene(a, b)}</g>${sparkles(h, 600, 240, 10)}</svg>`;
};

/** A mall item’s picture (200×200): the thing on a glow whose hue the item's id picks. */
export const mallItemSvg = (id: number, art: string) => {
  const draw = itemDrawings[art];
  if (!draw) return null;
  const h = hash(`item|${id}|${art}`);
  const hue = h % 360;
  const c = `hsl(${(hue + 180) % 360} 75% 55%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" data-art="${art}"><defs><radialGradient id="glow" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="hsl(${hue} 80% 60%)" stop-opacity="0.55"/><stop offset="1" stop-color="hsl(${hue} 60% 20%)" stop-opacity="0"/></radialGradient></defs><circle cx="100" cy="100" r="96" fill="url(#glow)"/><g transform="rotate(${(h % 11) - 5} 100 100)">${draw(c)}</g>${sparkles(h, 200, 200, 6)}</svg>`;
};
