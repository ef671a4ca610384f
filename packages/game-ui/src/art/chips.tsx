/** Casino chips drawn in code. A denomination's colour follows the usual casino order; the rim carries the brand. */
const CHIP_COLOURS = ['#e8e8ee', '#d0203a', '#1f6fe0', '#1c9a52', '#1b1b22', '#8a3fd0', '#f08a1a', '#d6ad2b'];

/** The colour of the n-th denomination of a rack (cheapest first). */
export const chipColour = (index: number) => CHIP_COLOURS[index % CHIP_COLOURS.length]!;

export const ChipArt = ({ colour, label }: { colour: string; label: string }) => {
  const dark = colour === '#e8e8ee' || colour === '#d6ad2b';
  return (
    <svg viewBox="0 0 100 100" className="gu-chip__svg" aria-hidden="true" focusable="false">
      <circle cx="50" cy="50" r="47" fill={colour} stroke="#0006" strokeWidth="2" />
      {Array.from({ length: 6 }, (_, i) => (
        <rect
          // the six edge inserts of a chip: positions, never reordered
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decoration
          key={i}
          x="44"
          y="3"
          width="12"
          height="16"
          rx="2"
          fill="#fff"
          opacity="0.9"
          transform={`rotate(${i * 60} 50 50)`}
        />
      ))}
      <circle cx="50" cy="50" r="31" fill={colour} stroke="url(#gu-g-brand)" strokeWidth="3" />
      <circle cx="50" cy="50" r="26" fill="none" stroke="#fff" strokeOpacity="0.55" strokeWidth="1.5" strokeDasharray="3 3" />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fontSize={label.length > 4 ? 17 : label.length > 3 ? 20 : 24}
        fontWeight="900"
        fill={dark ? '#1b1b22' : '#fff'}
      >
        {label}
      </text>
    </svg>
  );
};
