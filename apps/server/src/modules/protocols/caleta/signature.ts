import { type KeyObject, createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';

/**
 * RSA-SHA256 (PKCS#1 v1.5) over the exact body bytes, base64 in a header: how Caleta and Hub88 sign every wallet call
 * and how the operator signs its calls to their API. Keys are PEM (a public key as SPKI or PKCS#1, a private key as
 * PKCS#8 or PKCS#1); a parsed key is kept per PEM text, so a call pays for the arithmetic only.
 */
const publicKeys = new Map<string, KeyObject | null>();
const privateKeys = new Map<string, KeyObject | null>();
const KEEP = 200;

const parsed = (cache: Map<string, KeyObject | null>, pem: string, parse: (pem: string) => KeyObject): KeyObject | null => {
  const hit = cache.get(pem);
  if (hit !== undefined) return hit;
  let key: KeyObject | null;
  try {
    key = parse(pem);
  } catch {
    key = null;
  }
  if (cache.size >= KEEP) cache.clear();
  cache.set(pem, key);
  return key;
};

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Whether `signature` (base64) is the vendor's RSA-SHA256 signature of `raw` under `publicKeyPem`: about 25 µs of CPU
 * on the calling thread. Handing it to libuv's thread pool (crypto.verify with a callback) measured 35 µs of CPU a
 * call in all (the job's copies and the hand-over), and the profile of `bench:vendors` still charged the call to the
 * event loop; on cores the database shares, the cheaper total wins.
 */
export const verifyRsaSha256 = (publicKeyPem: string | undefined, raw: string, signature: string | undefined): boolean => {
  if (!publicKeyPem || !signature || signature.length > 2048 || !BASE64.test(signature)) return false;
  const key = parsed(publicKeys, publicKeyPem, (pem) => createPublicKey(pem));
  if (key?.asymmetricKeyType !== 'rsa') return false;
  try {
    return verify('sha256', Buffer.from(raw, 'utf8'), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
};

/** The base64 RSA-SHA256 signature of `raw` with `privateKeyPem`; null when the key cannot be read. */
export const signRsaSha256 = (privateKeyPem: string | undefined, raw: string): string | null => {
  if (!privateKeyPem) return null;
  const key = parsed(privateKeys, privateKeyPem, (pem) => createPrivateKey(pem));
  if (key?.asymmetricKeyType !== 'rsa') return null;
  return sign('sha256', Buffer.from(raw, 'utf8'), key).toString('base64');
};
