import { describe, expect, it } from 'vitest';
import {
  dayIn,
  exportForm,
  exportQueryOf,
  exportUrls,
  groupedHex,
  initialForm,
  manifestOf,
  opensslLines,
  sha256Hex,
} from './regulator-form';

const valid = { kind: 'large-transactions', from: '2026-11-01', to: '2026-11-30', threshold: '', reason: 'monthly return' } as const;
const problems = (v: object) => {
  const r = exportForm.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the regulator export form', () => {
  it('accepts a range of up to 92 of the merchant’s days and refuses a reversed or longer one', () => {
    expect(problems(valid)).toEqual([]);
    expect(problems({ ...valid, from: '2026-12-01' })).toEqual(['to:range']);
    expect(problems({ ...valid, from: '2026-01-01', to: '2026-04-03' })).toEqual(['to:range']);
    expect(problems({ ...valid, from: '2026-01-01', to: '2026-04-02' })).toEqual([]);
  });

  it('needs a reason of 3 to 300 characters and a positive threshold when one is typed', () => {
    expect(problems({ ...valid, reason: ' ab ' })).toEqual(['reason:reason']);
    expect(problems({ ...valid, threshold: '0' })).toEqual(['threshold:threshold']);
    expect(problems({ ...valid, threshold: '12,50x' })).toEqual(['threshold:threshold']);
    expect(problems({ ...valid, threshold: '600000.50' })).toEqual([]);
    // A threshold left in the field does not count for the other kinds.
    expect(problems({ ...valid, kind: 'rg-events', threshold: '0' })).toEqual([]);
  });

  it('sends the threshold in minor units for large transactions only, and the trimmed reason', () => {
    expect(exportQueryOf({ ...valid, threshold: '600000.50', reason: ' why ' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      threshold: '60000050',
      reason: 'why',
    });
    expect(exportQueryOf({ ...valid, kind: 'rg-events', threshold: '5' })).not.toHaveProperty('threshold');
    expect(exportUrls('DEMO', { ...valid, kind: 'game-integrity' })).toEqual({
      csv: '/ops/v1/merchants/DEMO/regulator-exports/game-integrity?from=2026-11-01&to=2026-11-30&reason=monthly+return',
      signature: '/ops/v1/merchants/DEMO/regulator-exports/game-integrity/signature?from=2026-11-01&to=2026-11-30&reason=monthly+return',
    });
  });

  it('starts on the merchant’s current month so far, by the merchant’s calendar', () => {
    // 20:30 UTC on 31 October is already 1 November in Karachi.
    const at = new Date('2026-10-31T20:30:00Z');
    expect(dayIn(at, 'Asia/Karachi')).toBe('2026-11-01');
    expect(dayIn(at, 'UTC')).toBe('2026-10-31');
    expect(initialForm(at, 'Asia/Karachi')).toMatchObject({ from: '2026-11-01', to: '2026-11-01', kind: 'game-integrity' });
    expect(initialForm(at, 'UTC')).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('reads a signature file’s fields and hashes bytes as the server does', async () => {
    const m = manifestOf('wl-regulator-export/1\nkind: rg-events\nrows: 3\nsha256: abc\ncsv-signature: x+y/z==\n');
    expect(m).toEqual({ kind: 'rg-events', rows: '3', sha256: 'abc', 'csv-signature': 'x+y/z==' });
    expect(await sha256Hex(new TextEncoder().encode('abc').buffer as ArrayBuffer)).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(groupedHex('ba7816bf8f01')).toBe('ba78 16bf 8f01');
  });

  it('words the openssl lines with the files’ names', () => {
    expect(opensslLines({ csv: 'a.csv', sig: 'a.csv.sig', key: 'k.pem' })).toEqual({
      verify:
        "grep '^csv-signature: ' a.csv.sig | cut -d' ' -f2 | openssl base64 -d -A > a.csv.sig.bin && openssl pkeyutl -verify -pubin -inkey k.pem -rawin -in a.csv -sigfile a.csv.sig.bin",
      fingerprint: 'openssl pkey -pubin -in k.pem -outform DER | openssl dgst -sha256',
    });
  });
});
