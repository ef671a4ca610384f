import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; name: string; code: string; isEntry: boolean; imports: string[] };
type Asset = { type: 'asset'; fileName: string };
export type Bundle = Record<string, Chunk | Asset>;

/** The lobby's JavaScript budget, gzip (issue 36 item 22; decision 018). */
export const HOME_BUDGET_KB = 180;

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/**
 * The gzipped size of the entry chunk `entry` plus everything it imports statically: the JS a visitor downloads for
 * the home route before any lazy screen is fetched. Read from the files as written (after Vite has added its preload
 * lists), so it is what the browser receives.
 */
export const homeRouteSize = (bundle: Bundle, entry = 'main') => {
  const chunks = new Map<string, Chunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const start = [...chunks.values()].find((c) => c.isEntry && c.name === entry);
  if (!start) return null;
  const seen = new Set<string>();
  const walk = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of chunks.get(name)?.imports ?? []) walk(dep);
  };
  walk(start.fileName);
  const gz = (c: Chunk) => gzipSync(c.code).length;
  let home = 0;
  for (const name of seen) {
    const chunk = chunks.get(name);
    if (chunk) home += gz(chunk);
  }
  const lazy = [...chunks.values()].filter((c) => !seen.has(c.fileName)).map((c) => ({ fileName: c.fileName, gzip: gz(c) }));
  return { home, chunks: seen.size, lazy };
};

/**
 * Prints the home route's JS (and each lazy chunk) and fails the build when the home route is over `budgetKb`: a
 * change that adds to the lobby's first download must find what to load later instead (decision 018).
 */
export const buildSizeReport = (budgetKb = HOME_BUDGET_KB): Plugin => ({
  name: 'wl-build-size-report',
  apply: 'build',
  writeBundle(_options, bundle) {
    const size = homeRouteSize(bundle as unknown as Bundle);
    if (!size) return;
    const lines = [
      `[size] home route JS before lazy screens: ${kb(size.home)} gzipped (${size.chunks} chunk(s)), budget ${budgetKb} kB`,
      ...size.lazy.map((c) => `[size]   lazy ${c.fileName}: ${kb(c.gzip)} gzipped`),
    ];
    console.log(lines.join('\n'));
    if (size.home > budgetKb * 1024) {
      this.error(
        `home route JS ${kb(size.home)} gzipped is over its budget of ${budgetKb} kB: load what the first screen does not need when it is needed (decision 018)`,
      );
    }
  },
});
