#!/usr/bin/env node
/**
 * Files a person reads in one sitting: no source file over 400 lines. Tests, migrations, generated data (`*.data.ts`),
 * declarations and art are excepted. Prints every offender with its length, and the count of files over 300 lines
 * (the next to watch); exits 1 when any file is over the limit. Part of `npm run lint`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const LIMIT = 400;
const WATCH = 300;
const source = /\.(ts|tsx|mjs|js)$/;
const excepted = [
  /\.(test|spec)\.tsx?$/,
  /(^|\/)(test|e2e)\//,
  /(^|\/)migrations\//,
  /\.data\.ts$/,
  /\.d\.ts$/,
  /(^|\/)(art|img|assets)\//,
];

/** Tracked and new (not ignored) source files of the repository, with their line counts. */
export const sourceSizes = (root) => {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((f) => f && source.test(f) && !excepted.some((re) => re.test(f)) && fs.existsSync(path.join(root, f)))
    .map((file) => ({ file, lines: fs.readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
    .sort((a, b) => b.lines - a.lines);
};

const root = path.resolve(import.meta.dirname, '..');
const sizes = sourceSizes(root);
const over = sizes.filter((s) => s.lines > LIMIT);
const watch = sizes.filter((s) => s.lines > WATCH && s.lines <= LIMIT);
for (const s of over) console.log(`${s.file}: ${s.lines} lines (over ${LIMIT}: split it by what it exports)`);
console.log(`file sizes: ${sizes.length} source files, ${over.length} over ${LIMIT} lines, ${watch.length} over ${WATCH}`);
process.exitCode = over.length ? 1 : 0;
