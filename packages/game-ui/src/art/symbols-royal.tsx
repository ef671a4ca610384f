import { Glint } from './defs';
import type { SymbolDraw } from './symbols-premium';

/**
 * The low-paying "royals": card indices as slots draw them, a big serif letter on a coloured gem plate. The letters
 * are card indices (A, K, Q, J, 10, 9), printed the same on cards in every language, not interface text.
 */
const Royal = ({ glyph, fill, plate, edge }: { glyph: string; fill: string; plate: string; edge: string }) => (
  <g>
    <rect x="12" y="12" width="76" height="76" rx="20" fill={plate} opacity="0.35" />
    <text
      x="50"
      y="76"
      textAnchor="middle"
      fontFamily="Georgia, 'DejaVu Serif', 'Times New Roman', serif"
      fontSize={glyph.length > 1 ? 58 : 74}
      fontWeight="900"
      fill={fill}
      stroke={edge}
      strokeWidth="3.5"
      paintOrder="stroke"
      style={{ letterSpacing: glyph.length > 1 ? '-4px' : '0' }}
    >
      {glyph}
    </text>
    <Glint cx={38} cy={30} rx={16} ry={7} />
  </g>
);

export const ace: SymbolDraw = () => <Royal glyph="A" fill="url(#gu-g-ruby)" plate="#ff3355" edge="#3a0008" />;
export const king: SymbolDraw = () => <Royal glyph="K" fill="url(#gu-g-sapphire)" plate="#2f8df5" edge="#071c46" />;
export const queen: SymbolDraw = () => <Royal glyph="Q" fill="url(#gu-g-amethyst)" plate="#a23ee0" edge="#25063a" />;
export const jack: SymbolDraw = () => <Royal glyph="J" fill="url(#gu-g-emerald)" plate="#22b45a" edge="#03301a" />;
export const ten: SymbolDraw = () => <Royal glyph="10" fill="url(#gu-g-amber)" plate="#ff9d1a" edge="#3f1c00" />;
export const nine: SymbolDraw = () => <Royal glyph="9" fill="url(#gu-g-silver)" plate="#8fa0c0" edge="#1d2535" />;
