import { describe, expect, it } from 'vitest';
import { fromHex, hmacSha256, sha256, toHex, utf8 } from './sha256';

describe('SHA-256 (FIPS 180-4 examples)', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
  ])('hashes %j', (message, digest) => {
    expect(toHex(sha256(utf8(message)))).toBe(digest);
  });

  it('hashes a million "a" (multi-block input)', () => {
    expect(toHex(sha256(new Uint8Array(1_000_000).fill(0x61)))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });
});

// RFC 4231 section 4: HMAC-SHA-256 test cases 1-7 (case 5 compares the first 128 bits, as the RFC does).
const rfc4231: { name: string; key: string; data: string; mac: string }[] = [
  {
    name: 'case 1',
    key: '0b'.repeat(20),
    data: '4869205468657265',
    mac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
  },
  {
    name: 'case 2',
    key: '4a656665',
    data: '7768617420646f2079612077616e7420666f72206e6f7468696e673f',
    mac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  },
  {
    name: 'case 3',
    key: 'aa'.repeat(20),
    data: 'dd'.repeat(50),
    mac: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
  },
  {
    name: 'case 4',
    key: '0102030405060708090a0b0c0d0e0f10111213141516171819',
    data: 'cd'.repeat(50),
    mac: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
  },
  { name: 'case 5', key: '0c'.repeat(20), data: toHex(utf8('Test With Truncation')), mac: 'a3b6167473100ee06e0c796c2955552b' },
  {
    name: 'case 6',
    key: 'aa'.repeat(131),
    data: toHex(utf8('Test Using Larger Than Block-Size Key - Hash Key First')),
    mac: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
  },
  {
    name: 'case 7',
    key: 'aa'.repeat(131),
    data: toHex(
      utf8(
        'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
      ),
    ),
    mac: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
  },
];

describe('HMAC-SHA256 (RFC 4231)', () => {
  it.each(rfc4231)('$name', ({ key, data, mac }) => {
    expect(toHex(hmacSha256(fromHex(key), fromHex(data))).slice(0, mac.length)).toBe(mac);
  });

  it('refuses malformed hex', () => {
    expect(() => fromHex('abc')).toThrow();
    expect(() => fromHex('zz')).toThrow();
  });
});
