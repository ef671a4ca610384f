/** Draws avatar n (1 … AVATAR_COUNT) as SVG: a coloured disc with a simple face, generated so no image host is needed. */
const palette = [
  '#f5b301',
  '#ff4d6d',
  '#19d3a2',
  '#4d9bff',
  '#b07cff',
  '#ff8a3d',
  '#2ec4b6',
  '#e63946',
  '#90be6d',
  '#f4a261',
  '#8d99ae',
  '#ffd166',
];

export const avatarSvg = (n: number) => {
  const bg = palette[(n - 1) % palette.length];
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524'][(n - 1) % 4];
  const hat = n % 3 === 0 ? '<path d="M20 26 L32 12 L44 26 Z" fill="#1a1300" opacity="0.8"/>' : '';
  const smile = n % 2 === 0 ? 'M26 40 Q32 46 38 40' : 'M26 41 Q32 44 38 41';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${bg}"/><circle cx="32" cy="34" r="16" fill="${skin}"/>${hat}<circle cx="26" cy="32" r="2" fill="#1a1300"/><circle cx="38" cy="32" r="2" fill="#1a1300"/><path d="${smile}" stroke="#1a1300" stroke-width="2" fill="none" stroke-linecap="round"/></svg>`;
};
