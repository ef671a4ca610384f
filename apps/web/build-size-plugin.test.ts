import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Bundle, buildSizeReport, HOME_BUDGET_KB, homeRouteSize } from './build-size-plugin';

/** Code that gzip cannot shrink much: `n` characters of a fixed hash chain, base64 (about 3/4 of it once gzipped). */
const noise = (n: number, seed: number) => {
  let s = '';
  for (let i = 0; s.length < n; i++) s += createHash('sha256').update(`${seed}:${i}`).digest('base64');
  return s.slice(0, n);
};
const chunk = (fileName: string, code: string, imports: string[] = [], name = fileName, isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  name,
  code,
  isEntry,
  imports,
});
const bundleOf = (homeBytes: number): Bundle => ({
  'main.js': chunk('main.js', noise(homeBytes / 2, 1), ['shared.js'], 'main', true),
  'shared.js': chunk('shared.js', noise(homeBytes / 2, 2)),
  'studio.js': chunk('studio.js', noise(1000, 3), ['shared.js'], 'studio', true),
  'lazy.js': chunk('lazy.js', noise(50_000, 4)),
  'style.css': { type: 'asset', fileName: 'style.css' },
});

const runWriteBundle = (bundle: Bundle) => {
  const errors: string[] = [];
  const plugin = buildSizeReport();
  const hook = plugin.writeBundle as (this: unknown, o: unknown, b: unknown) => void;
  const log = console.log;
  console.log = () => undefined;
  try {
    hook.call(
      {
        error: (m: string) => {
          errors.push(m);
          throw new Error(m);
        },
      },
      {},
      bundle,
    );
  } catch {
    // the build fails with the message recorded above
  } finally {
    console.log = log;
  }
  return errors;
};

describe('the home route size budget', () => {
  it('counts the main entry and what it imports statically, gzipped, not the lazy chunks or the other entry', () => {
    const bundle = bundleOf(20_000);
    const size = homeRouteSize(bundle);
    const gz = (f: string) => gzipSync((bundle[f] as { code: string }).code).length;
    expect(size?.home).toBe(gz('main.js') + gz('shared.js'));
    expect(size?.chunks).toBe(2);
    expect(size?.lazy.map((c) => c.fileName).sort()).toEqual(['lazy.js', 'studio.js']);
  });

  it('is 180 kB and fails the build above it', () => {
    expect(HOME_BUDGET_KB).toBe(180);
    expect(runWriteBundle(bundleOf(150 * 1024))).toEqual([]);
    const errors = runWriteBundle(bundleOf(260 * 1024));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/over its budget of 180 kB/);
  });
});
