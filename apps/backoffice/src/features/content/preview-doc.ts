/**
 * The preview of a content item as the player site shows it (the banner slide, the marquee line, the pop-up dialog,
 * the help article, the service links and app links), written as a whole document for a sandboxed frame: no script
 * runs in it whatever the HTML holds, and the player site's own look (its theme colours, its layout, its direction)
 * applies without touching the back office's styles.
 */
export type PreviewLang = 'EN' | 'UR';
export type PreviewItem =
  | { kind: 'banner'; title: string; imageUrl: string | null }
  | { kind: 'marquee'; titles: string[]; title: string; html: string }
  | { kind: 'popup' | 'announcement'; title: string; html: string }
  | { kind: 'help'; category: string; title: string; html: string }
  | { kind: 'links'; links: { name: string; url: string }[]; apps: { name: string; url: string }[] };

export type PreviewLabels = { notices: string; announcement: string; close: string; help: string; service: string; apps: string };

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Only a same-site path or an https address may be an image source in the preview. */
const safeImage = (url: string | null) => (url && /^(\/media\/[A-Za-z0-9/_.-]+|https:\/\/[^\s"'<>]+)$/.test(url) ? url : null);

/** The Urdu face's files (the back office's own copies): a frame does not inherit its page's fonts. */
export type PreviewFonts = Partial<Record<400 | 700, string>>;
const fontFaces = (fonts: PreviewFonts) =>
  Object.entries(fonts)
    .filter(([, url]) => url && /^[A-Za-z0-9/_.:-]+$/.test(url))
    .map(
      ([weight, url]) =>
        `@font-face{font-family:"Noto Naskh Arabic";font-weight:${weight};font-display:block;src:url("${url}") format("woff2")}`,
    )
    .join('');

const css = (theme: Record<string, string>, fonts: PreviewFonts) => `${fontFaces(fonts)}
:root{--c-primary:${theme.primary ?? '#f5b301'};--c-primary-text:${theme.primaryText ?? '#111'};--c-accent:${theme.accent ?? '#ff4d6d'};
--c-bg:${theme.background ?? '#0d1320'};--c-surface:${theme.surface ?? '#151d2e'};--c-surface-alt:${theme.surfaceAlt ?? '#1d2740'};
--c-text:${theme.text ?? '#e8ecf5'};--c-muted:${theme.textMuted ?? '#8a94ab'};--c-border:${theme.border ?? '#26314d'};--dir-sign:1}
[dir=rtl]{--dir-sign:-1}
*{box-sizing:border-box}
body{margin:0;padding:12px;background:var(--c-bg);color:var(--c-text);font:14px/1.5 system-ui,"Noto Naskh Arabic",sans-serif}
[dir=rtl] body{font-family:"Noto Naskh Arabic",system-ui,sans-serif;line-height:1.8}
.banner{position:relative;overflow:hidden;border-radius:12px;aspect-ratio:10/3;background:var(--c-surface)}
.banner__img{inline-size:100%;block-size:100%;object-fit:cover;display:block}
.banner__art{inline-size:100%;block-size:100%;background:linear-gradient(120deg,var(--c-primary),var(--c-accent))}
.banner__title{position:absolute;inset-block-end:18%;inset-inline-start:5%;color:#fff;font-size:clamp(1.1rem,4vw,2rem);font-weight:800;text-shadow:0 2px 8px rgb(0 0 0/.5)}
.marquee{display:flex;align-items:center;gap:10px;padding-inline:12px;border-radius:8px;background:var(--c-surface);min-block-size:36px}
.marquee__label{flex:none;color:var(--c-primary);font-weight:700}
.marquee__viewport{overflow:hidden;flex:1}
.marquee__track{display:flex;gap:48px;inline-size:max-content;animation:m 30s linear infinite}
.marquee__item{white-space:nowrap}.marquee__item.is-this{color:var(--c-primary)}
@keyframes m{to{transform:translateX(calc(-50% * var(--dir-sign)))}}
@media (prefers-reduced-motion:reduce){.marquee__track{animation:none}}
.dialog{max-inline-size:480px;margin:12px auto;border:1px solid var(--c-border);border-radius:12px;background:var(--c-surface);box-shadow:0 12px 40px rgb(0 0 0/.5)}
.dialog__head{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;border-block-end:1px solid var(--c-border)}
.dialog__head h2{margin:0;font-size:1.05rem}
.dialog__body{padding:16px}
.dialog__body h3{margin:0 0 6px}
.rich{color:var(--c-muted);overflow-wrap:anywhere}.rich p{margin:0 0 8px}.rich img{max-inline-size:100%}
.btn{display:block;inline-size:100%;margin-block-start:12px;padding:10px;border:0;border-radius:8px;background:var(--c-primary);color:var(--c-primary-text);font-weight:700}
.help{border:1px solid var(--c-border);border-radius:12px;background:var(--c-surface);padding:16px}
.help small{color:var(--c-primary);font-weight:700}.help h2{margin:4px 0 10px;font-size:1.15rem}
.links{display:grid;gap:8px}.links h3{margin:8px 0 0;font-size:.95rem;color:var(--c-primary)}
.links a{display:flex;justify-content:space-between;gap:12px;padding:10px 12px;border-radius:8px;background:var(--c-surface);color:var(--c-text);text-decoration:none;overflow-wrap:anywhere}
.links a span:last-child{color:var(--c-muted);font-size:.85em;direction:ltr;unicode-bidi:isolate}
`;

const body = (item: PreviewItem, labels: PreviewLabels) => {
  switch (item.kind) {
    case 'banner': {
      const src = safeImage(item.imageUrl);
      return `<section class="banner" data-preview="banner">${src ? `<img class="banner__img" alt="" src="${esc(src)}">` : '<div class="banner__art"></div>'}<span class="banner__title">${esc(item.title)}</span></section>`;
    }
    case 'marquee': {
      const line = item.titles.map((x) => `<span class="marquee__item${x === item.title ? ' is-this' : ''}">${esc(x)}</span>`).join('');
      return `<div class="marquee" data-preview="marquee"><span class="marquee__label">${esc(labels.notices)}</span><div class="marquee__viewport"><div class="marquee__track">${line}${line}</div></div></div>
<div class="dialog"><div class="dialog__head"><h2>${esc(item.title)}</h2><span aria-hidden="true">×</span></div><div class="dialog__body rich">${item.html}</div></div>`;
    }
    case 'popup':
    case 'announcement':
      return `<div class="dialog" data-preview="${item.kind}"><div class="dialog__head"><h2>${esc(labels.announcement)}</h2><span aria-hidden="true">×</span></div><div class="dialog__body"><article><h3>${esc(item.title)}</h3><div class="rich">${item.html}</div></article><button class="btn" type="button">${esc(labels.close)}</button></div></div>`;
    case 'help':
      return `<article class="help" data-preview="help"><small>${esc(labels.help)} · ${esc(item.category)}</small><h2>${esc(item.title)}</h2><div class="rich">${item.html}</div></article>`;
    case 'links': {
      const list = (xs: { name: string; url: string }[]) =>
        xs.map((l) => `<a href="#"><span>${esc(l.name)}</span><span>${esc(l.url)}</span></a>`).join('');
      return `<div class="links" data-preview="links"><h3>${esc(labels.service)}</h3>${list(item.links)}<h3>${esc(labels.apps)}</h3>${list(item.apps)}</div>`;
    }
  }
};

/** The preview document in a language: Urdu is right-to-left, as on the player site. */
export const previewDoc = (
  item: PreviewItem,
  lang: PreviewLang,
  theme: Record<string, string>,
  labels: PreviewLabels,
  fonts: PreviewFonts = {},
) =>
  `<!doctype html><html lang="${lang === 'UR' ? 'ur' : 'en'}" dir="${lang === 'UR' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><style>${css(theme, fonts)}</style></head><body>${body(item, labels)}</body></html>`;
