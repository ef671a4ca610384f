/**
 * Regenerates the Agent CJK font: Noto Sans SC (from @fontsource/noto-sans-sc, OFL) cut down to exactly the CJK
 * characters the sources use, so machines without a Chinese font draw the /agent marketing text without shipping
 * megabytes. Needs `pyftsubset` (Debian: apt-get install -y fonttools) and the source font, which is not a dependency
 * (76 MB that no build needs): npm install --no-save @fontsource/noto-sans-sc. The output is committed, so builds and
 * CI never run this. Run after adding or changing any Chinese text: npx tsx apps/web/scripts/subset-cjk-font.ts
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectCjkCodePoints } from './cjk-chars';

/** The weights the page uses: 400 for the sub-line, 800 for the headline. */
export const AGENT_CJK_WEIGHTS = [400, 800] as const;

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = resolve(here, '../src/assets/fonts');
const require = createRequire(import.meta.url);
const sourceDir = join(dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files');

const codePoints = collectCjkCodePoints();
if (codePoints.length === 0) throw new Error('no CJK characters found in the sources');
const unicodes = codePoints.map((cp) => `U+${cp.toString(16).toUpperCase()}`).join(',');

for (const weight of AGENT_CJK_WEIGHTS) {
  const output = join(outDir, `agent-cjk-${weight}.woff2`);
  execFileSync('pyftsubset', [
    join(sourceDir, `noto-sans-sc-chinese-simplified-${weight}-normal.woff2`),
    `--unicodes=${unicodes}`,
    '--flavor=woff2',
    '--layout-features=*',
    '--no-hinting',
    `--output-file=${output}`,
  ]);
  console.log(`${output}: ${codePoints.length} characters`);
}
