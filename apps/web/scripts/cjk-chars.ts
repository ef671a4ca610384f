import { readFileSync, readdirSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** CJK punctuation, ideographs and full-width forms: the characters no Latin or Arabic font here draws. */
export const CJK_PATTERN = /[\u3000-\u9fff\uff00-\uffef]/gu;

export const isCjk = (codePoint: number): boolean =>
  (codePoint >= 0x3000 && codePoint <= 0x9fff) || (codePoint >= 0xff00 && codePoint <= 0xffef);

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** Where shown text can come from: the web app's sources and packs, and the shared packs in contracts. */
export const CJK_SOURCE_ROOTS = [join(repoRoot, 'apps/web/src'), join(repoRoot, 'packages/contracts/src')];

const TEXT_FILES = new Set(['.ts', '.tsx', '.json', '.css', '.html']);

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    // Tests hold made-up input (e.g. names typed in Chinese) that no page shows.
    const shown = TEXT_FILES.has(extname(entry.name)) && !entry.name.includes('.test.');
    return shown ? [path] : [];
  });

/** Every distinct CJK character in the sources, as sorted code points. */
export const collectCjkCodePoints = (roots: string[] = CJK_SOURCE_ROOTS): number[] => {
  const found = new Set<number>();
  for (const file of roots.flatMap(walk)) {
    for (const [char] of readFileSync(file, 'utf8').matchAll(CJK_PATTERN)) found.add(char.codePointAt(0)!);
  }
  return [...found].sort((a, b) => a - b);
};
