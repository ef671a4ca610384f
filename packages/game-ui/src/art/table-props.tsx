/**
 * The dealer's things on a live card table, drawn in code: the shoe the cards come out of (a card at its mouth, the
 * mouth towards the players' boxes) and the chip tray in front of the dealer.
 */
export const ShoeArt = () => (
  <svg className="gu-shoe" viewBox="0 0 64 44" aria-hidden="true">
    <path d="M4 40 L10 8 Q11 4 15 4 H52 Q58 4 58 10 V40 Z" fill="#2a1a10" stroke="#c9a24a" strokeWidth="2" />
    <path d="M10 36 L14 12 H50 V36 Z" fill="#3d2716" />
    <rect x="18" y="14" width="28" height="20" rx="2" fill="#7a1f2b" stroke="#f3e3b0" strokeWidth="1.2" />
    <path d="M22 18 L42 30 M42 18 L22 30" stroke="#f3e3b0" strokeWidth="0.8" opacity="0.7" />
    <path d="M2 40 L6 28 H20 L16 40 Z" fill="#f7f3e8" stroke="#999" strokeWidth="0.8" />
  </svg>
);

/** The tray's stacks: each a slot (its place from the start) and the colour of its chips. */
const TRAY = ['#c0392b', '#1f5fbf', '#1e8449', '#222', '#f5b400', '#8e44ad', '#c0392b', '#1f5fbf'].map((colour, slot) => ({
  colour,
  slot,
}));
export const ChipTrayArt = () => (
  <svg className="gu-tray" viewBox="0 0 120 26" aria-hidden="true">
    <rect x="1" y="1" width="118" height="24" rx="5" fill="#1a120b" stroke="#c9a24a" strokeWidth="1.5" />
    {TRAY.map(({ colour, slot }) => (
      <g key={slot} transform={`translate(${6 + slot * 14} 4)`}>
        <rect width="11" height="18" rx="3" fill={colour} />
        <path d="M0 5 H11 M0 9 H11 M0 13 H11" stroke="#fff" strokeWidth="1" opacity="0.55" />
      </g>
    ))}
  </svg>
);
