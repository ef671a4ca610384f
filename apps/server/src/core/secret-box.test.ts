import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, keyFromSecret } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(keyFromSecret('a-configured-vendor-secrets-key-of-32+chars'));

  it('opens what it sealed, and the sealed text does not show the secret', () => {
    const sealed = box.seal('{"privateKey":"TOP-SECRET"}', '1:PP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('TOP-SECRET');
    expect(box.open(sealed, '1:PP')).toBe('{"privateKey":"TOP-SECRET"}');
    expect(box.seal('same', 'x')).not.toBe(box.seal('same', 'x'));
  });

  it('refuses another key, another place (associated data) and any changed byte', () => {
    const sealed = box.seal('secret', '1:PP');
    expect(() => createSecretBox(randomBytes(32)).open(sealed, '1:PP')).toThrow();
    expect(() => box.open(sealed, '2:PP')).toThrow();
    const [v, iv, data] = sealed.split('.');
    const bytes = Buffer.from(data!, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    expect(() => box.open(`${v}.${iv}.${bytes.toString('base64url')}`, '1:PP')).toThrow();
    expect(() => box.open('plain text', '1:PP')).toThrow();
  });

  it('derives the same key from the same secret and refuses a short one', () => {
    expect(keyFromSecret('x'.repeat(32)).equals(keyFromSecret('x'.repeat(32)))).toBe(true);
    expect(keyFromSecret('x'.repeat(32)).equals(keyFromSecret('y'.repeat(32)))).toBe(false);
    expect(() => keyFromSecret('short')).toThrow();
    expect(() => createSecretBox(Buffer.alloc(16))).toThrow();
  });
});
