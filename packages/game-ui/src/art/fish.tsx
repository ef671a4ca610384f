/**
 * Fish drawn in code, one look per pay tier (a small striped fish for the low multipliers up to a golden king for
 * the highest), facing right in a 100 × 60 box; the tank mirrors the ones swimming left.
 */
type Look = { body: string; belly: string; fin: string; stripe: string | null; crown: boolean };
const LOOKS: { from: number; look: Look }[] = [
  { from: 100, look: { body: '#f5b400', belly: '#fff2b0', fin: '#c97a00', stripe: null, crown: true } },
  { from: 30, look: { body: '#9b5cf6', belly: '#e4d4ff', fin: '#5b2bb5', stripe: '#f0e6ff', crown: false } },
  { from: 10, look: { body: '#1fb5a8', belly: '#c9f6ef', fin: '#0d7168', stripe: null, crown: false } },
  { from: 5, look: { body: '#3a7bf0', belly: '#cfe0ff', fin: '#1b3f91', stripe: '#ffd23f', crown: false } },
  { from: 0, look: { body: '#ff7a2f', belly: '#ffe1cc', fin: '#b23c00', stripe: '#ffffff', crown: false } },
];
export const fishLook = (mult: number): Look => (LOOKS.find((l) => mult >= l.from) ?? LOOKS[LOOKS.length - 1]!).look;

export const FishShape = ({ mult, caught = false }: { mult: number; caught?: boolean }) => {
  const l = caught ? { ...fishLook(mult), body: '#ffd54a', fin: '#e09a00' } : fishLook(mult);
  return (
    <g className="gu-fish__art">
      <path d="M18 30 L0 10 Q6 30 0 50 Z" fill={l.fin} />
      <path d="M40 12 Q56 -2 70 14 Z" fill={l.fin} />
      <ellipse cx="55" cy="30" rx="40" ry="22" fill={l.body} />
      <path d="M22 34 Q55 56 92 34 Q70 46 22 34 Z" fill={l.belly} opacity="0.85" />
      {l.stripe ? (
        <>
          <path d="M44 10 Q38 30 44 50" stroke={l.stripe} strokeWidth="5" fill="none" opacity="0.9" />
          <path d="M64 9 Q58 30 64 51" stroke={l.stripe} strokeWidth="4" fill="none" opacity="0.9" />
        </>
      ) : null}
      <path d="M52 36 Q60 48 48 50 Z" fill={l.fin} opacity="0.9" />
      <circle cx="78" cy="24" r="6" fill="#fff" />
      <circle cx="80" cy="24" r="3.2" fill="#121212" />
      <path d="M92 33 Q88 36 84 34" stroke="#4a2200" strokeWidth="2" fill="none" strokeLinecap="round" />
      {l.crown ? <path d="M60 9 L64 0 L69 7 L74 -1 L78 7 L83 1 L84 11 Z" fill="#ffe27a" stroke="#b27800" strokeWidth="1.5" /> : null}
      <ellipse cx="50" cy="20" rx="22" ry="6" fill="#fff" opacity="0.22" />
    </g>
  );
};

/** The cannon at the bottom of the tank, its barrel pointing up (the tank turns it). */
export const CannonBase = () => (
  <g className="gu-cannon__base">
    <ellipse cx="0" cy="6" rx="34" ry="14" fill="url(#gu-g-gold)" stroke="#7a5200" strokeWidth="2" />
    <circle cx="0" cy="0" r="16" fill="#2b3342" stroke="#f5b400" strokeWidth="3" />
  </g>
);
export const CannonBarrel = () => (
  <g className="gu-cannon__barrel">
    <rect x="-7" y="-44" width="14" height="44" rx="5" fill="#3b4658" stroke="#f5b400" strokeWidth="2.5" />
    <rect x="-10" y="-48" width="20" height="9" rx="3" fill="#f5b400" />
  </g>
);
