import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The licences a library the site ships may carry (permissive only). */
const PERMISSIVE = ['MIT', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', 'Apache-2.0'];

describe('the device fingerprint library', () => {
  it('is permissively licensed (a business-source or commercial licence would fail here)', () => {
    const pkg = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../../../node_modules/@thumbmarkjs/thumbmarkjs/package.json'), 'utf8'),
    ) as { license?: string };
    expect(PERMISSIVE).toContain(pkg.license);
  });
});
