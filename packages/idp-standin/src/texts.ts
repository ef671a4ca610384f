/**
 * The stand-in's own words, in the site's two languages: its consent and captcha pages (chosen by the OpenID
 * Connect `ui_locales` or the captcha's `hl`) and the text it sends with a code (the client's `languageCode`).
 */
const en = {
  consentTitle: 'Local ID: sign in',
  consentIntro: '{{client}} asks to sign you in with your Local ID.',
  consentShares: 'Your name and e-mail address will be shared with it.',
  consentNote: 'This is the local stand-in identity provider for development: any e-mail address signs in.',
  name: 'Name',
  email: 'E-mail',
  allow: 'Continue',
  deny: 'Cancel',
  badName: 'Enter your name (up to 64 characters).',
  badEmail: 'Enter a valid e-mail address.',
  badRequest: 'This sign-in request is not valid.',
  captchaTitle: 'Verify you are human',
  captchaIntro: 'Before a code is texted to your phone, confirm that you are not a robot.',
  captchaButton: 'I am not a robot',
  captchaDone: 'Verified. You can go back to the site.',
  sms: '{{code}} is your verification code. It expires in {{minutes}} minutes.',
};
type Texts = typeof en;

const ur: Texts = {
  consentTitle: 'لوکل آئی ڈی: سائن اِن',
  consentIntro: '{{client}} آپ کو آپ کی لوکل آئی ڈی سے سائن اِن کرنا چاہتا ہے۔',
  consentShares: 'آپ کا نام اور ای میل پتہ اس کے ساتھ شیئر کیا جائے گا۔',
  consentNote: 'یہ ڈیولپمنٹ کے لیے مقامی متبادل شناختی فراہم کنندہ ہے: کسی بھی ای میل پتے سے سائن اِن ہو جاتا ہے۔',
  name: 'نام',
  email: 'ای میل',
  allow: 'جاری رکھیں',
  deny: 'منسوخ کریں',
  badName: 'اپنا نام درج کریں (زیادہ سے زیادہ 64 حروف)۔',
  badEmail: 'درست ای میل پتہ درج کریں۔',
  badRequest: 'سائن اِن کی یہ درخواست درست نہیں ہے۔',
  captchaTitle: 'تصدیق کریں کہ آپ انسان ہیں',
  captchaIntro: 'آپ کے فون پر کوڈ بھیجنے سے پہلے تصدیق کریں کہ آپ روبوٹ نہیں ہیں۔',
  captchaButton: 'میں روبوٹ نہیں ہوں',
  captchaDone: 'تصدیق ہو گئی۔ آپ سائٹ پر واپس جا سکتے ہیں۔',
  sms: '{{code}} آپ کا تصدیقی کوڈ ہے۔ یہ {{minutes}} منٹ میں ختم ہو جائے گا۔',
};

export type Lang = 'en' | 'ur';
/** The first of a space- or comma-separated language list the stand-in speaks (`ur`, `ur-PK`, `UR`), else English. */
export const langOf = (list: string | null | undefined): Lang =>
  (list ?? '')
    .split(/[\s,]+/)
    .map((l) => l.trim().toLowerCase().split('-')[0])
    .find((l): l is Lang => l === 'en' || l === 'ur') ?? 'en';

/** The text of `key` in `lang`, its `{{name}}` places filled. */
export const text = (lang: Lang, key: keyof Texts, values: Record<string, string | number> = {}) =>
  (lang === 'ur' ? ur : en)[key].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
