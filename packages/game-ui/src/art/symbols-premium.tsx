import type { ReactElement } from 'react';
import { Glint } from './defs';

/** High-paying slot symbols, each drawn in a 100×100 box. `label` is the localised word some symbols carry. */
export type SymbolDraw = (p: { label: string }) => ReactElement;

const OUTLINE = '#2b1a00';

const starPoints = (cx: number, cy: number, outer: number, inner: number, n: number, turn = -90) =>
  Array.from({ length: n * 2 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = ((turn + (i * 180) / n) * Math.PI) / 180;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

/** A word set on a ribbon, sized to fit whatever the language makes of it. */
const Banner = ({ y, text, fill }: { y: number; text: string; fill: string }) => (
  <g>
    <path d={`M6 ${y} H94 L88 ${y + 11} L94 ${y + 22} H6 L12 ${y + 11} Z`} fill={fill} stroke={OUTLINE} strokeWidth="2" />
    <text
      x="50"
      y={y + 16}
      textAnchor="middle"
      fontSize={text.length > 6 ? 12 : 15}
      fontWeight="900"
      fill="#fff"
      stroke={OUTLINE}
      strokeWidth="2.4"
      paintOrder="stroke"
      style={{ letterSpacing: '0.5px' }}
    >
      {text}
    </text>
  </g>
);

export const wild: SymbolDraw = ({ label }) => (
  <g>
    <rect x="8" y="8" width="84" height="84" rx="18" fill="url(#gu-g-accent)" stroke={OUTLINE} strokeWidth="3" />
    <polygon points={starPoints(50, 42, 34, 14, 8)} fill="#fff" opacity="0.22" />
    <polygon points={starPoints(50, 40, 22, 10, 5)} fill="url(#gu-g-gold)" stroke={OUTLINE} strokeWidth="2" />
    <Glint cx={34} cy={24} rx={22} ry={10} />
    <Banner y={62} text={label} fill="url(#gu-g-magenta)" />
  </g>
);

export const scatter: SymbolDraw = ({ label }) => (
  <g>
    <polygon points={starPoints(50, 44, 44, 20, 12, -90)} fill="url(#gu-g-magenta)" stroke={OUTLINE} strokeWidth="2.5" />
    <circle cx="50" cy="44" r="19" fill="url(#gu-g-amethyst)" stroke={OUTLINE} strokeWidth="2" />
    <polygon points={starPoints(50, 44, 12, 5, 4, -90)} fill="#fff" />
    <Glint cx={40} cy={30} rx={14} ry={7} />
    <Banner y={70} text={label} fill="url(#gu-g-sapphire)" />
  </g>
);

export const crown: SymbolDraw = () => (
  <g stroke={OUTLINE} strokeWidth="2.5" strokeLinejoin="round">
    <path d="M16 70 L10 30 L32 48 L50 18 L68 48 L90 30 L84 70 Z" fill="url(#gu-g-gold)" />
    <rect x="14" y="68" width="72" height="16" rx="4" fill="url(#gu-g-gold)" />
    <circle cx="10" cy="28" r="6" fill="url(#gu-g-gold)" />
    <circle cx="50" cy="15" r="7" fill="url(#gu-g-gold)" />
    <circle cx="90" cy="28" r="6" fill="url(#gu-g-gold)" />
    <circle cx="32" cy="76" r="4.5" fill="url(#gu-g-ruby)" strokeWidth="1.5" />
    <circle cx="50" cy="76" r="5.5" fill="url(#gu-g-sapphire)" strokeWidth="1.5" />
    <circle cx="68" cy="76" r="4.5" fill="url(#gu-g-ruby)" strokeWidth="1.5" />
    <path d="M50 40 L56 52 L50 62 L44 52 Z" fill="url(#gu-g-emerald)" strokeWidth="1.5" />
    <Glint cx={30} cy={44} rx={12} ry={6} />
  </g>
);

export const diamond: SymbolDraw = () => (
  <g stroke="#0b2a66" strokeWidth="2" strokeLinejoin="round">
    <path d="M50 90 L8 38 L26 14 H74 L92 38 Z" fill="url(#gu-g-sapphire)" strokeWidth="3" />
    <path d="M26 14 L36 38 H64 L74 14 Z" fill="#cfefff" opacity="0.55" />
    <path d="M8 38 H92" fill="none" />
    <path d="M36 38 L50 90 L64 38" fill="#0d3f9a" opacity="0.35" />
    <path d="M36 38 L50 14 L64 38" fill="#fff" opacity="0.35" />
    <Glint cx={34} cy={26} rx={12} ry={6} />
  </g>
);

export const bell: SymbolDraw = () => (
  <g stroke={OUTLINE} strokeWidth="2.5" strokeLinejoin="round">
    <circle cx="50" cy="12" r="6" fill="url(#gu-g-amber)" />
    <path d="M50 16 C28 16 24 38 24 52 C24 64 18 70 12 76 H88 C82 70 76 64 76 52 C76 38 72 16 50 16 Z" fill="url(#gu-g-amber)" />
    <rect x="10" y="74" width="80" height="9" rx="4.5" fill="url(#gu-g-gold)" />
    <circle cx="50" cy="88" r="7" fill="url(#gu-g-gold)" />
    <path d="M34 30 C30 40 30 52 30 60" fill="none" stroke="#fff" strokeOpacity="0.6" strokeWidth="4" strokeLinecap="round" />
  </g>
);

export const seven: SymbolDraw = () => (
  <g strokeLinejoin="round">
    <path d="M16 14 H86 V30 C68 46 56 66 52 90 H28 C32 66 44 46 60 32 H16 Z" fill="url(#gu-g-ruby)" stroke={OUTLINE} strokeWidth="3" />
    <path d="M22 20 H78" stroke="#fff" strokeOpacity="0.55" strokeWidth="4" strokeLinecap="round" />
  </g>
);

export const bar: SymbolDraw = ({ label }) => (
  <g>
    <rect x="6" y="30" width="88" height="40" rx="8" fill="url(#gu-g-night)" stroke="url(#gu-g-gold)" strokeWidth="4" />
    <text x="50" y="61" textAnchor="middle" fontSize="28" fontWeight="900" fill="url(#gu-g-gold)" stroke={OUTLINE} strokeWidth="1.5">
      {label}
    </text>
  </g>
);

export const star: SymbolDraw = () => (
  <g>
    <polygon points={starPoints(50, 52, 44, 19, 5)} fill="url(#gu-g-gold)" stroke={OUTLINE} strokeWidth="3" strokeLinejoin="round" />
    <Glint cx={40} cy={36} rx={12} ry={6} />
  </g>
);

export const coin: SymbolDraw = () => (
  <g stroke={OUTLINE} strokeWidth="2.5">
    <circle cx="50" cy="50" r="40" fill="url(#gu-g-gold)" />
    <circle cx="50" cy="50" r="30" fill="none" strokeDasharray="4 4" />
    <polygon points={starPoints(50, 51, 18, 8, 5)} fill="url(#gu-g-amber)" strokeWidth="2" />
    <Glint cx={36} cy={32} rx={14} ry={7} />
  </g>
);

const Gem = ({ fill, edge }: { fill: string; edge: string }) => (
  <g stroke={edge} strokeWidth="2.5" strokeLinejoin="round">
    <polygon points="50,8 86,30 86,70 50,92 14,70 14,30" fill={fill} />
    <polygon points="50,24 72,37 72,63 50,76 28,63 28,37" fill="#fff" opacity="0.25" />
    <path d="M14 30 L28 37 M86 30 L72 37 M86 70 L72 63 M14 70 L28 63 M50 8 V24 M50 92 V76" fill="none" />
    <Glint cx={38} cy={30} rx={12} ry={6} />
  </g>
);

export const ruby: SymbolDraw = () => <Gem fill="url(#gu-g-ruby)" edge="#5a0010" />;
export const emerald: SymbolDraw = () => <Gem fill="url(#gu-g-emerald)" edge="#063a1a" />;
export const amethyst: SymbolDraw = () => <Gem fill="url(#gu-g-amethyst)" edge="#2e0a48" />;
