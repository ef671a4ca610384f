import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web reaches the server only through `call(def, …)` with a contracts definition (docs/decisions/010): no API
 * path spelled as a string, no hand-typed `api<…>` answer, no `object`-typed body. The low-level fetchers live in
 * shared/api.ts, shared/encrypted.ts and shared/client.ts only.
 */
const root = path.resolve(import.meta.dirname, '..');
const lowLevel = new Set(['shared/api.ts', 'shared/encrypted.ts', 'shared/client.ts']);

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });

const files = sources(root).map((p) => ({ rel: path.relative(root, p).split(path.sep).join('/'), text: fs.readFileSync(p, 'utf8') }));

const hits = (re: RegExp, skip: (rel: string) => boolean = () => false) =>
  files.filter((f) => !skip(f.rel)).flatMap((f) => [...f.text.matchAll(re)].map((m) => `${f.rel}: ${m[0]}`));

describe('typed calls only', () => {
  it('finds the sources it scans', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('spells no API path as a string', () => {
    expect(hits(/['"`]\/(wps|lgw|lotto|ops|vendor|gateway-standin|dev)\/[^'"`]*['"`]/g)).toEqual([]);
  });

  it('calls the low-level fetchers only from the typed client', () => {
    expect(hits(/\b(api<|apiForm\(|encApi\()/g, (rel) => lowLevel.has(rel))).toEqual([]);
  });

  it('types no request body or answer as a bare object in features', () => {
    expect(hits(/\b(body|value|data)\??:\s*object\b/g, (rel) => !rel.startsWith('features/'))).toEqual([]);
  });
});
