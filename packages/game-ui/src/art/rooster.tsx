/**
 * A fighting cock drawn in code, facing right in a 100 × 100 box (the pit mirrors the one on the other side), with
 * its corner's colour on the leg band: red for meron, blue for wala.
 */
const TONES = {
  red: { body: '#8a2d12', neck: '#d9822b', tail: '#1d3b2a', band: '#d0203a' },
  blue: { body: '#3b3f4a', neck: '#e9e2cf', tail: '#0f1d3d', band: '#1f6fe0' },
} as const;
export type RoosterTone = keyof typeof TONES;

export const RoosterArt = ({ tone }: { tone: RoosterTone }) => {
  const c = TONES[tone];
  return (
    <svg className="gu-rooster" viewBox="0 0 100 100" aria-hidden="true">
      <g className="gu-rooster__tail">
        <path d="M30 52 Q4 30 10 6 Q20 30 36 42 Z" fill={c.tail} />
        <path d="M30 56 Q0 50 2 22 Q14 44 34 50 Z" fill={c.tail} opacity="0.85" />
        <path d="M32 60 Q8 66 6 44 Q18 58 36 56 Z" fill="#2f6b45" />
      </g>
      <g className="gu-rooster__legs" stroke="#e0a526" strokeWidth="3.5" strokeLinecap="round" fill="none">
        <path d="M50 74 L46 90 L38 94 M46 90 L52 95" />
        <path d="M60 74 L64 90 L58 95 M64 90 L72 94" />
      </g>
      <rect x="43" y="78" width="9" height="5" rx="1.5" fill={c.band} transform="rotate(-12 47 80)" />
      <rect x="58" y="78" width="9" height="5" rx="1.5" fill={c.band} transform="rotate(12 62 80)" />
      <ellipse cx="52" cy="58" rx="25" ry="19" fill={c.body} />
      <path d="M40 52 Q54 44 66 58 Q52 66 40 52 Z" fill={c.tail} opacity="0.55" />
      <path d="M62 54 Q62 34 70 24 Q78 24 80 34 Q76 48 74 60 Z" fill={c.neck} />
      <circle cx="75" cy="27" r="9" fill={c.neck} />
      <path d="M68 18 Q70 10 74 16 Q76 8 80 15 Q84 10 84 20 Z" fill="#e3262f" />
      <path d="M83 26 L95 29 L83 32 Z" fill="#f2c230" />
      <path d="M80 33 Q82 42 77 40 Q75 36 78 33 Z" fill="#e3262f" />
      <circle cx="78" cy="25" r="2.2" fill="#111" />
      <circle cx="78.6" cy="24.4" r="0.7" fill="#fff" />
    </svg>
  );
};
