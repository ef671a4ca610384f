import { describe, expect, it } from 'vitest';
import { decryptCsLink, encryptCsLink, randomLinkKey } from './cs-link';

describe('customer-service link cipher', () => {
  it('round-trips a link and ends with its 8-character key', async () => {
    const url = 'https://support.example/chat?room=1&lang=ur';
    const enc = await encryptCsLink(url, 'Ab3dEf7h');
    expect(enc.endsWith('Ab3dEf7h')).toBe(true);
    expect(enc).not.toContain('support.example');
    expect(await decryptCsLink(enc)).toBe(url);
  });

  it('uses a fresh key and IV each time, so the same link never encrypts the same way twice', async () => {
    const a = await encryptCsLink('https://t.me/x');
    const b = await encryptCsLink('https://t.me/x');
    expect(a).not.toBe(b);
    expect(await decryptCsLink(a)).toBe('https://t.me/x');
    expect(randomLinkKey()).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('refuses tampered, truncated or foreign text', async () => {
    const enc = await encryptCsLink('https://wa.me/1');
    const flipped = enc[3] === 'A' ? 'B' : 'A';
    expect(await decryptCsLink(enc.slice(0, 3) + flipped + enc.slice(4))).toBeNull();
    expect(await decryptCsLink(`${enc.slice(0, -8)}ZZZZZZZZ`)).toBeNull();
    expect(await decryptCsLink('short')).toBeNull();
    expect(await decryptCsLink('https://plain.example/not-encrypted')).toBeNull();
  });
});
