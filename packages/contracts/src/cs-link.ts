/**
 * Customer-service links are stored plainly and served encrypted: the served `path` is
 * `base64url(iv ‖ AES-256-GCM(ciphertext ‖ tag)) + key8`, where key8 is 8 random characters and the AES key is
 * SHA-256("wl-cs-link:v1:" + key8). The key travels with the text (the original product's contract), so this
 * keeps links out of plain-text scraping and detects tampering; it is not secrecy. See docs/decisions/003.
 */
const KEY_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const enc = new TextEncoder();
const dec = new TextDecoder();

const subtle = () => globalThis.crypto.subtle;

const toB64Url = (bytes: Uint8Array) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromB64Url = (text: string) => {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
};

const deriveKey = async (key8: string) => {
  const digest = await subtle().digest('SHA-256', enc.encode(`wl-cs-link:v1:${key8}`));
  return subtle().importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
};

export const randomLinkKey = () => {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => KEY_CHARS[b % KEY_CHARS.length]).join('');
};

export const encryptCsLink = async (plain: string, key8 = randomLinkKey()): Promise<string> => {
  if (key8.length !== 8) throw new Error('cs-link key must be 8 characters');
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, await deriveKey(key8), enc.encode(plain)));
  const all = new Uint8Array(iv.length + ct.length);
  all.set(iv);
  all.set(ct, iv.length);
  return toB64Url(all) + key8;
};

/** Returns the plain link, or null when the text is not a valid encrypted link. */
export const decryptCsLink = async (path: string): Promise<string | null> => {
  if (typeof path !== 'string' || path.length < 8 + 16) return null;
  try {
    const key8 = path.slice(-8);
    const all = fromB64Url(path.slice(0, -8));
    const pt = await subtle().decrypt({ name: 'AES-GCM', iv: all.slice(0, 12) }, await deriveKey(key8), all.slice(12));
    return dec.decode(pt);
  } catch {
    return null;
  }
};
