import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals small secrets at rest (vendor credentials) with AES-256-GCM: `v1.<iv>.<ciphertext+tag>` in base64url. The
 * associated data binds a sealed value to where it is kept (e.g. `merchant:vendor`), so a sealed value copied to
 * another row does not open there. Any tampering fails the tag check.
 */
export type SecretBox = {
  seal: (plain: string, aad?: string) => string;
  open: (sealed: string, aad?: string) => string;
};

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 32-byte key from a configured passphrase (≥ 32 characters) through HKDF-SHA-256. */
export const keyFromSecret = (secret: string): Buffer => {
  if (secret.length < 32) throw new Error('the sealing secret must have at least 32 characters');
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('wl-secret-box'), Buffer.from('vendor-secrets v1'), 32));
};

export const createSecretBox = (key: Buffer): SecretBox => {
  if (key.length !== 32) throw new Error('the sealing key must be 32 bytes');
  return {
    seal: (plain, aad = '') => {
      const iv = randomBytes(IV_BYTES);
      const c = createCipheriv('aes-256-gcm', key, iv);
      c.setAAD(Buffer.from(aad, 'utf8'));
      const data = Buffer.concat([c.update(plain, 'utf8'), c.final(), c.getAuthTag()]);
      return `${VERSION}.${iv.toString('base64url')}.${data.toString('base64url')}`;
    },
    open: (sealed, aad = '') => {
      const [version, ivText, dataText] = sealed.split('.');
      if (version !== VERSION || !ivText || dataText === undefined) throw new Error('not a sealed value');
      const iv = Buffer.from(ivText, 'base64url');
      const data = Buffer.from(dataText, 'base64url');
      if (iv.length !== IV_BYTES || data.length < TAG_BYTES) throw new Error('not a sealed value');
      const d = createDecipheriv('aes-256-gcm', key, iv);
      d.setAAD(Buffer.from(aad, 'utf8'));
      d.setAuthTag(data.subarray(data.length - TAG_BYTES));
      return Buffer.concat([d.update(data.subarray(0, data.length - TAG_BYTES)), d.final()]).toString('utf8');
    },
  };
};
