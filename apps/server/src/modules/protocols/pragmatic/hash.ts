import { hash, timingSafeEqual } from 'node:crypto';

/**
 * Pragmatic Play's request hash (Seamless Wallet API, "Hash code"): every parameter of the call except `hash`, sorted
 * by name, written `name=value` and joined with `&`, the secret key appended with no separator, MD5, lower-case hex.
 * Values are the decoded form values (what the receiving side reads), never the URL-encoded text.
 */
export const pragmaticHashText = (params: Record<string, string>, secretKey: string) =>
  `${Object.keys(params)
    .filter((k) => k !== 'hash')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')}${secretKey}`;

export const pragmaticHash = (params: Record<string, string>, secretKey: string) =>
  hash('md5', pragmaticHashText(params, secretKey), 'hex');

/** The parameters without those sent with an empty value. */
export const withoutEmpty = (params: Record<string, string>) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ''));

const digest = (hex: string) => Buffer.from(/^[0-9a-fA-F]{32}$/.test(hex) ? hex : '', 'hex');

/**
 * Whether `hash` signs the parameters. The hash covers the parameters exactly as posted; a parameter posted with an
 * empty value (`bonusCode=`) is also accepted when the sender left it out of the hash, as Pragmatic's integration
 * API does with empty parameters — both forms need the secret key. Compared in constant time.
 */
export const pragmaticHashValid = (params: Record<string, string>, hash: string | undefined, secretKey: string) => {
  const got = digest(hash ?? '');
  if (got.length !== 16 || !secretKey) return false;
  const all = timingSafeEqual(got, digest(pragmaticHash(params, secretKey)));
  const hasEmpty = Object.entries(params).some(([k, v]) => v === '' && k !== 'hash');
  const nonEmpty = hasEmpty && timingSafeEqual(got, digest(pragmaticHash(withoutEmpty(params), secretKey)));
  return all || nonEmpty;
};
