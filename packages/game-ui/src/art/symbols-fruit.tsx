import { Glint } from './defs';
import type { SymbolDraw } from './symbols-premium';

/** Classic fruit-machine symbols, each in a 100×100 box. */
const OUTLINE = '#2a1208';

const Leaf = ({ d }: { d: string }) => <path d={d} fill="url(#gu-g-leaf)" stroke="#123d0a" strokeWidth="2" />;

export const cherry: SymbolDraw = () => (
  <g>
    <path d="M34 62 C40 38 52 22 70 12 M66 60 C64 40 66 24 70 12" fill="none" stroke="#3f6b12" strokeWidth="4" strokeLinecap="round" />
    <Leaf d="M70 12 C80 8 92 14 94 24 C84 28 74 24 70 12 Z" />
    <circle cx="32" cy="70" r="18" fill="url(#gu-g-ruby)" stroke={OUTLINE} strokeWidth="2.5" />
    <circle cx="66" cy="68" r="18" fill="url(#gu-g-ruby)" stroke={OUTLINE} strokeWidth="2.5" />
    <Glint cx={26} cy={62} rx={7} ry={4} />
    <Glint cx={60} cy={60} rx={7} ry={4} />
  </g>
);

export const lemon: SymbolDraw = () => (
  <g>
    <path
      d="M10 52 C14 26 40 16 60 20 C76 22 88 32 92 48 C88 72 64 86 42 82 C24 80 12 68 10 52 Z"
      fill="url(#gu-g-citrus)"
      stroke={OUTLINE}
      strokeWidth="2.5"
    />
    <Leaf d="M60 20 C62 8 74 4 82 8 C78 18 70 22 60 20 Z" />
    <Glint cx={38} cy={38} rx={14} ry={7} />
  </g>
);

export const orange: SymbolDraw = () => (
  <g>
    <circle cx="50" cy="56" r="36" fill="url(#gu-g-amber)" stroke={OUTLINE} strokeWidth="2.5" />
    <circle cx="50" cy="24" r="3" fill="#5b3a0a" />
    <Leaf d="M52 22 C58 8 74 6 82 12 C74 22 62 26 52 22 Z" />
    <Glint cx={38} cy={42} rx={12} ry={6} />
  </g>
);

export const plum: SymbolDraw = () => (
  <g>
    <ellipse cx="50" cy="56" rx="32" ry="36" fill="url(#gu-g-amethyst)" stroke={OUTLINE} strokeWidth="2.5" />
    <path d="M50 22 C46 40 46 70 50 90" fill="none" stroke="#2b0a40" strokeWidth="2" opacity="0.6" />
    <Leaf d="M50 22 C54 10 66 6 74 10 C68 20 58 24 50 22 Z" />
    <Glint cx={38} cy={40} rx={10} ry={6} />
  </g>
);

const GRAPES = [
  [36, 34],
  [52, 32],
  [68, 34],
  [28, 50],
  [44, 50],
  [60, 50],
  [76, 50],
  [36, 66],
  [52, 66],
  [68, 66],
  [44, 82],
  [60, 82],
];
export const grapes: SymbolDraw = () => (
  <g>
    <Leaf d="M50 22 C40 6 20 8 16 18 C28 24 40 26 50 22 Z" />
    <path d="M50 22 V30" stroke="#3f2a0a" strokeWidth="4" />
    {GRAPES.map(([x, y]) => (
      <g key={`${x}-${y}`}>
        <circle cx={x} cy={y} r="10" fill="url(#gu-g-amethyst)" stroke={OUTLINE} strokeWidth="2" />
        <circle cx={(x ?? 0) - 3} cy={(y ?? 0) - 3} r="2.5" fill="#fff" opacity="0.55" />
      </g>
    ))}
  </g>
);

export const melon: SymbolDraw = () => (
  <g strokeLinejoin="round">
    <path d="M6 40 H94 C94 66 74 88 50 88 C26 88 6 66 6 40 Z" fill="url(#gu-g-emerald)" stroke={OUTLINE} strokeWidth="2.5" />
    <path d="M12 40 H88 C88 62 70 80 50 80 C30 80 12 62 12 40 Z" fill="#eafbe0" />
    <path d="M16 40 H84 C84 58 68 74 50 74 C32 74 16 58 16 40 Z" fill="url(#gu-g-ruby)" />
    {[30, 44, 56, 70, 38, 62].map((x, i) => (
      <ellipse key={x} cx={x} cy={i < 4 ? 50 : 62} rx="2.4" ry="4" fill="#1d0d06" />
    ))}
  </g>
);

export const clover: SymbolDraw = () => (
  <g>
    <path d="M50 54 C50 74 56 86 66 94" fill="none" stroke="#2f7a1c" strokeWidth="5" strokeLinecap="round" />
    {[0, 90, 180, 270].map((turn) => (
      <path
        key={turn}
        transform={`rotate(${turn} 50 50)`}
        d="M50 50 C40 40 28 36 28 24 C28 14 40 10 50 22 C60 10 72 14 72 24 C72 36 60 40 50 50 Z"
        fill="url(#gu-g-emerald)"
        stroke="#0b3a12"
        strokeWidth="2"
      />
    ))}
    <circle cx="50" cy="50" r="5" fill="#b5ffcf" />
  </g>
);

export const horseshoe: SymbolDraw = () => (
  <g>
    <path
      d="M22 86 C8 60 10 22 50 14 C90 22 92 60 78 86 L62 86 C72 62 70 34 50 30 C30 34 28 62 38 86 Z"
      fill="url(#gu-g-silver)"
      stroke="#1d2535"
      strokeWidth="3"
      strokeLinejoin="round"
    />
    {[
      [24, 64],
      [22, 46],
      [30, 30],
      [76, 64],
      [78, 46],
      [70, 30],
    ].map(([x, y]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r="2.6" fill="#1d2535" />
    ))}
  </g>
);
