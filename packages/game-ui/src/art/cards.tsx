/** Playing cards drawn in code: pips laid out as on a real deck, court cards, and a back in the merchant's colours. */

export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];

/** Card indices as printed in the corners (the same on cards in every language). */
export const RANK_GLYPHS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** A card of a 52-card deck as numbered by the house engines: rank = n % 13 (0 = ace … 12 = king), suit = ⌊n / 13⌋. */
export const cardOf = (n: number) => ({ rank: ((n % 13) + 13) % 13, suit: SUITS[Math.floor(n / 13) % 4] ?? 'spades' });

const RED = '#d0203a';
const BLACK = '#1b1b22';
export const suitColour = (suit: Suit) => (suit === 'hearts' || suit === 'diamonds' ? RED : BLACK);

/** Suit shapes in a 100×100 box. */
export const SuitShape = ({ suit, fill }: { suit: Suit; fill?: string }) => {
  const colour = fill ?? suitColour(suit);
  switch (suit) {
    case 'hearts':
      return (
        <path
          d="M50 92 C20 66 4 50 4 30 C4 15 16 5 30 5 C40 5 46 11 50 19 C54 11 60 5 70 5 C84 5 96 15 96 30 C96 50 80 66 50 92 Z"
          fill={colour}
        />
      );
    case 'diamonds':
      return <path d="M50 2 L88 50 L50 98 L12 50 Z" fill={colour} />;
    case 'spades':
      return (
        <path
          d="M50 4 C64 24 94 38 94 60 C94 74 82 82 70 82 C62 82 56 78 53 73 C55 83 59 90 67 96 H33 C41 90 45 83 47 73 C44 78 38 82 30 82 C18 82 6 74 6 60 C6 38 36 24 50 4 Z"
          fill={colour}
        />
      );
    default:
      return (
        <g fill={colour}>
          <circle cx="50" cy="27" r="20" />
          <circle cx="27" cy="58" r="20" />
          <circle cx="73" cy="58" r="20" />
          <path d="M45 56 C45 76 40 88 31 96 H69 C60 88 55 76 55 56 Z" />
        </g>
      );
  }
};

const L = 21;
const C = 35;
const R = 49;
/** Pip positions on a 70×100 card for 2–10: [x, y, upside down]. */
const PIPS: Record<number, [number, number, boolean][]> = {
  2: [
    [C, 22, false],
    [C, 78, true],
  ],
  3: [
    [C, 22, false],
    [C, 50, false],
    [C, 78, true],
  ],
  4: [
    [L, 22, false],
    [R, 22, false],
    [L, 78, true],
    [R, 78, true],
  ],
};
PIPS[5] = [...PIPS[4]!, [C, 50, false]];
PIPS[6] = [...PIPS[4]!, [L, 50, false], [R, 50, false]];
PIPS[7] = [...PIPS[6]!, [C, 36, false]];
PIPS[8] = [...PIPS[7]!, [C, 64, true]];
PIPS[9] = [
  [L, 22, false],
  [R, 22, false],
  [L, 41, false],
  [R, 41, false],
  [L, 59, true],
  [R, 59, true],
  [L, 78, true],
  [R, 78, true],
  [C, 50, false],
];
PIPS[10] = [...PIPS[9]!.slice(0, 8), [C, 32, false], [C, 68, true]];

const Pip = ({ x, y, flip, suit, size }: { x: number; y: number; flip: boolean; suit: Suit; size: number }) => (
  <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${size / 100})${flip ? ' rotate(180 50 50)' : ''}`}>
    <SuitShape suit={suit} />
  </g>
);

const Corner = ({ rank, suit }: { rank: number; suit: Suit }) => (
  <g>
    <text
      x="8"
      y="17"
      textAnchor="middle"
      fontFamily="Georgia, 'DejaVu Serif', serif"
      fontWeight="700"
      fontSize={rank === 9 ? 11 : 13}
      fill={suitColour(suit)}
    >
      {RANK_GLYPHS[rank]}
    </text>
    <Pip x={8} y={25} flip={false} suit={suit} size={8} />
  </g>
);

/** J, Q, K: a framed panel with a crown, the big index and the suit, in the merchant's colours. */
const Court = ({ rank, suit }: { rank: number; suit: Suit }) => (
  <g>
    <rect x="15" y="14" width="40" height="72" rx="4" fill="url(#gu-g-brand)" opacity="0.22" stroke={suitColour(suit)} strokeWidth="1.2" />
    <path d="M22 40 L20 26 L28 32 L35 22 L42 32 L50 26 L48 40 Z" fill="url(#gu-g-gold)" stroke="#5a3a00" strokeWidth="1" />
    <text
      x="35"
      y="66"
      textAnchor="middle"
      fontFamily="Georgia, 'DejaVu Serif', serif"
      fontWeight="900"
      fontSize="26"
      fill={suitColour(suit)}
    >
      {RANK_GLYPHS[rank]}
    </text>
    <Pip x={35} y={78} flip={false} suit={suit} size={10} />
  </g>
);

export const CardFace = ({ card }: { card: number }) => {
  const { rank, suit } = cardOf(card);
  return (
    <svg viewBox="0 0 70 100" className="gu-card__svg" aria-hidden="true" focusable="false">
      <rect x="0.75" y="0.75" width="68.5" height="98.5" rx="6" fill="#fdfcf7" stroke="#c9c3b0" strokeWidth="1.5" />
      <Corner rank={rank} suit={suit} />
      <g transform="rotate(180 35 50)">
        <Corner rank={rank} suit={suit} />
      </g>
      {rank === 0 ? <Pip x={35} y={50} flip={false} suit={suit} size={30} /> : null}
      {rank >= 1 && rank <= 9
        ? PIPS[rank + 1]!.map(([x, y, f]) => <Pip key={`${x}-${y}`} x={x} y={y} flip={f} suit={suit} size={13} />)
        : null}
      {rank >= 10 ? <Court rank={rank} suit={suit} /> : null}
    </svg>
  );
};

export const CardBack = () => (
  <svg viewBox="0 0 70 100" className="gu-card__svg" aria-hidden="true" focusable="false">
    <defs>
      <pattern id="gu-card-lattice" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" fill="none" />
        <path d="M0 0 H8 M0 0 V8" stroke="#fff" strokeOpacity="0.22" strokeWidth="1.2" />
      </pattern>
    </defs>
    <rect x="0.75" y="0.75" width="68.5" height="98.5" rx="6" fill="#fdfcf7" stroke="#c9c3b0" strokeWidth="1.5" />
    <rect x="5" y="5" width="60" height="90" rx="4" fill="url(#gu-g-brand)" />
    <rect x="5" y="5" width="60" height="90" rx="4" fill="url(#gu-card-lattice)" />
    <rect x="9" y="9" width="52" height="82" rx="3" fill="none" stroke="#fff" strokeOpacity="0.6" strokeWidth="1" />
    <circle cx="35" cy="50" r="12" fill="url(#gu-g-accent)" stroke="#fff" strokeOpacity="0.8" strokeWidth="1.5" />
    <path d="M27 54 L26 44 L31 48 L35 41 L39 48 L44 44 L43 54 Z" fill="#fff" opacity="0.9" />
  </svg>
);
