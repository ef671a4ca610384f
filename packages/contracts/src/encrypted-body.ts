import { z } from 'zod';

/**
 * Encrypted call bodies (facts.md "enc"): a fresh AES-256-GCM key encrypts the JSON; RSA-OAEP-256 (SHA-256) wraps
 * that key for the server. `data` is ciphertext followed by the 16-byte tag, as WebCrypto produces it.
 */
export const ENC_ALG = 'RSA-OAEP-256+A256GCM';
export const encryptedBody = z.object({
  alg: z.literal(ENC_ALG),
  kid: z.string().max(64),
  key: z.string().max(1024),
  iv: z.string().max(32),
  data: z.string().max(1_000_000),
});
export type EncryptedBody = z.infer<typeof encryptedBody>;

const b64 = (buf: ArrayBuffer | Uint8Array) => {
  const bytes = buf instanceof Uint8Array ? buf : new Uint8Array(buf);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

/** Encrypts a body for the server with WebCrypto (browsers, and Node's globalThis.crypto in tests). */
export const encryptBody = async (publicKey: { kid: string; spki: string }, body: unknown): Promise<EncryptedBody> => {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey('spki', unb64(publicKey.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(body)));
  const raw = await subtle.exportKey('raw', aes);
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw);
  return { alg: ENC_ALG, kid: publicKey.kid, key: b64(key), iv: b64(iv), data: b64(data) };
};
