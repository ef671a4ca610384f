/** Generates brand artwork locally as SVG, so no image host outside the server is needed. */
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

export const logoSvg = (name: string, primary: string, accent: string, mark: 'crown' | 'bolt') => {
  const shape =
    mark === 'crown'
      ? '<path d="M6 30 L10 12 L18 22 L24 8 L30 22 L38 12 L42 30 Z" fill="url(#g)"/><rect x="6" y="32" width="36" height="5" rx="2" fill="url(#g)"/>'
      : '<path d="M27 4 L10 26 H22 L18 44 L38 18 H26 Z" fill="url(#g)"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48" viewBox="0 0 220 48" role="img" aria-label="${esc(name)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>${shape}<text x="52" y="31" font-family="Segoe UI, Roboto, Arial, sans-serif" font-size="20" font-weight="700" fill="${primary}">${esc(name)}</text></svg>`;
};

export const licenceSvg = (label: string, color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect x="1" y="1" width="118" height="38" rx="6" fill="none" stroke="${color}" stroke-width="2"/><text x="60" y="25" text-anchor="middle" font-family="Arial, sans-serif" font-size="12" font-weight="700" fill="${color}">${esc(label)}</text></svg>`;
