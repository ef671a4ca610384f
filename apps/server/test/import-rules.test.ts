import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of docs/decisions/010 live in biome.json (noRestrictedImports per layer). Each rule is tried on a
 * planted violation in a scratch copy of the layout, never in the tree: the linter must refuse every planted import
 * and accept every allowed one.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(repoRoot, 'node_modules/.bin/biome');

const planted: Record<string, { file: string; code: string }> = {
  'platform imports a module': { file: 'apps/server/src/platform/bad.ts', code: "import { x } from '../modules/wallet';" },
  'core imports platform': { file: 'apps/server/src/core/bad.ts', code: "import { x } from '../platform/envelope';" },
  'core imports a module': { file: 'apps/server/src/core/bad2.ts', code: "import { x } from '../modules/ledger';" },
  'module reaches past another face': {
    file: 'apps/server/src/modules/records/bad.ts',
    code: "import { x } from '../wallet/wallet.service';",
  },
  'module imports the seed': { file: 'apps/server/src/modules/records/bad2.ts', code: "import { x } from '../../seed/index';" },
  'seed reaches past a face': { file: 'apps/server/src/seed/bad.ts', code: "import { x } from '../../modules/ledger/ledger.service';" },
  'app reaches past a face': { file: 'apps/server/src/app.ts', code: "import { x } from './modules/wallet/wallet.routes';" },
  'feature imports a feature': { file: 'apps/web/src/features/records/bad.ts', code: "import { x } from '../wallet/api';" },
  'feature imports app': { file: 'apps/web/src/features/records/bad2.ts', code: "import { x } from '../../app/router';" },
  'shared imports a feature': { file: 'apps/web/src/shared/bad.ts', code: "import { x } from '../features/wallet/api';" },
};

const allowed: Record<string, { file: string; code: string }> = {
  'platform imports core': { file: 'apps/server/src/platform/good.ts', code: "import { x } from '../core/app-error';" },
  'module imports a face, core, platform and the schema': {
    file: 'apps/server/src/modules/records/good.ts',
    code: "import { a } from '../wallet';\nimport { b } from '../../core/sql';\nimport { c } from '../../platform/envelope';\nimport { d } from '../../db/schema';\nimport { e } from './records.repo';",
  },
  'seed imports a face': { file: 'apps/server/src/seed/good.ts', code: "import { x } from '../../modules/ledger';" },
  'feature imports shared, components, lib and i18n': {
    file: 'apps/web/src/features/records/good.ts',
    code: "import { a } from '../../shared/api';\nimport { b } from '../../components/Modal';\nimport { c } from '../../lib/fairness';\nimport { d } from '../../i18n';\nimport { e } from './api';",
  },
};

let dir = '';
const lint = (file: string) => {
  const res = spawnSync(biome, ['lint', '--max-diagnostics=50', file], { cwd: dir, encoding: 'utf8' });
  return `${res.stdout}${res.stderr}`;
};

describe('import rules (biome.json, docs/decisions/010)', () => {
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-import-rules-'));
    fs.copyFileSync(path.join(repoRoot, 'biome.json'), path.join(dir, 'biome.json'));
    for (const { file, code } of [...Object.values(planted), ...Object.values(allowed)]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), `${code}\nexport const used = 1;\n`);
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  for (const [name, { file }] of Object.entries(planted)) {
    it(`refuses: ${name}`, () => {
      expect(lint(file)).toContain('noRestrictedImports');
    });
  }
  for (const [name, { file }] of Object.entries(allowed)) {
    it(`accepts: ${name}`, () => {
      expect(lint(file)).not.toContain('noRestrictedImports');
    });
  }
});
