#!/usr/bin/env node
/**
 * The server's import structure, measured from the code (docs/decisions/022): which layer each file is on, the
 * imports that run back up a layer, the import cycles between modules and between files (type imports included),
 * and imports of packages production code must not use. `npm run architecture` prints the figures; the
 * architecture test holds them at zero, and tries the rules on planted violations in a scratch tree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Layers from the ground up: a file may import its own layer and the ones below, never one above. */
export const layers = ['db', 'core', 'platform', 'modules', 'composition'];

/** The layer of a file, by its path under the server's `src/`. */
export const layerOf = (rel) => {
  if (rel.startsWith('db/')) return 'db';
  if (rel.startsWith('core/')) return 'core';
  if (rel.startsWith('platform/')) return 'platform';
  if (rel.startsWith('modules/')) return 'modules';
  return 'composition';
};

/** The module a file belongs to (`modules/<name>/…`), or null outside modules. */
export const moduleOf = (rel) => (rel.startsWith('modules/') ? rel.split('/')[1] : null);

/** Packages the server's production code may not import (the vendor simulator is a test and studio tool). */
export const forbiddenPackages = ['@wl/vendor-sim'];

const importRe = /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const dynamicRe = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import specifier of a source text: static, re-exports, side-effect and dynamic imports, type-only alike. */
export const specifiersOf = (text) => {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out = [];
  for (const re of [importRe, dynamicRe]) for (const m of code.matchAll(re)) out.push(m[1]);
  return out;
};

const isSource = (f) => /\.tsx?$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f) && !f.endsWith('.d.ts');

const listFiles = (dir, base = dir) => {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...listFiles(p, base));
    else if (isSource(e.name)) out.push(path.relative(base, p).split(path.sep).join('/'));
  }
  return out.sort();
};

const resolve = (fromRel, spec, known) => {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), spec.replace(/\.js$/, '')));
  for (const cand of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    if (known.has(cand)) return cand;
  }
  return null;
};

/** Strongly connected components (Tarjan) of a graph given as Map<node, Set<node>>: only those of two or more. */
export const cyclesOf = (graph) => {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) out.push(comp.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
};

/** The measured structure of a server source tree (`srcDir` is its `src/`). */
export const analyse = (srcDir) => {
  const files = listFiles(srcDir);
  const known = new Set(files);
  const upward = [];
  const forbidden = [];
  const fileGraph = new Map(files.map((f) => [f, new Set()]));
  const moduleGraph = new Map();
  for (const from of files) {
    const text = fs.readFileSync(path.join(srcDir, from), 'utf8');
    for (const spec of specifiersOf(text)) {
      if (forbiddenPackages.some((p) => spec === p || spec.startsWith(`${p}/`))) forbidden.push({ from, spec });
      if (!spec.startsWith('.')) continue;
      const to = resolve(from, spec, known);
      if (!to) continue;
      fileGraph.get(from).add(to);
      if (layers.indexOf(layerOf(to)) > layers.indexOf(layerOf(from))) upward.push({ from, to, spec });
      const [a, b] = [moduleOf(from), moduleOf(to)];
      if (a && b && a !== b) {
        if (!moduleGraph.has(a)) moduleGraph.set(a, new Set());
        moduleGraph.get(a).add(b);
      }
    }
  }
  return {
    files,
    upward,
    forbidden,
    moduleGraph,
    moduleCycles: cyclesOf(moduleGraph),
    fileCycles: cyclesOf(fileGraph),
  };
};

const main = () => {
  const srcDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/server/src'));
  const a = analyse(srcDir);
  console.log(`server source files: ${a.files.length}`);
  console.log(`imports up a layer (${layers.join(' → ')}): ${a.upward.length}`);
  for (const u of a.upward) console.log(`  ${u.from} → ${u.to}`);
  console.log(`module cycles: ${a.moduleCycles.length}`);
  for (const c of a.moduleCycles) console.log(`  ${c.length} modules: ${c.join(', ')}`);
  const largest = a.fileCycles.reduce((m, c) => Math.max(m, c.length), 0);
  console.log(`file cycles: ${a.fileCycles.length} (largest ${largest} files)`);
  for (const c of a.fileCycles) console.log(`  ${c.length} files: ${c.join(', ')}`);
  console.log(`forbidden package imports: ${a.forbidden.length}`);
  for (const f of a.forbidden) console.log(`  ${f.from} → ${f.spec}`);
  const bad = a.upward.length + a.moduleCycles.length + a.fileCycles.length + a.forbidden.length;
  process.exitCode = bad ? 1 : 0;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
