import { esc, scriptValue } from './http';
import { type Lang, text } from './texts';

/** Urdu letters from the site's own Naskh font (served at /font/naskh.woff2): system fonts often lack some of them. */
const STYLE =
  "@font-face{font-family:Naskh;src:url(/font/naskh.woff2) format('woff2');unicode-range:U+0600-06FF,U+0750-077F,U+FB50-FDFF,U+FE70-FEFF}" +
  'body{font:15px/1.6 Naskh,system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;display:grid;place-items:center;min-height:100vh}' +
  'main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:24px;width:min(360px,calc(100vw - 32px));box-sizing:border-box}' +
  'h1{font-size:20px;margin:0 0 12px}label{display:block;margin:12px 0 4px;font-weight:600}' +
  'input{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #9ca3af;border-radius:6px;font:inherit}' +
  '.row{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:10px;border-radius:6px;border:1px solid #1d4ed8;font:inherit;cursor:pointer}' +
  '.go{background:#1d4ed8;color:#fff}.no{background:#fff;color:#1d4ed8}.note{color:#4b5563;font-size:13px}.error{color:#b91c1c}';

const page = (lang: Lang, title: string, body: string) =>
  `<!doctype html><html lang="${lang}" dir="${lang === 'ur' ? 'rtl' : 'ltr'}"><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style>` +
  `<main>${body}</main></html>`;

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');

/** The OpenID Connect sign-in and consent page: who the person is (name, e-mail) and whether the site may know. */
export const consentPage = (
  lang: Lang,
  o: { client: string; params: Record<string, string>; name: string; email: string; problem?: 'badName' | 'badEmail' },
) =>
  page(
    lang,
    text(lang, 'consentTitle'),
    `<h1>${esc(text(lang, 'consentTitle'))}</h1><p>${esc(text(lang, 'consentIntro', { client: o.client }))}</p>` +
      `<p class="note">${esc(text(lang, 'consentShares'))}</p>` +
      `<form method="post" action="authorize" data-testid="consent-form">${hidden(o.params)}` +
      `<label for="name">${esc(text(lang, 'name'))}</label><input id="name" name="name" maxlength="64" value="${esc(o.name)}" autocomplete="name">` +
      `<label for="email">${esc(text(lang, 'email'))}</label><input id="email" name="email" type="email" maxlength="128" value="${esc(o.email)}" autocomplete="email">` +
      (o.problem ? `<p class="error" role="alert">${esc(text(lang, o.problem))}</p>` : '') +
      `<div class="row"><button class="go" name="decision" value="allow">${esc(text(lang, 'allow'))}</button>` +
      `<button class="no" name="decision" value="deny">${esc(text(lang, 'deny'))}</button></div></form>` +
      `<p class="note">${esc(text(lang, 'consentNote'))}</p>`,
  );

/** A request that cannot be sent back to the site (unknown client, a redirect address the stand-in does not serve). */
export const badRequestPage = (lang: Lang) =>
  page(lang, text(lang, 'badRequest'), `<h1 class="error">${esc(text(lang, 'badRequest'))}</h1>`);

/** The captcha the phone sign-in opens in a pop-up before a code is sent (the stand-in's reCAPTCHA). */
export const captchaPage = (lang: Lang, fields: Record<string, string>) =>
  page(
    lang,
    text(lang, 'captchaTitle'),
    `<h1>${esc(text(lang, 'captchaTitle'))}</h1><p>${esc(text(lang, 'captchaIntro'))}</p>` +
      `<form method="post" action="captcha">${hidden(fields)}<div class="row">` +
      `<button class="go" data-testid="captcha-confirm">${esc(text(lang, 'captchaButton'))}</button></div></form>`,
  );

/**
 * The captcha solved: the token goes to the site that opened the pop-up (to its origin only), which then closes it.
 */
export const captchaSolvedPage = (lang: Lang, token: string, origin: string) =>
  page(
    lang,
    text(lang, 'captchaTitle'),
    `<h1>${esc(text(lang, 'captchaDone'))}</h1><script>(function(){var m={type:'wl-phone-captcha',token:${scriptValue(token)}};` +
      `if(window.opener)window.opener.postMessage(m,${scriptValue(origin)});})();</script>`,
  );
