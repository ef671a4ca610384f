#!/usr/bin/env node
/**
 * `npm run build:server`: the site's server, the demo game studio and the local identity stand-in compiled to one
 * JavaScript file each (apps/server/dist/main.js, packages/studio/dist/main.js, packages/idp-standin/dist/main.js),
 * which run with plain `node` — no TypeScript loader at run time (architecture.md, "production server"; decision 020).
 *
 * The workspace packages (@wl/*) export TypeScript source, so they are bundled in; every npm package stays an import
 * that Node resolves from node_modules, as it would for any installed dependency (native modules such as argon2 and
 * PGlite's WebAssembly files cannot be bundled anyway). The server reads its migrations from beside its code
 * (db/client.ts: `<dir of the running module>/migrations`), so the build copies them next to dist/main.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Bare imports (npm packages, node: builtins) stay imports; only the workspace's own packages are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@wl/') ? undefined : { external: true }));
  },
};

const targets = [
  { name: 'server', dir: 'apps/server', copy: [['src/db/migrations', 'migrations']] },
  { name: 'studio', dir: 'packages/studio', copy: [] },
  { name: 'idp-standin', dir: 'packages/idp-standin', copy: [] },
];

const started = performance.now();
await Promise.all(
  targets.map(async (t) => {
    const outDir = path.join(root, t.dir, 'dist');
    // A clean folder each time: a file left from an older build (a removed migration) must not ship.
    fs.rmSync(outDir, { recursive: true, force: true });
    await build({
      entryPoints: [path.join(root, t.dir, 'src/main.ts')],
      outfile: path.join(outDir, 'main.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      // Stack traces map back to the TypeScript with `NODE_OPTIONS=--enable-source-maps`; off by default because
      // mapping every stack costs time on paths that build errors as answers.
      sourcemap: 'linked',
      plugins: [npmPackagesExternal],
      logLevel: 'warning',
    });
    for (const [from, to] of t.copy) fs.cpSync(path.join(root, t.dir, from), path.join(outDir, to), { recursive: true });
  }),
);
console.log(`built ${targets.map((t) => `${t.dir}/dist/main.js`).join(', ')} in ${Math.round(performance.now() - started)} ms`);
