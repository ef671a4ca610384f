/**
 * Allow-list HTML sanitiser for operator-written content (announcements, notices). Only formatting tags survive, with
 * no attributes except a safe href (http, https, relative) on links and a same-origin src on images; script, style
 * and embedded content are dropped with their contents. The web renders it through DOMPurify as a second layer.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'a',
  'img',
  'hr',
  'small',
]);
const DROP_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript|svg|math|textarea|select)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const attr = (attrs: string, name: string) => {
  const m = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return m ? (m[2] ?? m[3] ?? m[4] ?? '') : null;
};
const safeUrl = (url: string, sameOriginOnly: boolean) => {
  const u = url.trim();
  if (/^\/(?!\/)/.test(u)) return u;
  if (!sameOriginOnly && /^https?:\/\//i.test(u)) return u;
  return null;
};

export const sanitizeHtml = (html: string): string =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(DROP_WITH_CONTENT, '')
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|<|>/g, (whole, tag: string | undefined, attrs: string | undefined) => {
      if (!tag) return esc(whole);
      const name = tag.toLowerCase();
      if (!ALLOWED.has(name)) return '';
      if (whole.startsWith('</')) return `</${name}>`;
      if (name === 'a') {
        const href = safeUrl(attr(attrs ?? '', 'href') ?? '', false);
        return href ? `<a href="${esc(href)}" rel="noopener noreferrer" target="_blank">` : '<a>';
      }
      if (name === 'img') {
        const src = safeUrl(attr(attrs ?? '', 'src') ?? '', true);
        return src ? `<img src="${esc(src)}" alt="">` : '';
      }
      return `<${name}>`;
    });
