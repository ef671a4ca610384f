import { hash, starPoints } from './svg-kit';

/**
 * Lobby banners drawn from the banner's title and the merchant's colours: a scene that says what the banner is about
 * (a gift for a bonus, a slot machine for a slot race, chips and cards for the live casino, two players for an
 * invitation …) on the brand's gradient, with light rays and sparkles. No words in the picture: the site writes the
 * title over its start side, in the visitor's language (the picture is mirrored for right-to-left pages).
 */
type Scene = (p: string, a: string) => string;

const coin = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffc21a" stroke="#8a5a00" stroke-width="${r / 8}"/><circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="none" stroke="#8a5a00" stroke-width="${r / 14}" stroke-dasharray="${r / 5} ${r / 6}"/><ellipse cx="${x - r * 0.3}" cy="${y - r * 0.35}" rx="${r * 0.35}" ry="${r * 0.18}" fill="#fff" fill-opacity="0.6"/>`;
const chip = (x: number, y: number, r: number, fill: string) =>
  `<ellipse cx="${x}" cy="${y + r * 0.18}" rx="${r}" ry="${r * 0.36}" fill="#0008"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.36}" fill="${fill}" stroke="#fff" stroke-width="${r / 10}" stroke-dasharray="${r / 3} ${r / 3}"/>`;
const card = (x: number, y: number, turn: number, glyph: string, red: boolean) =>
  `<g transform="rotate(${turn} ${x + 60} ${y + 84})"><rect x="${x}" y="${y}" width="120" height="168" rx="12" fill="#fdfcf7" stroke="#1b1b22" stroke-width="4"/><text x="${x + 60}" y="${y + 110}" text-anchor="middle" font-family="Georgia, serif" font-size="84" font-weight="900" fill="${red ? '#d0203a' : '#1b1b22'}">${glyph}</text></g>`;

const scenes: Record<string, Scene> = {
  bonus: (p, a) =>
    `<rect x="760" y="130" width="230" height="170" rx="14" fill="${p}" stroke="#0006" stroke-width="6"/><rect x="740" y="100" width="270" height="56" rx="12" fill="${a}" stroke="#0006" stroke-width="6"/><rect x="858" y="100" width="34" height="200" fill="#fff" fill-opacity="0.85"/><path d="M875 100 C830 40 780 70 820 100 Z M875 100 C920 40 970 70 930 100 Z" fill="#fff" fill-opacity="0.9" stroke="#0004" stroke-width="4"/>${coin(1060, 120, 38)}${coin(700, 260, 30)}${coin(1090, 270, 26)}${coin(690, 130, 20)}`,
  slot: (p, a) =>
    `<rect x="700" y="60" width="380" height="250" rx="26" fill="${p}" stroke="#0006" stroke-width="8"/><rect x="724" y="110" width="332" height="150" rx="14" fill="#10131c"/>${[
      0, 1, 2,
    ]
      .map(
        (i) =>
          `<rect x="${736 + i * 108}" y="120" width="96" height="130" rx="10" fill="#fbfbfd"/><text x="${784 + i * 108}" y="212" text-anchor="middle" font-family="Georgia, serif" font-size="92" font-weight="900" fill="#d0203a" stroke="#5a0010" stroke-width="3">7</text>`,
      )
      .join(
        '',
      )}<rect x="736" y="72" width="308" height="28" rx="14" fill="${a}"/><path d="M1080 120 h40 v120" fill="none" stroke="#c9d2e3" stroke-width="10" stroke-linecap="round"/><circle cx="1120" cy="112" r="20" fill="#e0203f" stroke="#5a0010" stroke-width="4"/>${coin(690, 300, 28)}${coin(1110, 300, 24)}`,
  live: (p, a) =>
    `${card(760, 70, -14, 'A', false)}${card(860, 60, 6, 'K', true)}${[0, 1, 2, 3].map((i) => chip(1060, 300 - i * 22, 60, i % 2 ? a : p)).join('')}${[0, 1, 2].map((i) => chip(700, 310 - i * 22, 48, i % 2 ? '#e0203f' : '#1f6fe0')).join('')}<path d="M1010 120 a60 60 0 1 1 -30 52" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"/><path d="M966 150 l16 26 l22 -20 z" fill="#fff"/>`,
  invite: (p, a) =>
    `<circle cx="800" cy="130" r="52" fill="${p}" stroke="#0005" stroke-width="6"/><path d="M700 320 C700 230 900 230 900 320 Z" fill="${p}" stroke="#0005" stroke-width="6"/><circle cx="1000" cy="130" r="52" fill="${a}" stroke="#0005" stroke-width="6"/><path d="M900 320 C900 230 1100 230 1100 320 Z" fill="${a}" stroke="#0005" stroke-width="6"/><circle cx="900" cy="90" r="34" fill="#fff"/><path d="M900 70 v40 M880 90 h40" stroke="${p}" stroke-width="10" stroke-linecap="round"/>${coin(1110, 80, 26)}${coin(700, 70, 22)}`,
  play: (p, a) =>
    `${card(720, 80, -18, 'Q', true)}${card(800, 66, -4, 'J', false)}<rect x="960" y="120" width="140" height="140" rx="28" fill="#fbfbfd" stroke="#1b1b22" stroke-width="6" transform="rotate(12 1030 190)"/><circle cx="1000" cy="160" r="13" fill="#1b1b22"/><circle cx="1060" cy="220" r="13" fill="#1b1b22"/><circle cx="1030" cy="190" r="13" fill="${a}"/>${chip(1100, 310, 50, p)}`,
  sport: () =>
    `<circle cx="900" cy="180" r="120" fill="#fbfbfd" stroke="#1b1b22" stroke-width="8"/><polygon points="900,130 948,165 930,222 870,222 852,165" fill="#1b1b22"/><path d="M900 130 V62 M948 165 L1012 140 M930 222 L966 282 M870 222 L834 282 M852 165 L788 140" stroke="#1b1b22" stroke-width="8"/>`,
  lottery: (p, a) =>
    [
      [760, 150, '#e0203f', '7'],
      [880, 110, p, '3'],
      [1000, 160, '#1f8fff', '9'],
      [830, 250, a, '5'],
      [960, 260, '#22b45a', '1'],
    ]
      .map(
        ([x, y, f, n]) =>
          `<circle cx="${x}" cy="${y}" r="58" fill="${f}" stroke="#0006" stroke-width="5"/><circle cx="${x}" cy="${y}" r="32" fill="#fff"/><text x="${x}" y="${Number(y) + 14}" text-anchor="middle" font-family="Arial, sans-serif" font-size="40" font-weight="900" fill="#1b1b22">${n}</text>`,
      )
      .join(''),
  crown: (p) =>
    `<path d="M740 270 L720 110 L810 180 L900 70 L990 180 L1080 110 L1060 270 Z" fill="#ffc21a" stroke="#8a5a00" stroke-width="8" stroke-linejoin="round"/><rect x="735" y="262" width="330" height="46" rx="10" fill="#ffc21a" stroke="#8a5a00" stroke-width="8"/><circle cx="900" cy="285" r="14" fill="${p}"/><circle cx="820" cy="285" r="11" fill="#e0203f"/><circle cx="980" cy="285" r="11" fill="#e0203f"/>${coin(690, 300, 26)}${coin(1110, 290, 30)}`,
};

const KEYWORDS: [RegExp, keyof typeof scenes][] = [
  [/bonus|welcome|deposit|gift|reward/i, 'bonus'],
  [/slot|spin|race|jackpot/i, 'slot'],
  [/live|casino|cashback|rebate|baccarat|table/i, 'live'],
  [/invite|friend|refer/i, 'invite'],
  [/sport|football|cricket|match/i, 'sport'],
  [/lotter|lotto|draw|keno/i, 'lottery'],
  [/sign|login|play|card/i, 'play'],
];

export const bannerSceneOf = (title: string) => KEYWORDS.find(([re]) => re.test(title))?.[1] ?? 'crown';

export const bannerSvg = (seed: string, title: string, primary: string, accent: string) => {
  const scene = scenes[bannerSceneOf(title)]!(primary, accent);
  const h = hash(seed);
  const sparkles = Array.from({ length: 14 }, (_, i) => {
    const x = 520 + (((h >>> (i % 16)) + i * 97) % 660);
    const y = 20 + (((h >>> ((i + 5) % 16)) + i * 53) % 320);
    const r = 5 + (i % 4) * 3;
    return `<polygon points="${starPoints(x, y, r, r / 3, 4)}" fill="#fff" fill-opacity="${0.35 + (i % 3) * 0.2}"/>`;
  }).join('');
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a0 = (i * 22.5 * Math.PI) / 180;
    const a1 = ((i * 22.5 + 9) * Math.PI) / 180;
    return `<path d="M900 180 L${(900 + 900 * Math.cos(a0)).toFixed(0)} ${(180 + 900 * Math.sin(a0)).toFixed(0)} L${(900 + 900 * Math.cos(a1)).toFixed(0)} ${(180 + 900 * Math.sin(a1)).toFixed(0)} Z"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b0e16"/><stop offset="0.45" stop-color="${primary}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}"/></linearGradient><radialGradient id="spot" cx="0.75" cy="0.5" r="0.45"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.55" stop-color="#000" stop-opacity="0"/></linearGradient></defs><rect width="1200" height="360" fill="#0b0e16"/><rect width="1200" height="360" fill="url(#g)"/><g fill="#fff" fill-opacity="0.06">${rays}</g><rect width="1200" height="360" fill="url(#spot)"/><circle cx="${120 + (h % 200)}" cy="60" r="90" fill="#fff" fill-opacity="0.05"/><circle cx="${300 + (h % 150)}" cy="330" r="120" fill="#000" fill-opacity="0.18"/>${scene}${sparkles}<rect width="1200" height="360" fill="url(#fade)"/></svg>`;
};
