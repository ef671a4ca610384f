/** Six-sided dice drawn in code (pips at the usual places), for any dice game; the face takes the brand's colour. */
const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 26],
    [72, 26],
    [28, 50],
    [72, 50],
    [28, 74],
    [72, 74],
  ],
};

export const DieFace = ({ value }: { value: number }) => (
  <svg viewBox="0 0 100 100" className="gu-die__svg" aria-hidden="true" focusable="false">
    <rect x="4" y="4" width="92" height="92" rx="20" fill="#fbfbfd" stroke="#0005" strokeWidth="2" />
    <rect x="4" y="4" width="92" height="92" rx="20" fill="url(#gu-g-shine)" opacity="0.5" />
    {(PIPS[value] ?? []).map(([x, y]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r={value === 1 ? 11 : 8.5} fill={value === 1 ? '#d0203a' : '#1b1b22'} />
    ))}
  </svg>
);
