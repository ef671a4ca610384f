import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; code: string; isEntry: boolean; imports: string[] };
type Asset = { type: 'asset'; fileName: string };

/**
 * Prints the gzipped size of the entry chunk plus everything it imports statically: the JS a visitor downloads
 * for the home route before any lazy screen is fetched. Lazy chunks are listed separately.
 */
export const buildSizeReport = (): Plugin => ({
  name: 'wl-build-size-report',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = new Map<string, Chunk>();
    for (const item of Object.values(bundle) as (Chunk | Asset)[]) {
      if (item.type === 'chunk') chunks.set(item.fileName, item);
    }
    const entry = [...chunks.values()].find((c) => c.isEntry);
    if (!entry) return;
    const seen = new Set<string>();
    const walk = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const dep of chunks.get(name)?.imports ?? []) walk(dep);
    };
    walk(entry.fileName);
    const gz = (c: Chunk) => gzipSync(c.code).length;
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    let home = 0;
    for (const name of seen) {
      const chunk = chunks.get(name);
      if (chunk) home += gz(chunk);
    }
    const lazy = [...chunks.values()].filter((c) => !seen.has(c.fileName));
    const lines = [
      `[size] home route JS before lazy screens: ${kb(home)} gzipped (${seen.size} chunk(s))`,
      ...lazy.map((c) => `[size]   lazy ${c.fileName}: ${kb(gz(c))} gzipped`),
    ];
    console.log(lines.join('\n'));
  },
});
