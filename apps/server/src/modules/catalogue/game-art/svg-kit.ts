/** Small helpers for drawing SVG as text (the lobby's art is generated on the server and cached). */
export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** FNV-1a: a stable 32-bit hash of a text, for choosing among variants. */
export const hash = (s: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

export const starPoints = (cx: number, cy: number, outer: number, inner: number, n: number, turn = -90) =>
  Array.from({ length: n * 2 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = ((turn + (i * 180) / n) * Math.PI) / 180;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

/** Splits a name over at most `lines` lines of about `width` characters; the last line is cut with an ellipsis. */
export const wrapName = (name: string, width: number, lines = 2): string[] => {
  const out: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, Math.max(1, width - 1))}…`;
  return kept;
};

/** Places a drawing made in a 100×100 box at (x, y) with a size and a turn. */
export const place = (body: string, x: number, y: number, size: number, turn = 0) =>
  `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${turn} ${size / 2} ${size / 2}) scale(${(size / 100).toFixed(3)})">${body}</g>`;
